import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { AccountMenu } from '../../features/session/components/account-menu';
import { BalanceDisplay } from '../../features/wallet/components/balance-display';
import styles from './header-account.module.css';

/** Logged-in header actions: balance, deposit, withdraw and the account menu (spec §2). */
export function HeaderAccount() {
  const { t } = useTranslation('layout');
  return (
    <div className={styles.account} data-testid="header-account">
      <BalanceDisplay />
      <Link
        to="/member?page=depositv2"
        className={styles.deposit}
        title={t('account.deposit')}
        aria-label={t('account.deposit')}
        data-testid="header-deposit"
      >
        <Icon name="deposit" size={18} />
        <span>{t('account.deposit')}</span>
      </Link>
      <Link
        to="/member?page=withdraw"
        className={styles.withdraw}
        title={t('account.withdraw')}
        aria-label={t('account.withdraw')}
        data-testid="header-withdraw"
      >
        <Icon name="withdraw" size={18} />
        <span>{t('account.withdraw')}</span>
      </Link>
      <AccountMenu />
    </div>
  );
}
