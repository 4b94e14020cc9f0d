import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { openModal } from '../../features/modals/use-modals';
import { AccountMenu } from '../../features/session/components/account-menu';
import { useSession } from '../../features/session/hooks/use-session';
import { BalanceDisplay } from '../../features/wallet/components/balance-display';
import styles from './header-account.module.css';

/**
 * Logged-in header actions (spec §2 "Header and menus"): balance, withdraw, deposit and the
 * account menu. A trial account moves no money (spec §6; SECURITY.md 16): it gets a free play
 * badge and a register call to action instead.
 */
export function HeaderAccount() {
  const { t } = useTranslation('layout');
  const { isTrial } = useSession();
  if (isTrial) {
    return (
      <div className={styles.account} data-testid="header-account" data-trial="true">
        <span
          className={styles.trialBadge}
          title={t('trial.badgeHint')}
          data-testid="header-trial-badge"
        >
          <Icon name="sparkles" size={16} />
          <span>{t('trial.badge')}</span>
        </span>
        <button
          type="button"
          className={styles.deposit}
          onClick={() => openModal('register', {})}
          data-testid="header-trial-register"
        >
          <Icon name="user-plus" size={18} />
          <span className={styles.keepLabel}>{t('trial.register')}</span>
        </button>
        <AccountMenu />
      </div>
    );
  }
  return (
    <div className={styles.account} data-testid="header-account">
      <BalanceDisplay />
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
      <AccountMenu />
    </div>
  );
}
