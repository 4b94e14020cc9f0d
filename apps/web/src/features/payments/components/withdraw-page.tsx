import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { SecurityToast } from '../../security/components/security-toast';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useWithdrawOverview } from '../api/withdraw-queries';
import { BankAccounts } from './bank-accounts';
import styles from './payments.module.css';
import { WithdrawForm } from './withdraw-form';
import { WithdrawOverviewCard } from './withdraw-overview-card';
import { WithdrawalsList } from './withdrawals-list';

/**
 * Member-center page withdraw (spec §2, issue 4): what can be withdrawn and what stands in the
 * way, the payout accounts, the form, and the withdrawals with their receipt confirmation.
 */
export function WithdrawPage() {
  const { t } = useTranslation(['payments', 'errors']);
  const money = useMoneyFormat();
  const overview = useWithdrawOverview();
  if (overview.isPending) {
    return (
      <div className={styles.loading} data-testid="withdraw-loading">
        <Spinner size="lg" label={t('common:loading')} />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div
        className={`${styles.card} ${styles.pageError}`}
        role="alert"
        data-testid="withdraw-error-page"
      >
        <p>{errorMessage(t, overview.error)}</p>
        <Button variant="outline" onClick={() => overview.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  const data = overview.data;
  return (
    <div className={styles.page} data-testid="withdraw-page">
      <WithdrawOverviewCard overview={data} money={money} />
      <BankAccounts
        accounts={data.bankAccounts}
        canBind={data.realNameSet}
        realName={data.realName}
      />
      <WithdrawForm key={data.bankAccounts.length} overview={data} money={money} />
      <WithdrawalsList money={money} />
      <SecurityToast />
    </div>
  );
}
