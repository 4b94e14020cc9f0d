import type { InhouseRound } from '@nova/contracts/api/inhouse';
import type { SlotOutcome, SlotSpin, SlotSymbol } from '@nova/games-math/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { useMoneyFormat } from '../../../wallet/hooks/use-money-format';
import { useGameSession } from '../../hooks/game-session';
import { useRoundAction } from '../../hooks/use-round-action';
import { bpsToMultiplier } from '../../lib/games';
import { prefersReducedMotion, sleep } from '../../lib/motion';
import { ScreenError } from '../screen-parts';
import { defaultStake, StakeInput } from '../stake-input';
import styles from './slot.module.css';
import { SlotReels, winningCells } from './slot-reels';

const START: SlotSymbol[][] = [
  ['A', 'DRAGON', 'K'],
  ['Q', 'PHOENIX', 'J'],
  ['TEN', 'WILD', 'A'],
  ['K', 'TIGER', 'Q'],
  ['J', 'KOI', 'LOTUS'],
];

interface Shown {
  spin: SlotSpin | null;
  /** 0 for the base spin, then 1..n for the free spins. */
  index: number;
  stopped: number;
}

/**
 * "Nova Fortune Reels" (issue 5): one request answers the base spin and every free spin it led
 * to; the screen plays them one after another, then shows the total and applies the balance.
 */
export function SlotScreen() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const money = useMoneyFormat();
  const [stake, setStake] = useState(() => defaultStake(money.scale));
  const [shown, setShown] = useState<Shown>({ spin: null, index: 0, stopped: 5 });
  const [round, setRound] = useState<InhouseRound | null>(null);
  const [done, setDone] = useState(false);
  const { busy, error, run, alive } = useRoundAction();

  function spin() {
    setDone(false);
    setShown((s) => ({ ...s, stopped: 0 }));
    return run(
      async () => {
        const result = await session.play({ game: 'SLOT', params: {} }, stake);
        const outcome = result.round.outcome as unknown as SlotOutcome;
        setRound(result.round);
        const still = prefersReducedMotion();
        for (const [index, current] of outcome.spins.entries()) {
          if (!alive()) return;
          setShown({ spin: current, index, stopped: 0 });
          // The reels stop one by one, left to right.
          for (let reel = 1; reel <= 5; reel++) {
            await sleep(still ? 0 : reel === 1 ? (index === 0 ? 650 : 350) : 160);
            if (!alive()) return;
            setShown({ spin: current, index, stopped: reel });
          }
          // Hold each spin long enough to see its wins before the next free spin.
          if (index < outcome.spins.length - 1) await sleep(still ? 400 : 1100);
        }
        if (!alive()) return;
        session.applyBalance(result.balance);
        setDone(true);
      },
      // A refused spin leaves the reels standing.
      () => setShown((s) => ({ ...s, stopped: 5 })),
    );
  }

  const outcome = round?.outcome as unknown as SlotOutcome | undefined;
  const freeTotal = outcome ? outcome.spins.length - 1 : 0;
  const current = shown.spin;
  const landed = shown.stopped >= 5 && current !== null;
  const highlight = landed
    ? winningCells(current.reels, current.lineWins, current.scatterMultiplierBps > 0)
    : new Set<number>();
  const jackpot = done && round && BigInt(round.jackpotWin) > 0n;

  return (
    <div className={styles.screen}>
      <div className={styles.cabinet} data-free={shown.index > 0 || undefined}>
        <div className={styles.marquee}>
          {shown.index > 0 ? (
            <span className={styles.freeBanner} data-testid="slot-free-spins">
              {t('slot.freeSpins', { current: shown.index, total: freeTotal })}
            </span>
          ) : (
            <span className={styles.logo}>{t('games.SLOT.title')}</span>
          )}
        </div>
        {/* The win ribbon sits on the reels' lower edge: no empty band is kept for it. */}
        <div className={styles.reelsArea}>
          <SlotReels
            reels={current?.reels ?? START}
            stopped={shown.stopped}
            highlight={highlight}
            lines={landed ? current.lineWins.map((w) => w.line) : []}
          />
          <div className={styles.winBar} aria-live="polite">
            {landed && current.multiplierBps > 0 && !done && (
              <span className={styles.spinWin}>
                {t('slot.spinWin', {
                  amount: money.format(spinPayout(stake, round, current.multiplierBps)),
                })}
              </span>
            )}
            {done && round && (
              <span
                className={BigInt(round.payout) > 0n ? styles.totalWin : styles.noWin}
                data-testid="slot-win"
                data-payout={round.payout}
                data-stake={round.stake}
                data-free-spins={freeTotal}
              >
                {BigInt(round.payout) > 0n
                  ? t('slot.totalWin', {
                      amount: money.format(round.payout),
                      multiplier: round.multiplier,
                    })
                  : t('slot.noWin')}
              </span>
            )}
          </div>
        </div>
        {jackpot && (
          <div className={styles.jackpot} role="status" data-testid="slot-jackpot">
            <strong>{t('slot.jackpot')}</strong>
            <span>{money.format(round.jackpotWin)}</span>
          </div>
        )}
      </div>
      <div className={styles.controls}>
        <StakeInput value={stake} onChange={setStake} disabled={busy} />
        <Button
          size="lg"
          block
          loading={busy}
          onClick={() => void spin()}
          data-testid="slot-spin"
          className={styles.spinButton}
        >
          {t('slot.spin')}
        </Button>
        {outcome && done && freeTotal > 0 && (
          <p className={styles.note} data-testid="slot-free-summary">
            {t('slot.freeSummary', { count: freeTotal })}
          </p>
        )}
        {current && landed && current.lineWins.length > 0 && (
          <ul className={styles.winList} data-testid="slot-line-wins">
            {current.lineWins.map((win) => (
              <li key={`${win.line}-${win.symbol}`}>
                {t('slot.lineWin', {
                  line: win.line + 1,
                  count: win.count,
                  symbol: t(`slot.symbols.${win.symbol}`),
                  multiplier: bpsToMultiplier(win.multiplierBps),
                })}
              </li>
            ))}
          </ul>
        )}
        <ScreenError error={error} />
      </div>
    </div>
  );
}

/** One spin's share of the round's payout (display only; the round's payout is authoritative). */
function spinPayout(stake: bigint, round: InhouseRound | null, bps: number): bigint {
  const base = round ? BigInt(round.stake) : stake;
  return (base * BigInt(bps)) / 10_000n;
}
