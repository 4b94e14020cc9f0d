import { toMinor } from '@nova/contracts/money';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { interpolateMinor, JACKPOT_ANIMATION_MS } from '../../../lib/jackpot';
import { useInSight } from '../../../lib/use-in-sight';
import { useJackpot } from '../../games/api/use-home-games';
import { useBrandMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './jackpot-counter.module.css';
import { JackpotCounterSkeleton } from './jackpot-skeleton';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The count-up writes the figure at most this often: ten steps a second read as counting. */
export const JACKPOT_STEP_MS = 100;

/**
 * Counts from the last shown value up to the newest real one (issue 5 "Jackpot"). Every figure
 * on screen lies between two values the API answered (lib/jackpot.ts); a drop shows at once.
 * The steps are written straight into the figure's text node (and the frame's `data-shown`) at
 * most every JACKPOT_STEP_MS, never through a React render per frame (decision 035); off
 * screen, in a hidden tab or under reduced motion the real value shows at once.
 */
function useCountUp(target: bigint | null, inSight: boolean, write: (value: bigint) => void): void {
  const shownRef = useRef<bigint | null>(null);
  const writeRef = useRef(write);
  writeRef.current = write;

  // Formatting can change (the brand's scale arrives): redraw what is shown.
  useLayoutEffect(() => {
    if (shownRef.current !== null) write(shownRef.current);
  });

  useLayoutEffect(() => {
    if (target === null) return;
    const show = (value: bigint) => {
      shownRef.current = value;
      writeRef.current(value);
    };
    const from = shownRef.current;
    if (from === null || target <= from || !inSight || reducedMotion()) {
      show(target);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    let written = Number.NEGATIVE_INFINITY;
    const step = (now: number) => {
      start ??= now;
      const progress = (now - start) / JACKPOT_ANIMATION_MS;
      if (progress >= 1 || now - written >= JACKPOT_STEP_MS) {
        written = now;
        show(interpolateMinor(from, target, progress));
      }
      if (shownRef.current !== target) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, inSight]);
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
  // The figure of the first render, as text: a server-rendered page shows it before any script,
  // and the count-up starts from it (the same figure on both sides). React never changes this
  // text again; useCountUp writes the later figures into the node itself.
  const [firstFigure] = useState(() =>
    target === null ? '' : money.format(target, { symbol: false }),
  );
  const frame = useRef<HTMLElement>(null);
  const figure = useRef<HTMLSpanElement>(null);
  const inSight = useInSight(frame);
  useCountUp(target, inSight, (value) => {
    if (figure.current) figure.current.textContent = money.format(value, { symbol: false });
    frame.current?.setAttribute('data-shown', value.toString());
  });

  if (jackpot.isPending) return <JackpotCounterSkeleton />;
  if (!jackpot.data || target === null) return null;
  const lastWin = jackpot.data.lastWin;
  return (
    <section
      ref={frame}
      className={styles.frame}
      data-testid="jackpot-counter"
      data-amount={target.toString()}
      aria-labelledby="jackpot-title"
    >
      <div className={styles.glow} aria-hidden="true" />
      <p className={styles.eyebrow} id="jackpot-title">
        <Icon name="crown" size={18} />
        {t('jackpot.title')}
      </p>
      <p className={styles.amount}>
        {money.symbol && <span className={styles.currency}>{money.symbol}</span>}
        {/* Written by useCountUp, not rendered: the count-up never re-renders React. */}
        <span ref={figure} className={styles.figure} aria-live="off">
          {firstFigure}
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
