import type { OpsPaymentChannel, PaymentSettings } from '@nova/contracts/api/ops-payment-settings';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Badge, Button } from '../../components/ui';
import { money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { turnoverMultiple } from './payment-settings-shared';

/** A column a phone-width screen leaves out, so the limits, state and Edit stay in view. */
const WIDE = 'ps-wide-only';

/** Every channel of the brand, on or off, in the order the cashier lists them. */
export function ChannelsTable({
  settings,
  manage,
  onEdit,
}: {
  settings: PaymentSettings;
  manage: boolean;
  onEdit: (channel: OpsPaymentChannel) => void;
}) {
  const { t } = useTranslation();
  const { currency, currencyScale: scale } = useOperator().brand;
  const columns: ColumnDef<OpsPaymentChannel, unknown>[] = [
    {
      header: t('paymentSettings.channel'),
      cell: ({ row }) => (
        <span className="stack">
          <strong>{row.original.name}</strong>
          <span className="mono muted small">{row.original.code}</span>
        </span>
      ),
    },
    {
      header: t('paymentSettings.kind'),
      meta: { className: WIDE },
      cell: ({ row }) => (
        <Badge tone={row.original.kind === 'ONLINE' ? 'info' : 'neutral'}>
          {t(`paymentSettings.kinds.${row.original.kind}`)}
        </Badge>
      ),
    },
    {
      header: t('paymentSettings.provider'),
      meta: { className: WIDE },
      cell: ({ row }) => (
        <span className="stack ps-provider">
          <span className="mono">{row.original.provider}</span>
          {row.original.providerReady ? null : (
            <span className="ps-warn small">{t('paymentSettings.notReady')}</span>
          )}
        </span>
      ),
    },
    {
      header: `${t('paymentSettings.limits')} (${currency})`,
      meta: { className: 'num' },
      cell: ({ row }) => (
        <span className="ps-limits">
          <span>{money(row.original.minAmount, scale)}</span>
          <span className="ps-limits-max"> – {money(row.original.maxAmount, scale)}</span>
        </span>
      ),
    },
    {
      header: t('paymentSettings.turnoverShort'),
      meta: { className: `num ${WIDE}` },
      cell: ({ row }) => (
        <span title={t('paymentSettings.turnoverTitle')}>
          {t('paymentSettings.times', { value: turnoverMultiple(row.original.turnoverPercent) })}
        </span>
      ),
    },
    {
      header: t('paymentSettings.banksColumn'),
      meta: { className: `num ${WIDE}` },
      cell: ({ row }) =>
        row.original.kind === 'MANUAL_BANK' ? (
          <span title={t('paymentSettings.banksColumnHint')}>
            {row.original.banks.filter((b) => b.enabled).length}
            <span className="muted"> / {row.original.banks.length}</span>
          </span>
        ) : (
          <span className="muted">—</span>
        ),
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
            cell: ({ row }: { row: { original: OpsPaymentChannel } }) => (
              <Button
                size="sm"
                onClick={() => onEdit(row.original)}
                aria-label={t('paymentSettings.editFor', { name: row.original.name })}
              >
                <Pencil size={13} aria-hidden="true" />
                <span className="ps-button-text">{t('paymentSettings.edit')}</span>
              </Button>
            ),
          } satisfies ColumnDef<OpsPaymentChannel, unknown>,
        ]
      : []),
  ];
  return (
    <DataTable
      caption={t('paymentSettings.channels')}
      columns={columns}
      rows={settings.channels}
      rowId={(row) => String(row.id)}
      empty={t('paymentSettings.noChannels')}
    />
  );
}

/** On or off, as the site sees it. */
export function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={on ? 'good' : 'neutral'}>
      {on ? t('paymentSettings.on') : t('paymentSettings.off')}
    </Badge>
  );
}
