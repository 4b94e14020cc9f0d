import { formatMinor, toMinor } from '@nova/contracts/money';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useLocale } from '../../../lib/locale';
import { queryKeys } from '../../../lib/query-keys';
import { useUiStore } from '../../../lib/ui-store';
import { usePermissionData } from '../../system/api/use-permission-data';
import { useBalance } from '../api/use-balance';
import styles from './balance-display.module.css';

/** A refresh spins at least this long, so a fast answer still reads as "refreshed". */
const MIN_SPIN_MS = 600;
/** Shown instead of the figure while the player hides it. */
export const HIDDEN_BALANCE = '••••';
/** Shown when the balance could not be read: never an invented figure. */
export const UNAVAILABLE_BALANCE = '—';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/**
 * Header balance (spec §2 "balance (hideable, refreshable)", §9 "2 decimals; thousands
 * separators"): the brand's currency symbol and the main wallet, formatted from integer minor
 * units by the contracts' money module (no floats). A skeleton while it loads, a dash when it
 * cannot be read. Refresh refetches every wallet query.
 */
export function BalanceDisplay() {
  const { t } = useTranslation('layout');
  const brand = usePermissionData().brand;
  const balance = useBalance();
  const hidden = useUiStore((state) => state.balanceHidden);
  const toggle = useUiStore((state) => state.toggleBalanceHidden);
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root }),
        wait(MIN_SPIN_MS),
      ]);
    } finally {
      setRefreshing(false);
    }
  }

  const wallet = balance.isError ? undefined : balance.data;
  const symbol = wallet?.currencySymbol ?? brand.currencySymbol;
  const figure = wallet ? formatMinor(toMinor(wallet.main), wallet.scale, locale) : undefined;
  let amount: ReactNode;
  let title: string | undefined;
  if (hidden) amount = HIDDEN_BALANCE;
  else if (figure !== undefined) {
    amount = figure;
    title = `${symbol} ${figure}`;
  } else if (balance.isLoading) {
    amount = <span className={styles.skeleton} data-testid="balance-skeleton" />;
    title = t('balance.loading');
  } else {
    amount = UNAVAILABLE_BALANCE;
    title = t('balance.unavailable');
  }

  return (
    <div className={styles.balance} data-testid="header-balance">
      <Icon name="wallet" size={18} className={styles.wallet} />
      <span
        className={styles.amount}
        title={title}
        aria-busy={balance.isLoading || undefined}
        data-testid="balance-figure"
      >
        <span className={styles.symbol}>{symbol}</span>{' '}
        <span data-testid="balance-amount" data-hidden={hidden}>
          {amount}
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
