import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useUiStore } from '../../../lib/ui-store';
import { usePermissionData } from '../../system/api/use-permission-data';
import styles from './balance-display.module.css';

/**
 * Header balance (spec §2 "balance (hideable, refreshable)"). The figure arrives with the Money
 * issue; until then it shows the currency and a dash, never an invented amount.
 */
export function BalanceDisplay() {
  const { t } = useTranslation('layout');
  const { currencySymbol } = usePermissionData().brand;
  const hidden = useUiStore((state) => state.balanceHidden);
  const toggle = useUiStore((state) => state.toggleBalanceHidden);
  return (
    <div className={styles.balance} data-testid="header-balance">
      <Icon name="wallet" size={18} className={styles.wallet} />
      <span className={styles.amount}>
        <span className={styles.symbol}>{currencySymbol}</span>
        <span data-testid="balance-amount">{hidden ? '••••' : '—'}</span>
      </span>
      <button
        type="button"
        className={styles.iconButton}
        onClick={toggle}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        aria-pressed={hidden}
        data-testid="balance-toggle"
      >
        <Icon name={hidden ? 'eye-off' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('balance.refresh')}
        data-testid="balance-refresh"
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
