import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useUiStore } from '../../../lib/ui-store';
import { usePermissionData } from '../../system/api/use-permission-data';
import styles from './balance-display.module.css';

/** The wallet queries live under this root; refreshing the balance refetches them. */
const WALLET_QUERY_ROOT = ['wallet'] as const;
/** A refresh spins at least this long, so a fast answer still reads as "refreshed". */
const MIN_SPIN_MS = 600;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/**
 * Header balance (spec §2 "balance (hideable, refreshable)"). The figure arrives with the Money
 * issue; until then it shows the currency and a dash, never an invented amount. Hiding and
 * refreshing already work: refresh refetches whatever wallet queries exist.
 */
export function BalanceDisplay() {
  const { t } = useTranslation('layout');
  const { currencySymbol } = usePermissionData().brand;
  const hidden = useUiStore((state) => state.balanceHidden);
  const toggle = useUiStore((state) => state.toggleBalanceHidden);
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT }),
        wait(MIN_SPIN_MS),
      ]);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className={styles.balance} data-testid="header-balance">
      <Icon name="wallet" size={18} className={styles.wallet} />
      <span className={styles.amount} title={hidden ? undefined : t('balance.placeholder')}>
        <span className={styles.symbol}>{currencySymbol}</span>
        <span data-testid="balance-amount" data-hidden={hidden}>
          {hidden ? '••••' : '—'}
        </span>
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
        onClick={refresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
        aria-label={t('balance.refresh')}
        data-refreshing={refreshing}
        data-testid="balance-refresh"
      >
        <Icon name="refresh" size={16} className={styles.refreshIcon} />
      </button>
    </div>
  );
}
