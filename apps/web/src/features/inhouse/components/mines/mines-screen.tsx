import type { InhousePlayResult, InhouseRound } from '@nova/contracts/api/inhouse';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplierBps } from '@nova/games-math/mines';
import { settledPayout } from '@nova/games-math/payout';
import type { MinesOutcome } from '@nova/games-math/types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { useMoneyFormat } from '../../../wallet/hooks/use-money-format';
import { useGameSession } from '../../hooks/game-session';
import { useRoundAction } from '../../hooks/use-round-action';
import { bpsToMultiplier } from '../../lib/games';
import { minesTopBps } from '../../lib/payout-cap';
import { Figures, ScreenError } from '../screen-parts';
import { defaultStake, StakeInput } from '../stake-input';
import styles from './mines.module.css';
import { MinesTile, tileState } from './mines-tile';

const COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN);

/**
 * Mines (issue 5): the stake is taken at start and the mines are fixed by the seed pair; every
 * safe tile raises the multiplier; a mine ends the round; cash out at any time after a tile.
 * While the round is open the server shows only what was revealed, never the mines.
 */
export function MinesScreen() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const money = useMoneyFormat();
  const [stake, setStake] = useState(() => defaultStake(money.scale));
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<InhouseRound | null>(null);
  const { busy, error, run } = useRoundAction();

  // A round left open (page closed, connection lost) is picked up again from the last rounds.
  const resumable = session.rounds?.find((r) => r.game === 'MINES' && r.status === 'OPEN');
  useEffect(() => {
    if (resumable && round === null) {
      setRound(resumable);
      setMines(Number(resumable.params.mines) || 3);
    }
  }, [resumable, round]);

  const outcome = round?.outcome as unknown as MinesOutcome | null | undefined;
  const open = round?.status === 'OPEN';
  const count = open ? Number(round.params.mines) || mines : mines;
  const safe = outcome ? outcome.revealed.length - (outcome.hitMine === null ? 0 : 1) : 0;
  const current = open && outcome ? outcome.multiplierBps : 10_000;
  const next = open ? (outcome?.nextMultiplierBps ?? null) : minesMultiplierBps(mines, 1);

  function act(action: () => Promise<InhousePlayResult>) {
    return run(async () => {
      const result = await action();
      setRound(result.round);
      session.applyBalance(result.balance);
    });
  }

  const settled = round?.status === 'SETTLED' ? round : null;
  return (
    <div className={styles.screen}>
      <div className={styles.boardWrap}>
        <fieldset
          className={styles.board}
          data-testid="mines-board"
          data-state={round?.status ?? 'IDLE'}
          aria-label={t('mines.board')}
        >
          {Array.from({ length: MINES_TILES }, (_, tile) => (
            <MinesTile
              // biome-ignore lint/suspicious/noArrayIndexKey: 25 fixed tiles
              key={tile}
              tile={tile}
              state={tileState(tile, outcome ?? null)}
              playable={open && !busy}
              onReveal={() => round && void act(() => session.revealMine(round.roundId, tile))}
            />
          ))}
        </fieldset>
        {settled && (
          <div
            className={BigInt(settled.payout) > 0n ? styles.bannerWin : styles.bannerLoss}
            data-testid="mines-result"
            role="status"
          >
            {BigInt(settled.payout) > 0n
              ? t('mines.cashedOut', {
                  amount: money.format(settled.payout),
                  multiplier: settled.multiplier,
                })
              : t('mines.boom')}
          </div>
        )}
      </div>
      <div className={styles.controls}>
        <StakeInput
          value={stake}
          onChange={setStake}
          disabled={busy || open}
          topBps={minesTopBps(count)}
        />
        <label className={styles.field}>
          <span>{t('mines.count')}</span>
          <select
            value={count}
            disabled={busy || open}
            onChange={(event) => setMines(Number(event.target.value))}
            data-testid="mines-count"
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <Figures
          compact
          items={[
            {
              label: t('mines.current'),
              value: `${bpsToMultiplier(current)}×`,
              testId: 'mines-multiplier',
            },
            {
              label: t('mines.next'),
              value: next === null ? '—' : `${bpsToMultiplier(next)}×`,
              testId: 'mines-next',
            },
            { label: t('mines.gems'), value: `${safe} / ${MINES_TILES - count}` },
          ]}
        />
        {open ? (
          <Button
            size="lg"
            block
            loading={busy}
            disabled={safe === 0}
            onClick={() => void act(() => session.cashoutMines(round.roundId))}
            data-testid="mines-cashout"
          >
            {t('mines.cashout', {
              amount: money.format(settledPayout(BigInt(round.stake), current)),
            })}
          </Button>
        ) : (
          <Button
            size="lg"
            block
            loading={busy}
            onClick={() => void act(() => session.startMines(stake, mines))}
            data-testid="mines-start"
          >
            {t('mines.start')}
          </Button>
        )}
        <ScreenError error={error} />
      </div>
    </div>
  );
}
