import { MINES_TILES, minesMultiplierBps, minesOutcome } from '@nova/games-math/mines';
import { settledPayout } from '@nova/games-math/payout';
import { AppError } from '../../lib/app-error.ts';
import { minesOf } from './inhouse.math.ts';
import { stateOf } from './inhouse.model.ts';
import {
  advanceState,
  claimUnposted,
  findRound,
  type RoundRow,
  settleRound,
} from './inhouse.repository.ts';
import { openPaidRound, type PlayDeps, postRefund, postWin, seedOf } from './play.service.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export type MinesDeps = PlayDeps;

/**
 * Mines (issue 5): the mines are fixed by the seed pair and nonce when the round opens
 * (minePositions), the stake is taken, then each reveal and the cash-out move the round's
 * state by a guarded version update, so two racing calls on one round move it once and settle
 * it once. While OPEN the stored and answered outcome holds only the revealed tiles (the mine
 * positions never leave the server before the round is over).
 */
const mineCount = (round: RoundRow) => Number((round.params as { mines: number }).mines);

async function positionsOf(deps: MinesDeps, round: RoundRow): Promise<number[]> {
  const seed = await seedOf(deps, round);
  return minesOf(
    { serverSeed: seed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    mineCount(round),
  );
}

export async function startMines(
  deps: MinesDeps,
  input: { brandId: number; memberId: number; requestId: string; stake: bigint; mines: number },
): Promise<RoundRow> {
  const { round } = await openPaidRound(deps, {
    brandId: input.brandId,
    memberId: input.memberId,
    game: 'MINES',
    requestId: input.requestId,
    stake: input.stake,
    params: { mines: input.mines },
    openOutcome: openView(input.mines, []),
  });
  return round;
}

/** What an OPEN round shows: the revealed (safe) tiles and multipliers, never the mines. */
function openView(mines: number, revealed: number[]): Record<string, unknown> {
  return {
    game: 'MINES',
    revealed,
    hitMine: null,
    multiplierBps: minesMultiplierBps(mines, revealed.length),
    nextMultiplierBps: minesMultiplierBps(mines, revealed.length + 1),
  };
}

async function ownOpenMines(deps: MinesDeps, memberId: number, roundId: number): Promise<RoundRow> {
  const round = await findRound(deps.db, roundId);
  if (!round || round.memberId !== memberId || round.game !== 'MINES')
    throw new AppError('NOT_FOUND', 'no such mines round');
  const state = stateOf(round);
  if (round.status !== 'OPEN' || state.cashout || state.refunded)
    throw new AppError('ROUND_SETTLED', 'the round is over');
  return round;
}

export async function revealTile(
  deps: MinesDeps,
  memberId: number,
  roundId: number,
  tile: number,
): Promise<RoundRow> {
  const round = await ownOpenMines(deps, memberId, roundId);
  const state = stateOf(round);
  const revealed = state.revealed ?? [];
  if (revealed.includes(tile))
    throw new AppError('VALIDATION_FAILED', 'tile already revealed', [
      { path: 'body.tile', issue: 'already revealed' },
    ]);
  const positions = await positionsOf(deps, round);
  const next = [...revealed, tile];
  const version = state.version ?? 0;
  if (positions.includes(tile)) {
    const moved = await advanceState(deps.db, round.id, version, {
      ...state,
      version: version + 1,
      revealed: next,
    });
    if (!moved) throw new AppError('ROUND_SETTLED', 'the round moved meanwhile');
    const settled = await settleRound(deps.db, round.id, {
      outcome: minesOutcome(positions, next, true) as unknown as Record<string, unknown>,
      payout: 0n,
      jackpotWin: 0n,
      settledBy: 'PLAYER',
      settledAt: deps.now(),
    });
    return settled ?? (await findRound(deps.db, round.id)) ?? round;
  }
  const safe = next.length;
  if (safe === MINES_TILES - mineCount(round))
    return cashout(deps, round, { revealed: next, settledBy: 'PLAYER' });
  const moved = await advanceState(
    deps.db,
    round.id,
    version,
    { ...state, version: version + 1, revealed: next },
    openView(mineCount(round), next),
  );
  if (!moved) throw new AppError('ROUND_SETTLED', 'the round moved meanwhile');
  return moved;
}

export async function cashoutMines(
  deps: MinesDeps,
  memberId: number,
  roundId: number,
): Promise<RoundRow> {
  const round = await findRound(deps.db, roundId);
  if (!round || round.memberId !== memberId || round.game !== 'MINES')
    throw new AppError('NOT_FOUND', 'no such mines round');
  const pending = stateOf(round).cashout;
  // A double click: the first cash-out decided it; finish it (idempotent) and answer the same.
  if (round.status === 'OPEN' && pending) return completeCashout(deps, round);
  if (round.status !== 'OPEN') {
    if (round.payout > 0n && round.settledBy === 'PLAYER') return round;
    throw new AppError('ROUND_SETTLED', 'the round is over');
  }
  if ((stateOf(round).revealed ?? []).length === 0)
    throw new AppError('VALIDATION_FAILED', 'reveal a tile first', [
      { path: 'body.roundId', issue: 'no safe tile revealed' },
    ]);
  return cashout(deps, round, { settledBy: 'PLAYER' });
}

/**
 * Decide the cash-out (the payout, capped at the maximum per round, is fixed in the state by the
 * guarded update, so only one caller decides), then post the WIN and settle; a crash in between
 * leaves the decision in the state and completeCashout (run again by the job) finishes it.
 */
async function cashout(
  deps: MinesDeps,
  round: RoundRow,
  opts: { revealed?: number[]; settledBy: 'PLAYER' | 'AUTO' },
): Promise<RoundRow> {
  const state = stateOf(round);
  const revealed = opts.revealed ?? state.revealed ?? [];
  const multiplierBps = minesMultiplierBps(mineCount(round), revealed.length);
  const version = state.version ?? 0;
  const moved = await advanceState(deps.db, round.id, version, {
    ...state,
    version: version + 1,
    revealed,
    cashout: {
      safe: revealed.length,
      multiplierBps,
      payout: settledPayout(round.stake, multiplierBps).toString(),
      settledBy: opts.settledBy,
    },
  });
  if (!moved) {
    const now = await findRound(deps.db, round.id);
    if (now?.status === 'OPEN' && stateOf(now).cashout) return completeCashout(deps, now);
    if (now?.status === 'SETTLED' && now.payout > 0n) return now;
    throw new AppError('ROUND_SETTLED', 'the round moved meanwhile');
  }
  return completeCashout(deps, moved);
}

export async function completeCashout(deps: MinesDeps, round: RoundRow): Promise<RoundRow> {
  const decided = stateOf(round).cashout;
  if (!decided || round.status !== 'OPEN') return round;
  const payout = BigInt(decided.payout);
  if (payout > 0n) await postWin(deps, round, payout);
  const positions = await positionsOf(deps, round);
  const outcome = minesOutcome(positions, stateOf(round).revealed ?? [], true);
  const settled = await settleRound(deps.db, round.id, {
    outcome: outcome as unknown as Record<string, unknown>,
    payout,
    jackpotWin: 0n,
    settledBy: decided.settledBy,
    settledAt: deps.now(),
  });
  return settled ?? (await findRound(deps.db, round.id)) ?? round;
}

/**
 * An abandoned OPEN mines round (SECURITY.md 33), in the player's favour: a decided cash-out is
 * finished; with at least one safe tile it is cashed out at its multiplier; untouched, the stake
 * is refunded. A round whose stake never posted (crash right after opening) is claimed VOID under its row
 * lock (a retry posting the stake later refunds itself; review #4).
 */
export async function resolveAbandonedMines(
  deps: MinesDeps,
  round: RoundRow,
): Promise<RoundRow | undefined> {
  const claim = await claimUnposted(deps.db, round, 'VOID', deps.now());
  if (claim === 'CLAIMED') return undefined;
  if (claim === 'GONE') return findRound(deps.db, round.id);
  const state = stateOf(round);
  if (state.cashout) return completeCashout(deps, round);
  const positions = await positionsOf(deps, round);
  const revealed = state.revealed ?? [];
  const lost = revealed.some((tile) => positions.includes(tile));
  if (!lost && revealed.length > 0) return cashout(deps, round, { settledBy: 'AUTO' });
  // A mine hit whose settlement was interrupted stays a loss; an untouched round is refunded,
  // once the guarded update has claimed it (a reveal arriving now then finds it moved).
  if (!lost) {
    const version = state.version ?? 0;
    if (!state.refunded) {
      const claimed = await advanceState(deps.db, round.id, version, {
        ...state,
        version: version + 1,
        refunded: true,
      });
      if (!claimed) return findRound(deps.db, round.id);
    }
    await postRefund(deps, round);
  }
  const settled = await settleRound(deps.db, round.id, {
    outcome: minesOutcome(positions, revealed, true) as unknown as Record<string, unknown>,
    payout: 0n,
    jackpotWin: 0n,
    settledBy: lost ? 'PLAYER' : 'AUTO',
    settledAt: deps.now(),
  });
  return settled ?? (await findRound(deps.db, round.id));
}
