import type { BetTotals } from '@nova/contracts/api/bet-records';
import { useTranslation } from 'react-i18next';
import { formatCount, intlLocale } from '../../../lib/locale';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';

/** Rounds, stake, payout and profit of the whole filtered range (the server's sums, not the page's). */
export function BetRecordsTotals({ totals }: { totals: BetTotals }) {
  const { t, i18n } = useTranslation('records');
  const money = useMoneyFormat();
  return (
    <dl className={styles.totals} data-testid="bet-records-totals">
      <div>
        <dt>{t('bets.totals.rounds')}</dt>
        <dd data-testid="bet-total-rounds">
          <span className={styles.neutral}>
            {formatCount(totals.count, intlLocale(i18n.language))}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('bets.totals.stake')}</dt>
        <dd data-testid="bet-total-stake">
          <span className={styles.neutral}>{money.format(totals.stake)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('bets.totals.payout')}</dt>
        <dd data-testid="bet-total-payout">
          <span className={styles.neutral}>{money.format(totals.payout)}</span>
        </dd>
      </div>
      <div data-emphasis="true">
        <dt>{t('bets.totals.profit')}</dt>
        <dd data-testid="bet-total-profit">
          <SignedAmount minor={totals.profit} />
        </dd>
      </div>
    </dl>
  );
}
