import { useTranslation } from 'react-i18next';
import { formatCount, useLocale } from '../../../lib/locale';
import records from '../../records/components/records.module.css';
import { SignedAmount } from '../../records/components/signed-amount';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { isCountFigure, isResultFigure } from '../lib/figures';
import styles from './agent-team.module.css';

/**
 * A page's totals over the whole filtered range, as the server computed them: money figures
 * plain, results (net win/loss, revenue) signed and coloured, counts as whole numbers; the last
 * result is the page's bottom line.
 */
export function FigureTotals({
  figures,
  totals,
  testId,
}: {
  figures: readonly string[];
  totals: Readonly<Record<string, string | number>>;
  testId: string;
}) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const locale = useLocale();
  // The page's bottom line (the last result figure) stands out.
  const emphasis = figures.findLast(isResultFigure);
  return (
    <dl className={`${records.totals} ${styles.figureTotals}`} data-testid={testId}>
      {figures.map((figure) => {
        const value = totals[figure] ?? '0';
        return (
          <div key={figure} data-emphasis={figure === emphasis}>
            <dt>{t(`figures.${figure}`)}</dt>
            <dd data-testid={`${testId}-${figure}`}>
              {isCountFigure(figure) ? (
                <span className={records.neutral}>{formatCount(Number(value), locale)}</span>
              ) : isResultFigure(figure) ? (
                <SignedAmount minor={String(value)} />
              ) : (
                <span className={records.neutral}>{money.format(String(value))}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
