import * as inhouse from '@nova/contracts/api/inhouse';
import { INHOUSE_GAME_CODES, INHOUSE_STAKE } from '@nova/contracts/constants';
import { INHOUSE_GAME_INFO } from '@nova/games-math/info';
import { JACKPOT_RULE } from '@nova/games-math/jackpot';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { crashRoutes } from './crash.routes.ts';
import { fairnessOf, rotate } from './fairness.service.ts';
import { registerInhouseJobs } from './inhouse.jobs.ts';
import { toRoundView } from './inhouse.model.ts';
import { findRound, memberRounds, type RoundRow, revealedSeeds } from './inhouse.repository.ts';
import { cashoutMines, revealTile, startMines } from './mines.service.ts';
import { playOneShot } from './play.service.ts';

/**
 * A round id as the database holds it. The contract allows up to 19 digits; one beyond a safe
 * integer (or int8) names no round, so it answers NOT_FOUND, never a 500 (SECURITY.md 43).
 */
export function roundIdOf(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', 'no such round');
  return id;
}

/**
 * In-house games (issue 5; SECURITY.md 30-33; decision 018): provably fair seed pairs, the
 * one-shot games (slot, dice, plinko), mines, round history with proofs, the published rules,
 * and crash (crash.routes.ts). Trial accounts cannot play for real (TRIAL_FORBIDDEN): their
 * in-house play is the web's demo mode, with no server rounds.
 */
export async function inhouseRoutes(app: FastifyInstance): Promise<void> {
  async function views(rows: RoundRow[]) {
    const seeds = await revealedSeeds(app.db, [...new Set(rows.map((r) => r.seedId))]);
    return rows.map((r) => toRoundView(r, seeds.get(r.seedId) ?? null));
  }
  async function result(round: RoundRow, memberId: number) {
    const [view] = await views([round]);
    if (!view) throw new Error('round view missing');
    return { round: view, balance: (await app.ledger.balance(memberId)).main.toString() };
  }

  route(app, inhouse.getFairness, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    return fairnessOf(app, (await resolveBrand(request)).id, memberId);
  });

  route(app, inhouse.rotateSeed, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    return rotate(app, (await resolveBrand(request)).id, memberId, body.clientSeed);
  });

  route(app, inhouse.playInhouse, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    const round = await playOneShot(app, {
      brandId: brand.id,
      memberId,
      game: body.game,
      requestId: body.requestId,
      stake: BigInt(body.stake),
      params: body.params,
    });
    return result(round, memberId);
  });

  route(app, inhouse.startMines, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    const round = await startMines(app, {
      brandId: brand.id,
      memberId,
      requestId: body.requestId,
      stake: BigInt(body.stake),
      mines: body.params.mines,
    });
    return result(round, memberId);
  });

  route(app, inhouse.revealMine, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    return result(await revealTile(app, memberId, roundIdOf(body.roundId), body.tile), memberId);
  });

  route(app, inhouse.cashoutMines, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    return result(await cashoutMines(app, memberId, roundIdOf(body.roundId)), memberId);
  });

  route(app, inhouse.getInhouseRounds, async ({ request, query }) => {
    const memberId = await requireRealMemberId(request);
    return views(await memberRounds(app.db, memberId, query.game, query.limit));
  });

  route(app, inhouse.getInhouseRound, async ({ request, params }) => {
    const memberId = await requireRealMemberId(request);
    const round = await findRound(app.db, roundIdOf(params.roundId));
    // Another member's round is indistinguishable from a missing one.
    if (!round || round.memberId !== memberId || round.status === 'VOID')
      throw new AppError('NOT_FOUND', 'no such round');
    const [view] = await views([round]);
    if (!view) throw new AppError('NOT_FOUND', 'no such round');
    return view;
  });

  route(app, inhouse.getInhouseInfo, async () => ({
    games: inhouse.InhouseGameSchema.options.map((game) => {
      const info = INHOUSE_GAME_INFO[game];
      return {
        game,
        gameCode: INHOUSE_GAME_CODES[game],
        rtp: info.rtp,
        rtpMethod: info.rtpMethod,
        minStake: INHOUSE_STAKE.minMinor.toString(),
        maxStake: INHOUSE_STAKE.maxMinor.toString(),
        maxPayout: info.maxPayout,
        paytable: info.paytable as Record<string, unknown>,
        jackpot: info.jackpot,
      };
    }),
    jackpotRule: {
      contributionBps: JACKPOT_RULE.contributionBps,
      odds: String(JACKPOT_RULE.odds),
      minStake: JACKPOT_RULE.minStakeMinor.toString(),
    },
  }));

  await crashRoutes(app);
  registerInhouseJobs(app);
}
