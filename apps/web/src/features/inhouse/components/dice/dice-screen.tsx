import {
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  diceMultiplierBps,
  diceWinningOutcomes,
} from '@nova/games-math/dice';
import type { DiceOutcome, DiceParams } from '@nova/games-math/types';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/errors';
import { useMoneyFormat } from '../../../wallet/hooks/use-money-format';
import { useGameSession } from '../../hooks/game-session';
import { bpsToMultiplier, hundredthsToMultiplier } from '../../lib/games';
import { prefersReducedMotion, sleep } from '../../lib/motion';
import { defaultStake, StakeInput } from '../stake-input';
import styles from './dice.module.css';

interface Rolled {
  roundId: string;
  outcome: DiceOutcome;
}

/** "47.23" from a roll or target in hundredths. */
const hundredths = hundredthsToMultiplier;

/**
 * Dice (issue 5): a roll of 00.00–99.99 against the player's target, UNDER or OVER. The win
 * chance and multiplier shown are games-math's, the same figures the server pays.
 */
export function DiceScreen() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const money = useMoneyFormat();
  const [stake, setStake] = useState(() => defaultStake(money.scale));
  const [params, setParams] = useState<DiceParams>({ target: 5000, direction: 'UNDER' });
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [shownRoll, setShownRoll] = useState<number | null>(null);
  const [history, setHistory] = useState<Rolled[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const chance = diceWinningOutcomes(params);
  const multiplierBps = diceMultiplierBps(params);
  const profit = (stake * BigInt(multiplierBps)) / 10_000n - stake;

  async function roll() {
    setError(null);
    setBusy(true);
    try {
      const result = await session.play({ game: 'DICE', params }, stake);
      const outcome = result.round.outcome as unknown as DiceOutcome;
      const next = { roundId: result.round.roundId, outcome };
      setRolled(null);
      // The number runs up to the roll; without motion it is simply shown.
      if (!prefersReducedMotion()) {
        const start = shownRoll ?? 5000;
        for (let step = 1; step <= 12; step++) {
          await sleep(28);
          if (!alive.current) return;
          setShownRoll(Math.round(start + ((outcome.roll - start) * step) / 12));
        }
      }
      if (!alive.current) return;
      setShownRoll(outcome.roll);
      setRolled(next);
      setHistory((h) => [next, ...h].slice(0, 12));
      session.applyBalance(result.balance);
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  const percent = (value: number) => `${value / 100}%`;
  const winZone =
    params.direction === 'UNDER'
      ? { left: '0%', width: percent(params.target) }
      : { left: percent(params.target), width: percent(10_000 - params.target) };

  return (
    <div className={styles.screen}>
      <div className={styles.table}>
        <div className={styles.readout} aria-live="polite">
          <span
            className={styles.roll}
            data-testid="dice-result"
            data-win={rolled ? String(rolled.outcome.win) : undefined}
            data-roll={rolled?.outcome.roll}
          >
            {shownRoll === null ? '--.--' : hundredths(shownRoll).padStart(5, '0')}
          </span>
          {rolled && (
            <span className={rolled.outcome.win ? styles.win : styles.loss}>
              {rolled.outcome.win
                ? t('dice.won', { multiplier: bpsToMultiplier(rolled.outcome.multiplierBps) })
                : t('dice.lost')}
            </span>
          )}
        </div>
        <div className={styles.track}>
          <div className={styles.zone} style={winZone} />
          {shownRoll !== null && (
            <div
              className={styles.marker}
              data-win={rolled ? String(rolled.outcome.win) : undefined}
              style={{ left: percent(shownRoll) }}
            >
              {hundredths(shownRoll)}
            </div>
          )}
          <input
            type="range"
            className={styles.slider}
            min={DICE_TARGET_MIN}
            max={DICE_TARGET_MAX}
            step={1}
            value={params.target}
            disabled={busy}
            aria-label={t('dice.target')}
            aria-valuetext={hundredths(params.target)}
            data-testid="dice-target"
            onChange={(event) => setParams((p) => ({ ...p, target: Number(event.target.value) }))}
          />
        </div>
        <div className={styles.scale} aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
        <div className={styles.figures}>
          <div className={styles.figure}>
            <span>{t('dice.target')}</span>
            <strong data-testid="dice-target-value">{hundredths(params.target)}</strong>
          </div>
          <div className={styles.figure}>
            <span>{t('dice.multiplier')}</span>
            <strong data-testid="dice-multiplier">{`${bpsToMultiplier(multiplierBps)}×`}</strong>
          </div>
          <div className={styles.figure}>
            <span>{t('dice.chance')}</span>
            <strong data-testid="dice-chance">{`${hundredths(chance)}%`}</strong>
          </div>
        </div>
        {history.length > 0 && (
          <ol className={styles.history} aria-label={t('dice.history')}>
            {history.map((item) => (
              <li key={item.roundId} data-win={item.outcome.win}>
                {hundredths(item.outcome.roll)}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className={styles.controls}>
        <StakeInput value={stake} onChange={setStake} disabled={busy} />
        <fieldset className={styles.toggle} disabled={busy}>
          <legend>{t('dice.direction')}</legend>
          <div className={styles.pill}>
            {(['UNDER', 'OVER'] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                aria-pressed={params.direction === direction}
                data-testid={`dice-${direction.toLowerCase()}`}
                onClick={() => setParams((p) => ({ ...p, direction }))}
              >
                {t(`dice.${direction}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <p className={styles.profit}>
          {t('dice.profit', { amount: money.format(profit < 0n ? 0n : profit) })}
        </p>
        <Button size="lg" block loading={busy} onClick={() => void roll()} data-testid="dice-roll">
          {t('dice.roll')}
        </Button>
        {error && (
          <p className={styles.error} role="alert" data-testid="inhouse-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
