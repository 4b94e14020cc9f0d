import { toMinor } from '@nova/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { interpolateMinor, JACKPOT_ANIMATION_MS } from '../../../lib/jackpot';
import { useJackpot } from '../../games/api/use-home-games';
import { useBrandMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './jackpot-counter.module.css';
import { JackpotCounterSkeleton } from './jackpot-skeleton';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Counts from the last shown value up to the newest real one (issue 5 "Jackpot"). Every figure
 * on screen lies between two values the API answered (lib/jackpot.ts); a drop shows at once.
 */
function useCountUp(target: bigint | null): bigint | null {
  const [shown, setShown] = useState<bigint | null>(target);
  const shownRef = useRef<bigint | null>(target);

  useEffect(() => {
    if (target === null) return;
    const from = shownRef.current;
    if (from === null || target <= from || reducedMotion()) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const value = interpolateMinor(from, target, (now - start) / JACKPOT_ANIMATION_MS);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target]);

  return shown;
}

/**
 * The progressive jackpot on home (spec §2, §9 "2 decimals"): the REAL pool from getJackpot,
 * polled every 5 s. Spec §4's random increments are replaced by the real figure (SECURITY.md:
 * real figures only); a skeleton until the first answer, nothing when it cannot be read.
 */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const jackpot = useJackpot();
  const money = useBrandMoneyFormat();
  const target = jackpot.data ? toMinor(jackpot.data.amount) : null;
  const counted = useCountUp(target);
  // The first answer shows as it is, before the count-up effect has run.
  const shown = counted ?? target;

  if (jackpot.isPending) return <JackpotCounterSkeleton />;
  if (!jackpot.data || shown === null || target === null) return null;
  const lastWin = jackpot.data.lastWin;
  return (
    <section
      className={styles.frame}
      data-testid="jackpot-counter"
      data-amount={target.toString()}
      data-shown={shown.toString()}
      aria-labelledby="jackpot-title"
    >
      <div className={styles.glow} aria-hidden="true" />
      <p className={styles.eyebrow} id="jackpot-title">
        <Icon name="crown" size={18} />
        {t('jackpot.title')}
      </p>
      <p className={styles.amount}>
        {money.symbol && <span className={styles.currency}>{money.symbol}</span>}
        <span className={styles.figure} aria-live="off">
          {money.format(shown, { symbol: false })}
        </span>
      </p>
      {/* Screen readers get the real value, not every animation step. */}
      <span className="visually-hidden">
        {t('jackpot.value', { amount: money.format(target) })}
      </span>
      {lastWin && (
        <p className={styles.lastWin}>
          {t('jackpot.lastWin', {
            name: lastWin.customerName,
            amount: money.format(lastWin.amount),
          })}
        </p>
      )}
    </section>
  );
}
