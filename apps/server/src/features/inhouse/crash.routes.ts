import * as inhouse from '@nova/contracts/api/inhouse';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { getBrand } from '../brand/brand.service.ts';
import { currentRound } from './crash.repository.ts';
import { announceRound, cashoutCrashBet, crashState, placeCrashBet } from './crash.service.ts';
import { CrashEngine, type CrashEngineTimer, startCrashEngine } from './crash-engine.ts';

/**
 * Crash over the realtime WebSocket (issue 5; decision 018). The engine runs with the server
 * (not under NODE_ENV=test, where tests tick their own engine, nor with config
 * `inhouse.crashEngine: false`); the calls below only read and decide against the database
 * and the server clock.
 */
/** After a crash request over HTTP, rounds keep coming this long even with no socket open. */
const CRASH_AUDIENCE_MS = 60_000;

export async function crashRoutes(app: FastifyInstance): Promise<void> {
  // Someone is there to play or watch (issue 12): a socket is open (or may be, on another
  // instance), or a crash request came in lately. Without one the engine idles between rounds.
  let askedAt = Number.NEGATIVE_INFINITY;
  let engineTimer: CrashEngineTimer | undefined;
  const asked = () => {
    askedAt = Date.now();
    engineTimer?.wake();
  };
  const audience = () => app.realtime.anyListener() || Date.now() - askedAt < CRASH_AUDIENCE_MS;

  async function announce(brandId: number) {
    const round = await currentRound(app.db, brandId);
    if (round) await announceRound(app, round);
  }
  const balanceOf = async (memberId: number) =>
    (await app.ledger.balance(memberId)).main.toString();

  // Watching is not playing: a trial account may follow the rounds (it never has a bet).
  route(app, inhouse.getCrashState, async ({ request }) => {
    if (!request.member) throw new AppError('UNAUTHENTICATED');
    asked();
    return crashState(app, (await resolveBrand(request)).id, request.member.id);
  });

  route(app, inhouse.placeCrashBet, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    asked();
    const brand = await resolveBrand(request);
    const bet = await placeCrashBet(app, {
      brandId: brand.id,
      memberId,
      requestId: body.requestId,
      stake: BigInt(body.stake),
      autoCashout: body.autoCashout,
    });
    void announce(brand.id);
    return { roundId: String(bet.roundId), balance: await balanceOf(memberId) };
  });

  route(app, inhouse.cashoutCrash, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    const bet = await cashoutCrashBet(app, brand.id, memberId);
    void announce(brand.id);
    return {
      roundId: String(bet.roundId),
      cashedOutAt: bet.cashedOutAt ?? 0,
      payout: bet.payout.toString(),
      balance: await balanceOf(memberId),
    };
  });

  const enabled = app.config.inhouse?.crashEngine ?? app.config.nodeEnv !== 'test';
  if (enabled) {
    const brand = await getBrand(app.db);
    if (brand) {
      engineTimer = startCrashEngine(app, new CrashEngine(app, brand.id, { audience }));
      app.realtime.onListener(() => engineTimer?.wake());
    }
  }
}
