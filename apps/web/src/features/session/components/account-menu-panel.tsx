import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon-full';
import { useSwitch } from '../../system/hooks/use-switch';
import { useConfirmSignOut } from '../hooks/use-confirm-sign-out';
import { useSession } from '../hooks/use-session';
import styles from './account-menu.module.css';

interface MenuLink {
  key: string;
  icon: IconName;
  to: string;
}

interface MenuFlags {
  isAgent: boolean;
  isTrial: boolean;
  points: boolean;
  manualRebate: boolean;
}

/**
 * Spec §2 "Header and menus": betting record, account record, personal profit and loss, reward
 * center, points (PTSYS3), security center, agent (agents), manual rebate (MANPLAYREB3). A trial
 * account has no account panels (spec §6), so its menu is sign out alone.
 */
function menuLinks({ isAgent, isTrial, points, manualRebate }: MenuFlags): MenuLink[] {
  if (isTrial) return [];
  return [
    { key: 'bettingRecord', icon: 'list', to: '/member?page=personalHistoryCopy' },
    { key: 'accountRecord', icon: 'file', to: '/member?page=transactionHistory' },
    { key: 'profitLoss', icon: 'chart', to: '/member?page=personalProfit' },
    { key: 'rewardCenter', icon: 'gift', to: '/member?page=rewardCenter' },
    ...(points ? [{ key: 'points', icon: 'coins' as const, to: '/pointMall' }] : []),
    { key: 'securityCenter', icon: 'shield', to: '/member?page=securityCenter' },
    ...(isAgent ? [{ key: 'agent', icon: 'users' as const, to: '/agentHome' }] : []),
    ...(manualRebate
      ? [{ key: 'manualRebate', icon: 'percent' as const, to: '/member?page=bonusDetails' }]
      : []),
  ];
}

export interface AccountMenuPanelProps {
  id: string;
  name: string;
  initial: string;
  /** Closes the menu (before the sign-out confirmation opens). */
  close: () => void;
}

/**
 * The open account menu: the member's entries by flags, then sign out. Drawn only once the
 * menu is opened, so it is its own chunk, fetched when the page is idle (decision 037).
 */
export function AccountMenuPanel({ id, name, initial, close }: AccountMenuPanelProps) {
  const { t } = useTranslation('layout');
  const { member, isAgent, isTrial } = useSession();
  const points = useSwitch('PTSYS3');
  const manualRebate = useSwitch('MANPLAYREB3');
  const signOut = useConfirmSignOut();
  const links = menuLinks({ isAgent, isTrial, points, manualRebate });

  function confirmSignOut() {
    close();
    signOut();
  }

  return (
    <div id={id} className={styles.menu} role="menu" data-testid="account-menu">
      <div className={styles.profile}>
        <span className={styles.avatarLarge} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.who}>
          <strong>{name}</strong>
          <span>{member?.account}</span>
        </div>
        {isTrial && (
          <span className={styles.trialTag} data-testid="account-menu-trial">
            {t('trial.badge')}
          </span>
        )}
      </div>
      <ul className={styles.items}>
        {links.map((link) => (
          <li key={link.key} role="none">
            <Link
              to={link.to}
              role="menuitem"
              className={styles.item}
              data-testid={`account-menu-${link.key}`}
            >
              <Icon name={link.icon} size={18} />
              {t(`account.${link.key}`)}
            </Link>
          </li>
        ))}
        <li role="none" className={links.length > 0 ? styles.separator : undefined}>
          <button
            type="button"
            role="menuitem"
            className={`${styles.item} ${styles.signOut}`}
            onClick={confirmSignOut}
            data-testid="account-menu-signOut"
          >
            <Icon name="logout" size={18} />
            {t('account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
