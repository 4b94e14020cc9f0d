import type { RealtimeEvent } from '@nova/contracts/api/realtime';
import { CRASH_AUTO_CASHOUT, CRASH_TIMING } from '@nova/contracts/constants';
import { checkCrashLink, crashElapsedFor, crashPointFromHash } from '@nova/games-math/crash';
import { payoutFor } from '@nova/games-math/fair';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashBets, crashRounds } from '../../db/schema/inhouse.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskName } from '../../lib/mask-name.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { currentRound, findBet, insertBet } from './crash.repository.ts';
import { CrashEngine } from './crash-engine.ts';
import {
  call,
  mainBalance,
  newPlayer,
  type Player,
  requestId,
  trialCookie,
} from './inhouse-test-kit.ts';

let t: TestApp;
let brandId: number;
let engine: CrashEngine;
let clock = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  brandId = await brandIdOf(t.app.db);
  engine = new CrashEngine(t.app, brandId);
  // Observe the brand-wide broadcasts (no sockets in these tests).
  t.app.realtime.broadcast = async (_brand, event) => {
    events.push(event);
  };
});
afterAll(async () => {
  await t.close();
});

const bet = (p: Player, stake: string, autoCashout: number | null = null) =>
  call(t.app, p.cookie, 'POST', '/wps/inhouse/crash/bet', {
    requestId: requestId(),
    stake,
    autoCashout,
  });
const cashout = (p: Player) => call(t.app, p.cookie, 'POST', '/wps/inhouse/crash/cashout');
const round = async () => {
  const r = await currentRound(t.app.db, brandId);
  if (!r) throw new Error('no round');
  return r;
};

/** Play rounds through (nobody betting) until the one taking bets crashes at ≥ `min`. */
/** The next round taking bets whose crash point is at least `min` and at most `max`. */
async function bettingRoundCrashingAtLeast(min: number, max = Number.POSITIVE_INFINITY) {
  for (let i = 0; i < 200; i++) {
    await engine.tick();
    const r = await round();
    if (r.status === 'BETTING' && r.crashPoint >= min && r.crashPoint <= max) return r;
    if (r.status === 'BETTING') at(CRASH_TIMING.bettingMs);
    else if (r.status === 'RUNNING') at(crashElapsedFor(r.crashPoint) + 1);
    else at(CRASH_TIMING.pauseMs);
  }
  throw new Error('no suitable round');
}

