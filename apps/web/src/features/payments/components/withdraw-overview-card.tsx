import type { WithdrawOverview } from '@nova/contracts/api/withdrawals';
import { toMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { Icon } from '../../../components/icon-full';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './withdraw-overview-card.module.css';

export const SECURITY_CENTER_PATH = '/member?page=securityCenter';

/** Percent (0–100) of the turnover done, from integer minor units. */
export function turnoverPercent(completed: bigint, required: bigint): number {
  if (required <= 0n) return 100;
  const percent = (completed * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

/** What can be withdrawn now, the turnover still to play and what must be set up first. */
export function WithdrawOverviewCard({
  overview,
  money,
}: {
  overview: WithdrawOverview;
  money: MoneyFormat;
}) {
  const { t } = useTranslation('payments');
  const { turnover } = overview;
  const percent = turnoverPercent(toMinor(turnover.completed), toMinor(turnover.required));
  const blockers = [
    !overview.realNameSet && 'realName',
    !overview.paymentPasswordSet && 'paymentPassword',
  ].filter((b): b is 'realName' | 'paymentPassword' => Boolean(b));
  return (
    <section className={styles.card} data-testid="withdraw-overview">
      <div className={styles.balance}>
        <span className={styles.caption}>{t('withdraw.withdrawable')}</span>
        <strong className={styles.figure} data-testid="withdrawable">
          {money.format(overview.withdrawable)}
        </strong>
        <span className={styles.range}>
          {t('withdraw.limits', {
            min: money.format(overview.minAmount),
            max: money.format(overview.maxAmount),
          })}
        </span>
      </div>
      <div className={styles.turnover} data-testid="turnover">
        <div className={styles.turnoverHead}>
          <span>{t('withdraw.turnover')}</span>
          <span className={styles.turnoverFigures}>
            {money.format(turnover.completed)} / {money.format(turnover.required)}
          </span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('withdraw.turnover')}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.remaining} data-testid="turnover-remaining">
          {toMinor(turnover.remaining) > 0n
            ? t('withdraw.turnoverRemaining', { amount: money.format(turnover.remaining) })
            : t('withdraw.turnoverDone')}
        </span>
      </div>
      {blockers.length > 0 && (
        <ul className={styles.blockers}>
          {blockers.map((blocker) => (
            <li key={blocker} className={styles.blocker} data-testid={`blocker-${blocker}`}>
              <Icon name="alert" size={18} />
              <span>{t(`withdraw.blocker.${blocker}`)}</span>
              <ButtonLink
                to={SECURITY_CENTER_PATH}
                size="sm"
                data-testid={`blocker-${blocker}-action`}
              >
                {t(`withdraw.blockerAction.${blocker}`)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
