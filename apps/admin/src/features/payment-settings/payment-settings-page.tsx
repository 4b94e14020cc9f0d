import type {
  OpsPaymentChannel,
  OpsReceivingBank,
  PaymentSettings,
} from '@nova/contracts/api/ops-payment-settings';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Notice, PageHeader, Spinner } from '../../components/ui';
import { errorText } from '../../lib/api';
import { useCan } from '../../lib/session';
import { BankDialog } from './bank-dialog';
import { BanksCard } from './banks-card';
import { ChannelDialog } from './channel-dialog';
import { ChannelsTable } from './channels-table';
import { MANAGE, type Outcome, usePaymentSettings } from './payment-settings-shared';
import './payment-settings.css';

type Editing =
  | { kind: 'channel'; channel: OpsPaymentChannel | null }
  | { kind: 'bank'; channel: OpsPaymentChannel; bank: OpsReceivingBank | null };

/**
 * Payment settings (issue 13): the deposit channels the cashier offers, their limits, turnover
 * and order, and the brand's receiving bank accounts of the manual channels. Reading needs
 * payments.channels.read; every control needs payments.channels.manage (super admin by
 * default). Every save reaches the player site at once and is kept in the audit log.
 */
export default function PaymentSettingsPage() {
  const { t } = useTranslation();
  const manage = useCan()(MANAGE);
  const query = usePaymentSettings();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const settings = query.data;
  const done = (text: string) => {
    const channelId = editing?.kind === 'bank' ? editing.channel.id : undefined;
    setEditing(null);
    setOutcome({ tone: 'good', text, channelId });
  };
  const manual = settings?.channels.filter((c) => c.kind === 'MANUAL_BANK') ?? [];

  return (
    <>
      <PageHeader
        title={t('paymentSettings.title')}
        subtitle={t('paymentSettings.subtitle')}
        actions={
          manage && settings ? (
            <Button
              variant="primary"
              onClick={() => {
                setOutcome(null);
                setEditing({ kind: 'channel', channel: null });
              }}
            >
              <Plus size={15} aria-hidden="true" />
              {t('paymentSettings.newChannel')}
            </Button>
          ) : null
        }
      />
      {manage ? null : <Notice tone="info">{t('paymentSettings.readOnly')}</Notice>}
      {outcome && outcome.channelId === undefined ? (
        <Notice tone={outcome.tone}>{outcome.text}</Notice>
      ) : null}
      {query.isError ? <Notice tone="bad">{errorText(t, query.error)}</Notice> : null}
      {query.isPending ? <Spinner label={t('common.loading')} /> : null}
      {settings ? (
        <>
          <Card className="ps-card" title={t('paymentSettings.channels')}>
            <p className="muted ps-help">{t('paymentSettings.channelsHelp')}</p>
            <ChannelsTable
              settings={settings}
              manage={manage}
              onEdit={(channel) => {
                setOutcome(null);
                setEditing({ kind: 'channel', channel });
              }}
            />
          </Card>
          {manual.map((channel) => (
            <BanksCard
              key={channel.id}
              channel={channel}
              manage={manage}
              outcome={outcome?.channelId === channel.id ? outcome : null}
              onOutcome={setOutcome}
              onEdit={(bank) => {
                setOutcome(null);
                setEditing({ kind: 'bank', channel, bank });
              }}
            />
          ))}
        </>
      ) : null}
      {settings ? (
        <Dialogs
          editing={editing}
          settings={settings}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}

function Dialogs({
  editing,
  settings,
  onClose,
  onDone,
}: {
  editing: Editing | null;
  settings: PaymentSettings;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  if (editing?.kind === 'channel')
    return (
      <ChannelDialog
        channel={editing.channel}
        settings={settings}
        onClose={onClose}
        onDone={onDone}
      />
    );
  if (editing?.kind === 'bank')
    return (
      <BankDialog
        channel={editing.channel}
        bank={editing.bank}
        settings={settings}
        onClose={onClose}
        onDone={onDone}
      />
    );
  return null;
}
