import {
  type OpsPaymentChannel,
  type OpsReceivingBank,
  opsUpdateReceivingBank,
} from '@nova/contracts/api/ops-payment-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Pencil, Plus, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Button, Card, Notice } from '../../components/ui';
import { callApi, errorText, isApiError } from '../../lib/api';
import { OnOff } from './channels-table';
import { type Outcome, SETTINGS_KEY } from './payment-settings-shared';

const WIDE = 'ps-wide-only';

/** The refusal's own text when the server named the field issue, else the error code's. */
function refusalText(t: TFunction, error: unknown): string {
  const issue = isApiError(error) ? error.details.find((d) => d.path === 'body.enabled') : null;
  return issue ? t(`paymentSettings.issues.${issue.issue}`) : errorText(t, error);
}

/**
 * The brand's accounts a manual channel sends members to: add, edit, switch on or off (never
 * deleted: deposits refer to them). The last enabled one of a channel that is on stays on.
 */
export function BanksCard({
  channel,
  manage,
  outcome,
  onEdit,
  onOutcome,
}: {
  channel: OpsPaymentChannel;
  manage: boolean;
  /** The last action on this channel's accounts. */
  outcome: Outcome;
  onEdit: (bank: OpsReceivingBank | null) => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (bank: OpsReceivingBank) => {
      const { bankCode, accountName, accountNumber, enabled, sort } = bank;
      return callApi(opsUpdateReceivingBank, {
        params: { id: bank.id },
        body: { bankCode, accountName, accountNumber, sort, enabled: !enabled },
      });
    },
    onMutate: () => onOutcome(null),
    onSuccess: async (_channel, bank) => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      const values = { bank: bank.bankName, number: bank.accountNumber };
      onOutcome({
        tone: 'good',
        text: t(bank.enabled ? 'paymentSettings.bankOff' : 'paymentSettings.bankOn', values),
        channelId: channel.id,
      });
    },
    onError: (error) =>
      onOutcome({ tone: 'bad', text: refusalText(t, error), channelId: channel.id }),
  });
  const enabledCount = channel.banks.filter((b) => b.enabled).length;
  const columns: ColumnDef<OpsReceivingBank, unknown>[] = [
    {
      header: t('paymentSettings.bank'),
      cell: ({ row }) => (
        <span className="stack">
          <strong>{row.original.bankName}</strong>
          <span className="mono muted small">{row.original.bankCode}</span>
        </span>
      ),
    },
    {
      header: t('paymentSettings.accountName'),
      meta: { className: WIDE },
      accessorKey: 'accountName',
    },
    {
      header: t('paymentSettings.accountNumber'),
      cell: ({ row }) => <span className="mono nowrap">{row.original.accountNumber}</span>,
    },
    {
      header: t('paymentSettings.status'),
      cell: ({ row }) => <OnOff on={row.original.enabled} />,
    },
    {
      header: t('paymentSettings.sort'),
      meta: { className: `num ${WIDE}` },
      accessorKey: 'sort',
    },
    ...(manage
      ? [
          {
            id: 'actions',
            header: () => <span className="sr-only">{t('common.actions')}</span>,
            meta: { className: 'actions' },
            cell: ({ row }: { row: { original: OpsReceivingBank } }) => {
              const bank = row.original;
              const label = `${bank.bankName} ${bank.accountNumber}`;
              return (
                <span className="ps-actions">
                  <Button
                    size="sm"
                    onClick={() => onEdit(bank)}
                    aria-label={t('paymentSettings.editFor', { name: label })}
                  >
                    <Pencil size={13} aria-hidden="true" />
                    <span className="ps-button-text">{t('paymentSettings.edit')}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant={bank.enabled ? 'ghost' : 'secondary'}
                    busy={toggle.isPending && toggle.variables?.id === bank.id}
                    onClick={() => toggle.mutate(bank)}
                    aria-label={t(
                      bank.enabled ? 'paymentSettings.switchOffFor' : 'paymentSettings.switchOnFor',
                      { name: label },
                    )}
                  >
                    <Power size={13} aria-hidden="true" />
                    <span className="ps-button-text">
                      {bank.enabled
                        ? t('paymentSettings.switchOff')
                        : t('paymentSettings.switchOn')}
                    </span>
                  </Button>
                </span>
              );
            },
          } satisfies ColumnDef<OpsReceivingBank, unknown>,
        ]
      : []),
  ];
  return (
    <Card
      className="ps-card"
      title={
        <span className="ps-card-title">
          {t('paymentSettings.banksTitle', { channel: channel.name })}
          <OnOff on={channel.enabled} />
        </span>
      }
      actions={
        manage ? (
          <Button
            size="sm"
            onClick={() => onEdit(null)}
            aria-label={t('paymentSettings.addBankFor', { channel: channel.name })}
          >
            <Plus size={14} aria-hidden="true" />
            {t('paymentSettings.addBank')}
          </Button>
        ) : null
      }
    >
      <p className="muted ps-help">{t('paymentSettings.banksHelp')}</p>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {enabledCount === 0 ? (
        <Notice tone="warn">
          {channel.enabled
            ? t('paymentSettings.noEnabledBankOn')
            : t('paymentSettings.noEnabledBankOff')}
        </Notice>
      ) : null}
      <DataTable
        caption={t('paymentSettings.banksTitle', { channel: channel.name })}
        columns={columns}
        rows={channel.banks}
        rowId={(row) => String(row.id)}
        empty={t('paymentSettings.noBanks')}
      />
    </Card>
  );
}
