import type { LaunchGameRequest, LaunchGameResult } from '@nova/contracts/api/game-launch';
import { type GameCategory, TRIAL_TYPE_ID } from '@nova/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { addMinutes } from '../../lib/time.ts';
import type { SessionMember } from '../../plugins/session.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { recommendedGames } from '../games/catalogue.service.ts';
import { recordRecentGame } from '../games/member-games.service.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import { vendorPlayerId } from '../transfers/vendor-transfer-adapter.ts';
/** What this service needs from the app, never the Fastify instance itself (decision 031). */
import type { WalletDeps } from '../transfers/wallet-transfers.service.ts';
import {
  consumeLaunchTicket,
  endGameSession,
  findLaunchTarget,
  insertLaunchTicket,
  type LaunchTarget,
  memberAccount,
} from './game-launch.repository.ts';
import { insertGameSession } from './game-sessions.repository.ts';
import { transferOnLaunch } from './launch-transfer.ts';
import { type VendorAdapterDeps, vendorAdapter } from './vendor-adapter.ts';

export type LaunchDeps = WalletDeps & VendorAdapterDeps;

/** A launch ticket is good for one redirect within this time (SECURITY.md "Session tokens"). */
export const LAUNCH_TICKET_SECONDS = 60;
/** The path the web joins to a launch CDN; it redirects to the vendor's game once. */
export const ENTER_PATH = '/wps/game/enter';
/** Where a spent or expired ticket lands (the web may say so). */
export const EXPIRED_LAUNCH_URL = '/?launch=expired';

/** Lottery vendors have their own screens (spec §4 "Game launch"); they are not launched here. */
export function isLotteryVendor(vassalage: string): boolean {
  return vassalage === 'LOTT' || vassalage === 'ELOTT' || vassalage.startsWith('TCG_');
}

interface LaunchContext {
  deps: LaunchDeps;
  brand: BrandRecord;
  ip: string;
}

/**
 * launchGame (spec §4 "Game launch", §7; SECURITY.md 16): real money, members only. In-house
 * games are ours: a route of this site. Vendor games get a game session (the token the vendor
 * names on every bet; only its hash is stored), the vendor's URL for it, and a single-use
 * launch ticket that redirects there (decision 017).
 */
export async function launchGame(
  ctx: LaunchContext,
  member: SessionMember,
  input: LaunchGameRequest,
): Promise<LaunchGameResult> {
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN', 'trial launch');
  const { deps, brand } = ctx;
  // No game opens during a time-out or self-exclusion (issue 14).
  await assertMayPlay(deps, { brandId: brand.id, memberId: member.id }, 'LAUNCH');
  const target = await playableTarget(ctx, input);
  const language = resolveLanguage(brand, input.language);
  const base = {
    mode: 'REAL' as const,
    vassalage: target.vendorCode,
    gameCode: target.gameId,
    gameName: target.gameName,
    walletMode: target.walletMode,
  };
  if (target.isInHouse) {
    await recordRecentGame(deps.db, member.id, target.gameRowId);
    return { ...base, display: 'INTERNAL', url: inHouseUrl(target.gameId, false) };
  }
  const now = deps.now();
  const token = randomToken(32);
  const gameSessionId = await insertGameSession(deps.db, {
    brandId: brand.id,
    memberId: member.id,
    siteSessionId: member.sessionId,
    tokenHash: sha256Hex(token),
    vendor: target.vendorCode,
    gameId: target.gameRowId,
    gameCode: target.gameId,
    category: target.category,
    mode: 'REAL',
    language,
    now,
    expiresAt: addMinutes(now, deps.config.gameSessionTtlMinutes),
  });
  await recordRecentGame(deps.db, member.id, target.gameRowId);
  const account = (await memberAccount(deps.db, member.id)) ?? String(member.id);
  const transferSecret = deps.config.transferVendor?.secret;
  const playerId =
    target.walletMode === 'TRANSFER' && transferSecret
      ? vendorPlayerId(transferSecret, member.id)
      : String(member.id);
  let vendor: { url: string; display: 'IFRAME' | 'WINDOW' };
  try {
    vendor = await vendorAdapter(deps).launch({
      vendor: target.vendorCode,
      walletMode: target.walletMode,
      category: target.category,
      gameCode: target.gameId,
      gameName: target.gameName,
      player: { id: playerId, account, currency: brand.currency },
      sessionToken: token,
      mode: 'REAL',
      language,
      device: input.device,
      returnUrl: returnUrl(deps),
    });
  } catch (error) {
    await endGameSession(deps.db, gameSessionId, deps.now());
    throw error;
  }
  // Decision 027: a transfer-mode game plays the vendor's wallet; fill it (AUTO) or say what
  // to ask (PROMPT) before the page first reads its balance.
  const transfer =
    target.walletMode === 'TRANSFER'
      ? await transferOnLaunch(deps, brand, member.id, target.vendorCode, gameSessionId)
      : undefined;
  const ticket = randomToken(32);
  await insertLaunchTicket(deps.db, {
    tokenHash: sha256Hex(ticket),
    memberId: member.id,
    ip: ctx.ip,
    url: vendor.url,
    now,
    expiresAt: new Date(now.getTime() + LAUNCH_TICKET_SECONDS * 1000),
  });
  return {
    ...base,
    display: vendor.display,
    url: `${ENTER_PATH}/${ticket}`,
    ...(transfer && { transfer }),
  };
}