describe('crash engine (stepped clock)', () => {
  it('runs bets, manual and auto cash-outs against the crash point', async () => {
    // One player aims just past the crash point: still a target a bet may name (at most
    // 10,000x), though rounds crash as high as 1,000,000x.
    const r = await bettingRoundCrashingAtLeast(300, CRASH_AUTO_CASHOUT.max - 1);
    const [manual, late, auto, over, exact] = await Promise.all(
      Array.from({ length: 5 }, () => newPlayer(t.app, 10_000n)),
    );
    if (!manual || !late || !auto || !over || !exact) throw new Error('players');
    for (const [p, target] of [
      [manual, null],
      [late, null],
      [auto, 150],
      [over, r.crashPoint + 1],
      [exact, r.crashPoint],
    ] as const) {
      const res = await bet(p, '1000', target);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ roundId: String(r.id), balance: '9000' });
    }
    expect(events.at(-1)).toMatchObject({ type: 'crash', round: { status: 'BETTING' } });
    // A second bet on the same round with other terms is refused; nobody cashes out in BETTING.
    expect((await bet(manual, '500')).json().code).toBe('VALIDATION_FAILED');
    expect((await cashout(manual)).json().code).toBe('ROUND_SETTLED');

    at(CRASH_TIMING.bettingMs);
    await engine.tick();
    const running = await round();
    expect(running.status).toBe('RUNNING');
    expect((await bet(await newPlayer(t.app, 1000n), '100')).json().code).toBe('BETTING_CLOSED');
    const state = (await call(t.app, manual.cookie, 'GET', '/wps/inhouse/crash/state')).json()
      .value;
    expect(state.round).toMatchObject({ status: 'RUNNING', crashPoint: null, hash: null });
    expect(state.myBet).toMatchObject({ stake: '1000', autoCashout: null, cashedOutAt: null });
    expect(state.myBet.player).toBe(maskName(manual.account));
    expect(state.round.bets).toHaveLength(5);
    // A trial account watches (no bet of its own) but cannot bet.
    const trial = await trialCookie(t.app);
    const watched = (await call(t.app, trial, 'GET', '/wps/inhouse/crash/state')).json().value;
    expect(watched).toMatchObject({ myBet: null, round: { roundId: String(r.id) } });
    const trialBet = await call(t.app, trial, 'POST', '/wps/inhouse/crash/bet', {
      requestId: requestId(),
      stake: '100',
    });
    expect(trialBet.json().code).toBe('TRIAL_FORBIDDEN');

    at(crashElapsedFor(120));
    const cashed = (await cashout(manual)).json().value;
    expect(cashed.cashedOutAt).toBe(120);
    expect(cashed.payout).toBe(payoutFor(1000n, 12_000).toString());

    const start = running.startedAt?.getTime() ?? 0;
    clock = new Date(start + crashElapsedFor(150) + 5);
    await engine.tick();
    const [autoBet] = await t.app.db
      .select()
      .from(crashBets)
      .where(eq(crashBets.memberId, auto.id));
    // Fired at its exact target, not at the later multiplier of the tick.
    expect(autoBet).toMatchObject({ status: 'CASHED_OUT', cashedOutAt: 150, payout: 1500n });

    clock = new Date(start + crashElapsedFor(r.crashPoint));
    expect((await cashout(late)).json().code).toBe('ROUND_SETTLED');
    await engine.tick();
    const crashed = await round();
    expect(crashed.status).toBe('CRASHED');
    expect(events.at(-1)).toMatchObject({
      type: 'crash',
      round: { status: 'CRASHED', crashPoint: r.crashPoint, hash: r.hash },
    });

    expect(await mainBalance(t.app, manual.id)).toBe(9000n + 1200n);
    expect(await mainBalance(t.app, auto.id)).toBe(9000n + 1500n);
    expect(await mainBalance(t.app, late.id)).toBe(9000n);
    expect(await mainBalance(t.app, over.id)).toBe(9000n);
    expect(await mainBalance(t.app, exact.id)).toBe(9000n + payoutFor(1000n, r.crashPoint * 100));
    const lost = await t.app.db.select().from(crashBets).where(eq(crashBets.memberId, late.id));
    expect(lost[0]?.status).toBe('LOST');
  });

  it('publishes a verifiable hash chain', async () => {
    // Play two whole rounds through, whatever the earlier tests left behind.
    for (let played = 0; played < 2; played++) {
      const first = await bettingRoundCrashingAtLeast(100);
      while ((await round()).id === first.id || (await round()).status !== 'BETTING') {
        const r = await round();
        if (r.status === 'BETTING') at(CRASH_TIMING.bettingMs);
        else if (r.status === 'RUNNING') at(crashElapsedFor(r.crashPoint) + 1);
        else at(CRASH_TIMING.pauseMs);
        await engine.tick();
      }
    }
    const state = (
      await call(t.app, (await newPlayer(t.app)).cookie, 'GET', '/wps/inhouse/crash/state')
    ).json().value;
    const rounds = await t.app.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.status, 'CRASHED'))
      .orderBy(desc(crashRounds.chainIndex));
    expect(rounds.length).toBeGreaterThan(1);
    expect(state.history[0].hash).toBe(rounds[0]?.hash);
    for (const [i, r] of rounds.entries()) {
      expect(crashPointFromHash(r.hash, state.chain.salt)).toBe(r.crashPoint);
      const older = rounds[i + 1];
      if (older) expect(checkCrashLink(r.hash, older.hash)).toBe(true);
      if (r.chainIndex === 0) expect(checkCrashLink(r.hash, state.chain.terminalHash)).toBe(true);
    }
  });

  it('after a restart: lets a round that never ran go on, settles a running one', async () => {
    const betting = await bettingRoundCrashingAtLeast(200);
    const a = await newPlayer(t.app, 10_000n);
    await bet(a, '1000', 150);
    // Review #5: a takeover must not void a round other instances may still take bets on.
    await new CrashEngine(t.app, brandId).recover();
    expect(await round()).toMatchObject({ id: betting.id, status: 'BETTING' });
    const late = await newPlayer(t.app, 10_000n);
    expect((await bet(late, '1000')).statusCode).toBe(200);
    at(CRASH_TIMING.bettingMs);
    await engine.tick();
    expect(await round()).toMatchObject({ id: betting.id, status: 'RUNNING' });
    at(crashElapsedFor(betting.crashPoint) + 1);
    await engine.tick();
    expect((await round()).status).toBe('CRASHED');
    expect(await mainBalance(t.app, a.id)).toBe(9000n + 1500n);
    expect(await mainBalance(t.app, late.id)).toBe(9000n);

    const next = await bettingRoundCrashingAtLeast(200);
    const [b, c] = [await newPlayer(t.app, 10_000n), await newPlayer(t.app, 10_000n)];
    await bet(b, '1000', 150);
    await bet(c, '1000');
    at(CRASH_TIMING.bettingMs);
    await engine.tick();
    expect((await round()).status).toBe('RUNNING');
    // "Restart" with the flight cut off at 1.10x: the committed crash point decides.
    at(crashElapsedFor(110));
    await new CrashEngine(t.app, brandId).recover();
    expect((await round()).id).toBe(next.id);
    expect((await round()).status).toBe('CRASHED');
    expect(await mainBalance(t.app, b.id)).toBe(9000n + 1500n);
    expect(await mainBalance(t.app, c.id)).toBe(9000n);
  });

  // Review #6: a retried click that lands after the next round opened is the same bet.
  it('is idempotent by requestId across rounds; another body under the id is a conflict', async () => {
    const first = await bettingRoundCrashingAtLeast(100);
    const p = await newPlayer(t.app, 10_000n);
    const body = { requestId: requestId(), stake: '1000', autoCashout: 200 };
    const placed = await call(t.app, p.cookie, 'POST', '/wps/inhouse/crash/bet', body);
    expect(placed.json().value).toMatchObject({ roundId: String(first.id), balance: '9000' });
    at(CRASH_TIMING.bettingMs);
    const next = await bettingRoundCrashingAtLeast(100);
    expect(next.id).not.toBe(first.id);
    const retry = await call(t.app, p.cookie, 'POST', '/wps/inhouse/crash/bet', body);
    expect(retry.json().value).toMatchObject({ roundId: String(first.id) });
    // Another stake or auto target under the id (issue 11: every option counts).
    for (const change of [{ stake: '500' }, { autoCashout: 300 }, { autoCashout: null }]) {
      const other = await call(t.app, p.cookie, 'POST', '/wps/inhouse/crash/bet', {
        ...body,
        ...change,
      });
      expect(other.json(), JSON.stringify(change)).toMatchObject({
        success: false,
        code: 'IDEMPOTENCY_CONFLICT',
      });
    }
    const mine = await t.app.db.select().from(crashBets).where(eq(crashBets.memberId, p.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.roundId).toBe(first.id);
    // One stake taken, whatever the first round paid.
    expect(await mainBalance(t.app, p.id)).toBe(9000n + (mine[0]?.payout ?? 0n));
  });

  // Review #5: only a refused stake voids a late bet (kept, VOID); a transient error retries.
  it('charges late bets before the flight; voids only refused ones; retries on other errors', async () => {
    const r = await bettingRoundCrashingAtLeast(100);
    const rich = await newPlayer(t.app, 10_000n);
    const broke = await newPlayer(t.app, 0n);
    const insert = (p: Player) =>
      insertBet(
        t.app.db,
        {
          brandId,
          memberId: p.id,
          roundId: r.id,
          requestId: requestId(),
          stake: 1000n,
          autoCashout: null,
        },
        clock,
      );
    // Rows whose stake posting was cut off (the BET never reached the ledger).
    const richBet = await insert(rich);
    const brokeBet = await insert(broke);
    at(CRASH_TIMING.bettingMs);
    const post = t.app.ledger.post;
    t.app.ledger.post = async () => {
      throw new AppError('SERVICE_UNAVAILABLE');
    };
    await expect(engine.tick()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    t.app.ledger.post = post;
    expect(await findBet(t.app.db, richBet?.id ?? 0)).toMatchObject({ status: 'PLACED' });
    expect(await findBet(t.app.db, brokeBet?.id ?? 0)).toMatchObject({ status: 'PLACED' });
    expect((await round()).status).toBe('BETTING');
    await engine.tick();
    expect((await round()).status).toBe('RUNNING');
    expect(await mainBalance(t.app, rich.id)).toBe(9000n);
    expect(await findBet(t.app.db, brokeBet?.id ?? 0)).toMatchObject({ status: 'VOID' });
    expect(await mainBalance(t.app, broke.id)).toBe(0n);
    // A void bet is off the board and not the member's bet.
    const state = (await call(t.app, broke.cookie, 'GET', '/wps/inhouse/crash/state')).json();
    expect(state.value.myBet).toBeNull();
    expect(state.value.round.bets).toHaveLength(1);
  });

  it('keeps the ledger invariants', async () => {
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
