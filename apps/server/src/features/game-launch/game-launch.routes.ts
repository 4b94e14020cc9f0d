import * as launch from '@nova/contracts/api/game-launch';
import * as games from '@nova/contracts/api/games';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { requireRealMember } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { findLaneVendors } from '../games/lanes.service.ts';
import { registerBetFeedJob } from './bet-feed.ts';
import {
  ENTER_PATH,
  EXPIRED_LAUNCH_URL,
  enterGame,
  type LaunchDeps,
  launchGame,
  startTrial,
} from './game-launch.service.ts';
import { type VendorRoom, vendorAdapter } from './vendor-adapter.ts';

/** PVP rooms change slowly; one vendor call serves every visitor for this long. */
const ROOMS_CACHE_MS = 10_000;

const EnterParams = z.object({ ticket: z.string().max(200) });

/**
 * Game launch (issue 5, decision 017): launchGame, startGameV2, the launch ticket redirect, PVP
 * rooms, and the bet feed of transfer-mode vendors (its timer).
 */
export async function gameLaunchRoutes(app: FastifyInstance): Promise<void> {
  const deps: LaunchDeps = {
    db: app.db,
    ledger: app.ledger,
    config: app.config,
    now: app.now,
    log: app.log,
    server: app.server,
  };
  route(app, launch.launchGame, async ({ request, body }) => {
    // SECURITY.md 16: a trial account never launches a real game (the web says
    // 'in_need_true_account'); requireRealMember answers TRIAL_FORBIDDEN.
    await requireRealMember(request);
    const member = request.member;
    if (!member) throw new AppError('UNAUTHENTICATED');
    await app.rateLimiter.consume([['gameLaunchPerMember', String(member.id)]]);
    const brand = await resolveBrand(request);
    return launchGame({ deps, brand, ip: clientIp(request) }, member, body);
  });

  route(app, launch.startGameV2, async ({ request, body }) => {
    await app.rateLimiter.consume([['trialLaunchPerIp', clientIp(request)]]);
    const brand = await resolveBrand(request);
    return startTrial({ deps, brand, ip: clientIp(request) }, body);
  });

  // A top-level navigation or frame load, not an API call: no contract envelope. The ticket is
  // spent once; a second use, an expired or unknown one goes home with a flag the web may show.
  app.get(
    `${ENTER_PATH}/:ticket`,
    {
      schema: {
        summary: 'Enter a launched game: 302 to the vendor (single-use launch ticket, 60 s)',
        tags: ['games'],
        params: EnterParams,
      },
    },
    async (request, reply) => {
      const { ticket } = EnterParams.parse(request.params);
      const url = await enterGame(app, ticket);
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(url ?? EXPIRED_LAUNCH_URL, 302);
    },
  );

  const rooms = createTtlCache<VendorRoom[]>(ROOMS_CACHE_MS);
  const pvpVendors = createTtlCache<Set<string>>(ROOMS_CACHE_MS);
  /** Active PVP vendors of the catalogue: only they reach the platform and the rooms cache. */
  async function isPvpVendor(code: string, nowMs: number): Promise<boolean> {
    let codes = pvpVendors.get('PVP', nowMs);
    if (!codes) {
      const vendors = await findLaneVendors(app.db);
      codes = new Set(vendors.filter((v) => v.category === 'PVP').map((v) => v.code));
      pvpVendors.set('PVP', codes, nowMs);
    }
    return codes.has(code);
  }
  route(app, games.getPvpRooms, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    const vassalage = query.vassalage.toUpperCase();
    const nowMs = app.now().getTime();
    // Unknown vendors answer an empty list without a platform call and without a cache entry,
    // so made-up codes cannot grow the cache or load the platform.
    if (!/^[A-Z0-9_]{1,32}$/u.test(vassalage))
      throw new AppError('VALIDATION_FAILED', 'vassalage', [
        { path: 'query.vassalage', issue: 'format' },
      ]);
    if (!(await isPvpVendor(vassalage, nowMs))) return [];
    const language = resolveLanguage(brand, query.language);
    const key = `${vassalage}:${language}`;
    const cached = rooms.get(key, nowMs);
    if (cached) return cached;
    const list = await vendorAdapter(app).rooms(vassalage, language);
    rooms.set(key, list, nowMs);
    return list;
  });

  registerBetFeedJob(app);
}