/**
 * startGameV2 (spec §7): a free trial, no money and no session token, for games that offer one.
 * The trial page's address is answered as is: it carries no credential of ours (a launch
 * ticket needs a member, and a visitor has none).
 */
export async function startTrial(
  ctx: LaunchContext,
  input: LaunchGameRequest,
): Promise<LaunchGameResult> {
  const target = await playableTarget(ctx, input);
  if (!target.hasTrial) throw new AppError('TRIAL_UNAVAILABLE', 'no trial for this game');
  const base = {
    mode: 'TRIAL' as const,
    vassalage: target.vendorCode,
    gameCode: target.gameId,
    gameName: target.gameName,
    walletMode: target.walletMode,
  };
  if (target.isInHouse)
    return { ...base, display: 'INTERNAL', url: inHouseUrl(target.gameId, true) };
  const { deps, brand } = ctx;
  const vendor = await vendorAdapter(deps).launch({
    vendor: target.vendorCode,
    walletMode: target.walletMode,
    category: target.category,
    gameCode: target.gameId,
    gameName: target.gameName,
    player: { id: `trial-${randomToken(9)}`, account: 'trial', currency: brand.currency },
    mode: 'TRIAL',
    language: resolveLanguage(brand, input.language),
    device: input.device,
    returnUrl: returnUrl(deps),
  });
  return { ...base, display: vendor.display, url: vendor.url };
}

/** The vendor URL of a live ticket, spending it; undefined when spent, expired or unknown. */
export function enterGame(deps: LaunchDeps, ticket: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/u.test(ticket)) return Promise.resolve(undefined);
  return consumeLaunchTicket(deps.db, sha256Hex(ticket), deps.now());
}

/** The catalogue game for a launch request, refused when it cannot be played now. */
async function playableTarget(ctx: LaunchContext, input: LaunchGameRequest): Promise<LaunchTarget> {
  if (isLotteryVendor(input.vassalage))
    throw new AppError('VALIDATION_FAILED', 'lottery vendors open the lottery screens', [
      { path: 'body.vassalage', issue: 'lottery' },
    ]);
  const target = await findLaunchTarget(
    ctx.deps.db,
    input.vassalage,
    input.gameType,
    input.gameCode,
    ctx.deps.now(),
  );
  if (!target?.gameActive) throw new AppError('NOT_FOUND', 'no such game');
  if (!target.vendorActive || target.maintenance) {
    const recommended = await recommendedGames(
      ctx.deps.db,
      ctx.brand,
      target.category as GameCategory,
      target.gameId,
      input.language,
    );
    throw new AppError('GAME_MAINTENANCE', 'vendor in maintenance', undefined, { recommended });
  }
  return target;
}

function inHouseUrl(gameId: string, trial: boolean): string {
  const query = new URLSearchParams({ vassalage: 'INHOUSE', gameCode: gameId });
  if (trial) query.set('trial', '1');
  return `/seamless?${query}`;
}

/** Where the vendor's "back" button goes: the site's home. */
function returnUrl(deps: LaunchDeps): string {
  return deps.config.publicUrl ?? '/';
}
