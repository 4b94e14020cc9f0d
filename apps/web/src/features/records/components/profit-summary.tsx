import type { ProfitRow } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';

const FIGURES = ['bets', 'wins', 'bonus', 'profit', 'deposits', 'withdrawals'] as const;

/** The range's totals as cards; profit/loss coloured, the rest plain. */
export function ProfitSummary({ totals }: { totals: Omit<ProfitRow, 'date'> }) {
  const { t } = useTranslation('records');
  const money = useMoneyFormat();
  return (
    <dl className={`${styles.totals} ${styles.sixFigures}`} data-testid="profit-summary">
      {FIGURES.map((figure) => (
        <div key={figure} data-emphasis={figure === 'profit'}>
          <dt>{t(`profit.${figure}`)}</dt>
          <dd data-testid={`profit-total-${figure}`}>
            {figure === 'profit' ? (
              <SignedAmount minor={totals.profit} />
            ) : (
              <span className={styles.neutral}>{money.format(totals[figure])}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
