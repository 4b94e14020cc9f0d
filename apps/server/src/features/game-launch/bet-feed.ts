import type { FastifyInstance } from 'fastify';
import { getBrand } from '../brand/brand.service.ts';
import { vendorPlayerId } from '../transfers/vendor-transfer-adapter.ts';
import {
  existingMembers,
  feedCursor,
  membersWithVendorAccount,
  type NewBetRecord,
  saveFeedCursor,
  transferVendorsWithWallets,
  upsertBetRecords,
} from './bet-feed.repository.ts';
import { type FeedBet, vendorAdapter } from './vendor-adapter.ts';

const PAGE = 500;
/** Pages read per vendor and run; the rest waits for the next run. */
const MAX_PAGES = 20;
const STATUSES = new Set(['OPEN', 'SETTLED', 'VOID']);
const AMOUNT = /^\d{1,16}$/u;
/** Ids and codes the records keep (NOT NULL, bounded): anything else is skipped, not stored. */
const FIELD = /^[\w.:-]{1,128}$/u;

export interface BetFeedReport {
  /** Vendors asked: the transfer-mode vendors where a member of the brand holds a wallet. */
  vendors: number;
  /** Bets stored (new or updated). */
  stored: number;
  /** Bets of players we cannot map to a member, or unreadable: skipped. */
  skipped: number;
  /** Vendors whose feed did not answer this run (tried again next run). */
  failed: string[];
}

const running = new WeakMap<FastifyInstance, Promise<BetFeedReport>>();

/**
 * Pull the bet feed of every transfer-mode vendor into vendor_bet_records (issue 5 records;
 * decision 017): from the cursor in vendor_feed_cursors, oldest first, upserting by the
 * vendor's bet id (a bet settled later comes again and is updated). The cursor moves only
 * after the page is stored, so a crash re-reads a page and the upsert makes that harmless.
 * One run at a time per app; also run on demand by POST /ops/games/bet-feed/pull.
 *
 * A vendor where no member holds a wallet is not asked (issue 12, idle cost): in transfer mode a
 * player bets only with money moved there, and the first transfer opens the member's wallet
 * account at that vendor. Until then its feed holds no bet of ours, and its cursor waits.
 */
export function pullBetFeeds(app: FastifyInstance): Promise<BetFeedReport> {
  const current = running.get(app);
  if (current) return current;
  const run = pullAll(app).finally(() => running.delete(app));
  running.set(app, run);
  return run;
}

/**
 * Whether a pull could find anything: a vendor is configured and some transfer-mode vendor holds
 * a member wallet (the same list pullAll walks). The scheduler asks before each period.
 */
export async function betFeedPending(app: FastifyInstance): Promise<boolean> {
  if (!app.config.gameVendor?.url) return false;
  const brand = await getBrand(app.db);
  return brand != null && (await transferVendorsWithWallets(app.db, brand.id)).length > 0;
}

async function pullAll(app: FastifyInstance): Promise<BetFeedReport> {
  const report: BetFeedReport = { vendors: 0, stored: 0, skipped: 0, failed: [] };
  const brand = await getBrand(app.db);
  if (!brand || !app.config.gameVendor?.url) return report;
  for (const vendor of await transferVendorsWithWallets(app.db, brand.id)) {
    report.vendors += 1;
    try {
      await pullVendor(app, brand.id, vendor, report);
    } catch (error) {
      app.log.warn({ vendor, err: error }, 'bet feed: vendor failed');
      report.failed.push(vendor);
    }
  }
  return report;
}

async function pullVendor(
  app: FastifyInstance,
  brandId: number,
  vendor: string,
  report: BetFeedReport,
): Promise<void> {
  const adapter = vendorAdapter(app);
  let cursor = await feedCursor(app.db, vendor);
  let players: Map<string, number> | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await adapter.bets(vendor, cursor, PAGE);
    if (answer.bets.length > 0) {
      players ??= await playerMap(app, brandId, vendor);
      const records = await toRecords(app, brandId, vendor, answer.bets, players, report);
      await upsertBetRecords(app.db, records);
      report.stored += records.length;
    }
    if (answer.cursor !== cursor) await saveFeedCursor(app.db, vendor, answer.cursor);
    cursor = answer.cursor;
    if (answer.bets.length < PAGE) return;
  }
}

/**
 * Vendor player id → member (decision 015 "player id"): the id is an HMAC of the member id, so
 * it is computed for every member holding a wallet at that vendor (only they can have bets
 * there). A plain numeric id is taken as a member id (a vendor given our id at launch).
 */
async function playerMap(
  app: FastifyInstance,
  brandId: number,
  vendor: string,
): Promise<Map<string, number>> {
  const secret = app.config.transferVendor?.secret;
  const map = new Map<string, number>();
  if (!secret) return map;
  for (const id of await membersWithVendorAccount(app.db, brandId, vendor))
    map.set(vendorPlayerId(secret, id), id);
  return map;
}

/** One malformed entry is skipped: it must not fail the page's upsert and stall the feed. */
function isField(value: unknown): value is string {
  return typeof value === 'string' && FIELD.test(value);
}

async function toRecords(
  app: FastifyInstance,
  brandId: number,
  vendor: string,
  bets: FeedBet[],
  players: Map<string, number>,
  report: BetFeedReport,
): Promise<NewBetRecord[]> {
  const numeric = bets
    .map((b) => b.player)
    .filter((p) => !players.has(p) && /^\d{1,15}$/u.test(p))
    .map(Number);
  const direct = await existingMembers(app.db, brandId, [...new Set(numeric)]);
  const out = new Map<string, NewBetRecord>();
  for (const bet of bets) {
    const memberId =
      players.get(bet.player) ?? (direct.has(Number(bet.player)) ? Number(bet.player) : undefined);
    const placedAt = new Date(bet.placedAt);
    const settledAt = bet.settledAt ? new Date(bet.settledAt) : null;
    if (
      memberId === undefined ||
      !isField(bet.betId) ||
      !isField(bet.roundId) ||
      !isField(bet.gameCode) ||
      !isField(bet.category) ||
      !STATUSES.has(bet.status) ||
      !AMOUNT.test(String(bet.stake)) ||
      !AMOUNT.test(String(bet.payout ?? '0')) ||
      Number.isNaN(placedAt.getTime()) ||
      (settledAt !== null && Number.isNaN(settledAt.getTime()))
    ) {
      report.skipped += 1;
      continue;
    }
    // The same bet twice in one page (updated meanwhile): the later entry wins.
    out.set(bet.betId, {
      brandId,
      memberId,
      vendor,
      category: bet.category,
      gameCode: bet.gameCode,
      betId: bet.betId,
      roundId: bet.roundId,
      stake: BigInt(bet.stake),
      payout: BigInt(bet.payout ?? '0'),
      status: bet.status,
      placedAt,
      settledAt,
    });
  }
  return [...out.values()];
}

export const BET_FEED_JOB = 'bet-feed';

/** The feed on the scheduler every MONEY_JOBS_INTERVAL_SECONDS (0: only through runNow). */
export function registerBetFeedJob(app: FastifyInstance): void {
  app.jobs.register({
    name: BET_FEED_JOB,
    everySeconds: app.config.moneyJobsIntervalSeconds,
    pending: () => betFeedPending(app),
    run: () => pullBetFeeds(app),
  });
}
