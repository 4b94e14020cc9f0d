import type { Deposit } from '@nova/contracts/api/payments';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { usePaymentChannels } from '../api/deposit-queries';
import { ChannelPicker } from './channel-picker';
import { DepositForm } from './deposit-form';
import { DepositReturnBanner } from './deposit-return-banner';
import { DepositSubmitted } from './deposit-submitted';
import styles from './payments.module.css';
import { RecentDeposits } from './recent-deposits';

/**
 * Member-center page depositv2 (spec §2, issue 4): pick a channel, enter the amount; a bank
 * transfer adds the receiving bank and the slips, an online channel goes to the gateway and
 * comes back here with `?deposit=<reference>`.
 */
export function DepositPage() {
  const { t } = useTranslation(['payments', 'errors']);
  const money = useMoneyFormat();
  const channels = usePaymentChannels();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  const returned = params.get('deposit');

  function dismissReturn() {
    const next = new URLSearchParams(params);
    next.delete('deposit');
    setParams(next, { replace: true });
  }

  let content: ReactNode;
  if (channels.isPending) {
    content = (
      <div className={styles.loading} data-testid="channels-loading">
        <Spinner size="lg" label={t('common:loading')} />
      </div>
    );
  } else if (channels.isError) {
    content = (
      <div className={styles.pageError} role="alert" data-testid="channels-error">
        <p>{errorMessage(t, channels.error)}</p>
        <Button variant="outline" onClick={() => channels.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (channels.data.length === 0) {
    content = <EmptyState icon="deposit" title={t('deposit.noChannels')} />;
  } else {
    const channel = channels.data.find((c) => c.id === chosen) ?? channels.data[0];
    content = channel && (
      <>
        <ChannelPicker
          channels={channels.data}
          selectedId={channel.id}
          onSelect={(id) => {
            setChosen(id);
            setSubmitted(null);
          }}
          money={money}
        />
        {submitted ? (
          <DepositSubmitted deposit={submitted} money={money} onAgain={() => setSubmitted(null)} />
        ) : (
          <DepositForm
            key={channel.id}
            channel={channel}
            money={money}
            onSubmitted={setSubmitted}
          />
        )}
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="deposit-page">
      {returned && (
        <DepositReturnBanner
          key={returned}
          reference={returned}
          money={money}
          onDismiss={dismissReturn}
        />
      )}
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon name="deposit" size={18} />
          </span>
          {t('deposit.title')}
        </h2>
        {content}
      </section>
      <RecentDeposits money={money} />
    </div>
  );
}
