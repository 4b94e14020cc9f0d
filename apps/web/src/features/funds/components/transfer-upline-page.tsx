import { toMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { isApiError } from '../../../lib/api-client';
import { useBalance } from '../../wallet/api/use-balance';
import { useTransferTargets } from '../api/funds-queries';
import { ErrorBlock, LoadingBlock } from './load-states';
import { NoPaymentPassword } from './no-payment-password';
import styles from './upline.module.css';
import { UplineCard } from './upline-card';
import { UplineForm } from './upline-form';

/**
 * Member-center page transferUpline (spec §2): send from the main wallet to the upline, or
 * (agents) to an account of the downline, confirmed with the payment password.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('funds');
  const targets = useTransferTargets();
  const balance = useBalance();

  if (targets.isPending || balance.isPending) return <LoadingBlock testId="upline-loading" />;
  if (targets.isError || balance.isError) {
    const error = targets.error ?? balance.error;
    return (
      <ErrorBlock
        testId="upline-error"
        message={t(`errors:${isApiError(error) ? error.code : 'INTERNAL'}`)}
        onRetry={() => {
          void targets.refetch();
          void balance.refetch();
        }}
      />
    );
  }

  const data = targets.data;
  const canSend = data.upline !== null || data.canTransferToDownline;
  let body: React.ReactNode;
  if (!canSend) {
    body = (
      <EmptyState
        icon="users"
        title={t('upline.noUpline')}
        description={t('upline.noUplineHint')}
      />
    );
  } else if (!data.paymentPasswordSet) body = <NoPaymentPassword />;
  else {
    body = (
      <UplineForm
        targets={data}
        limits={{
          min: toMinor(data.minAmount),
          max: toMinor(data.maxAmount),
          available: toMinor(balance.data.main),
        }}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="transfer-upline-page">
      {canSend && <UplineCard upline={data.upline} />}
      {body}
    </div>
  );
}
