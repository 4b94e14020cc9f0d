import {
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  diceMultiplierBps,
  diceWinningOutcomes,
} from '@nova/games-math/dice';
import { settledPayout } from '@nova/games-math/payout';
import type { DiceOutcome, DiceParams } from '@nova/games-math/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { useMoneyFormat } from '../../../wallet/hooks/use-money-format';
import { useGameSession } from '../../hooks/game-session';
import { useRoundAction } from '../../hooks/use-round-action';
import { bpsToMultiplier, hundredthsToMultiplier } from '../../lib/games';
import { prefersReducedMotion, sleep } from '../../lib/motion';
import { ChoicePills, Figures, ResultChips, ScreenError } from '../screen-parts';
import { defaultStake, StakeInput } from '../stake-input';
import styles from './dice.module.css';

interface Rolled {
  roundId: string;
  outcome: DiceOutcome;
}

const DIRECTIONS = ['UNDER', 'OVER'] as const;

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
  const { busy, error, run, alive } = useRoundAction();

  const chance = diceWinningOutcomes(params);
  const multiplierBps = diceMultiplierBps(params);
  // A win pays at most the maximum payout per round (decision 018).
  const profit = settledPayout(stake, multiplierBps) - stake;

  function roll() {
    return run(async () => {
      const result = await session.play({ game: 'DICE', params }, stake);
      const outcome = result.round.outcome as unknown as DiceOutcome;
      const next = { roundId: result.round.roundId, outcome };
      setRolled(null);
      // The number runs up to the roll; without motion it is simply shown.
      if (!prefersReducedMotion()) {
        const start = shownRoll ?? 5000;
        for (let step = 1; step <= 12; step++) {
          await sleep(28);
          if (!alive()) return;
          setShownRoll(Math.round(start + ((outcome.roll - start) * step) / 12));
        }
      }
      if (!alive()) return;
      setShownRoll(outcome.roll);
      setRolled(next);
      setHistory((h) => [next, ...h].slice(0, 12));
      session.applyBalance(result.balance);
    });
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
        <Figures
          items={[
            {
              label: t('dice.target'),
              value: hundredths(params.target),
              testId: 'dice-target-value',
            },
            {
              label: t('dice.multiplier'),
              value: `${bpsToMultiplier(multiplierBps)}×`,
              testId: 'dice-multiplier',
            },
            { label: t('dice.chance'), value: `${hundredths(chance)}%`, testId: 'dice-chance' },
          ]}
        />
        <ResultChips
          label={t('dice.history')}
          className={styles.history}
          items={history.map((item) => ({
            id: item.roundId,
            win: item.outcome.win,
            text: hundredths(item.outcome.roll),
          }))}
        />
      </div>
      <div className={styles.controls}>
        <StakeInput value={stake} onChange={setStake} disabled={busy} topBps={multiplierBps} />
        <ChoicePills
          legend={t('dice.direction')}
          options={DIRECTIONS}
          value={params.direction}
          onChange={(direction) => setParams((p) => ({ ...p, direction }))}
          disabled={busy}
          label={(direction) => t(`dice.${direction}`)}
          testId={(direction) => `dice-${direction.toLowerCase()}`}
        />
        <p className={styles.profit}>
          {t('dice.profit', { amount: money.format(profit < 0n ? 0n : profit) })}
        </p>
        <Button size="lg" block loading={busy} onClick={() => void roll()} data-testid="dice-roll">
          {t('dice.roll')}
        </Button>
        <ScreenError error={error} />
      </div>
    </div>
  );
}
