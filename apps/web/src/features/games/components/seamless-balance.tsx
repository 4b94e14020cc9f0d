import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { queryKeys } from '../../../lib/query-keys';
import { useBalance } from '../../wallet/api/use-balance';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './seamless-page.module.css';

/**
 * The main wallet in the game bar (spec §2 /seamless "balance with refresh"): seamless vendors
 * move it while the game runs, so the player can read it again without leaving the game. Never
 * an invented figure: a dash when it cannot be read.
 */
export function SeamlessBalance() {
  const { t } = useTranslation('games');
  const balance = useBalance();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root });
    } finally {
      setRefreshing(false);
    }
  }

  const wallet = balance.isError ? undefined : balance.data;
  return (
    <div className={styles.balance} data-testid="seamless-balance">
      <Icon name="wallet" size={16} />
      <span className={styles.balanceFigure} data-testid="seamless-balance-amount">
        {wallet ? money.format(wallet.main) : '—'}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void refresh()}
        aria-label={t('seamless.refreshBalance')}
        aria-busy={refreshing || undefined}
        data-testid="seamless-refresh-balance"
      >
        <Icon name="refresh" size={16} className={refreshing ? styles.spinning : undefined} />
      </button>
    </div>
  );
}
