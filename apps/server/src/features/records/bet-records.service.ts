import type {
  BetRecord,
  BetRecordsQuery,
  BetStatus,
  GameProfitReport,
} from '@nova/contracts/api/bet-records';
import { BET_SOURCES } from '@nova/contracts/api/bet-records';
import { GAME_CATEGORIES, type GameCategory } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type BetRow,
  bettingPlayers,
  brandPlayByDay,
  findBetRecords,
  findGameProfit,
  findRoundsBefore,
  missingPlayDays,
  type RolledRange,
  type RoundCursor,
  type RoundRow,
  rollUpPlayDay,
} from './bet-records.repository.ts';
import { dayRange, type RangeQuery } from './records.service.ts';

/**
 * Betting records and profit by vendor and game (issue 5 "Records"; spec §2 personalHistoryCopy).
 * The member id always comes from the session; ranges follow the other records pages (brand's
 * calendar days, both included, at most 92 days; decision 016).
 */

type Source = (typeof BET_SOURCES)[number];

/** The round's category; a posting without one (never written by this code) reads as RNG. */
function categoryOf(value: string | null): GameCategory {
  return (GAME_CATEGORIES as readonly (string | null)[]).includes(value)
    ? (value as GameCategory)
    : 'RNG';
}

function sourceOf(value: string | null): Source {
  return (BET_SOURCES as readonly (string | null)[]).includes(value)
    ? (value as Source)
    : 'SEAMLESS';
}

function toRecord(row: BetRow | RoundRow): BetRecord[] {
  if (row.round_id === null || row.placed_at === null) return [];
  const stake = BigInt(row.stake ?? '0');
  const payout = BigInt(row.payout ?? '0');
  const source = sourceOf(row.source);
  const vendor = row.vendor ?? '';
  const gameCode = row.game_code ?? '';
  return [
    {
      roundId: row.round_id,
      vassalage: vendor,
      vendorName: row.vendor_name ?? vendor,
      gameType: categoryOf(row.category),
      gameCode,
      gameName: row.game_name ?? gameCode,
      stake: stake.toString(),
      payout: payout.toString(),
      profit: (payout - stake).toString(),
      status: (row.status ?? 'OPEN') as BetStatus,
      placedAt: row.placed_at,
      settledAt: row.settled_at,
      source,
      // Crash rounds are numbered apart from the other in-house rounds: they are checked by
      // their hash-chain link, never by /wps/inhouse/rounds/:id.
      inhouseRoundId: source === 'INHOUSE' ? row.round_id : null,
      crashProof:
        source === 'CRASH' && row.crash_hash !== null && row.crash_salt !== null
          ? { hash: row.crash_hash, salt: row.crash_salt }
          : null,
    },
  ];
}

export async function betRecords(
  db: Db,
  memberId: number,
  brand: { id: number; timezone: string },
  query: BetRecordsQuery,
) {
  const range = dayRange(query, brand.timezone);
  const found = await findBetRecords(
    db,
    memberId,
    brand.id,
    range,
    {
      category: query.gameType,
      vendor: query.vassalage,
      gameCode: query.gameCode,
      status: query.status,
    },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  const head = found[0];
  if (!head) throw new Error('bet records: the totals row is missing');
  const stake = BigInt(head.stake_total);
  const payout = BigInt(head.payout_total);
  return {
    content: found.flatMap(toRecord),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(head.total / query.pageSize),
    totalElements: head.total,
    totals: {
      stake: stake.toString(),
      payout: payout.toString(),
      profit: (payout - stake).toString(),
      count: head.total,
    },
  };
}

function figures(row: { stake: string; payout: string; rounds: number }) {
  const stake = BigInt(row.stake);
  const payout = BigInt(row.payout);
  return {
    stake: stake.toString(),
    payout: payout.toString(),
    profit: (payout - stake).toString(),
    rounds: Number(row.rounds),
  };
}

export async function gameProfit(
  db: Db,
  memberId: number,
  brand: { id: number; timezone: string },
  query: RangeQuery,
): Promise<GameProfitReport> {
  const range = dayRange(query, brand.timezone);
  const found = await findGameProfit(db, memberId, brand.id, range);
  const total = found.find((row) => row.level === 'TOTAL');
  return {
    byVendor: found
      .filter((row) => row.level === 'VENDOR')
      .map((row) => ({
        vassalage: row.vendor ?? '',
        vendorName: row.vendor_name ?? row.vendor ?? '',
        ...figures(row),
      })),
    byGame: found
      .filter((row) => row.level === 'GAME')
      .map((row) => ({
        vassalage: row.vendor ?? '',
        vendorName: row.vendor_name ?? row.vendor ?? '',
        gameType: categoryOf(row.category),
        gameCode: row.game_code ?? '',
        gameName: row.game_name ?? row.game_code ?? '',
        ...figures(row),
      })),
    totals: total ? figures(total) : { stake: '0', payout: '0', profit: '0', rounds: 0 },
  };
}

/** The back office's cursor over rounds: opaque to the client (base64url of JSON). */
function encodeCursor(row: RoundRow): string {
  const parts = [row.cursor_at, row.source ?? '', row.vendor ?? '', row.round_id ?? ''];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodeCursor(text: string): RoundCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (Array.isArray(parts) && parts.length === 4) {
    const [at, source, vendor, roundId] = parts as unknown[];
    if (
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      typeof source === 'string' &&
      typeof vendor === 'string' &&
      typeof roundId === 'string' &&
      ![source, vendor, roundId].some((p) => p.includes('\u0000'))
    ) {
      return { at, source, vendor, roundId };
    }
  }
  throw new AppError('VALIDATION_FAILED', 'invalid cursor', [{ path: 'before', issue: 'cursor' }]);
}

/**
 * A member's rounds of all time for the back office (issue 13), newest first, in keyset pages:
 * the same rounds and figures the member's betting records show (decision 025).
 */
export async function memberRoundsForOps(
  db: Db,
  memberId: number,
  brandId: number,
  page: { before?: string; limit: number },
): Promise<{ items: BetRecord[]; nextBefore: string | null }> {
  const cursor = page.before === undefined ? undefined : decodeCursor(page.before);
  const found = await findRoundsBefore(db, memberId, brandId, cursor, page.limit);
  const last = found.at(-1);
  return {
    items: found.flatMap(toRecord),
    nextBefore: found.length === page.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * Roll up the closed days of the range not rolled up yet (the dashboard, issue 13): each once,
 * oldest first. A day is closed when the caller says so (`closedThrough`): no posting can be
 * written into it any more.
 */
async function rollUpClosedDays(db: Db, brandId: number, range: RolledRange): Promise<void> {
  // The earlier of the range's end and the last closed day (ISO dates sort as text).
  const [last = range.to] = [range.to, range.closedThrough].sort();
  if (last < range.from) return;
  for (const day of await missingPlayDays(db, brandId, range.timezone, range.from, last)) {
    await rollUpPlayDay(db, brandId, range.timezone, day);
  }
}

/**
 * The dashboard's play (issue 13), after one roll-up of the closed days both ranges cover (the
 * bettors' range lies within the play range on the dashboard, so nothing is rolled up twice):
 * - `play`: bets placed, turnover (stakes − refunds) and wins by brand-local day, vendor and
 *   category, counted when they happened;
 * - `bettors`: the players who placed a bet in their range, each with the last day they did.
 * The days up to `closedThrough` are read from their roll-up (made here the first time), the
 * others live.
 */
export async function brandPlay(
  db: Db,
  brandId: number,
  ranges: { play: RolledRange; bettors: RolledRange },
) {
  const { play, bettors } = ranges;
  const [from = play.from] = [play.from, bettors.from].sort();
  const to = [play.to, bettors.to].sort().at(-1) ?? play.to;
  await rollUpClosedDays(db, brandId, { ...play, from, to });
  const [rows, players] = await Promise.all([
    brandPlayByDay(db, brandId, play),
    bettingPlayers(db, brandId, bettors),
  ]);
  return {
    play: rows.map((row) => ({
      day: row.day,
      vendor: row.vendor,
      vendorName: row.vendor_name,
      category: row.category,
      bets: Number(row.bets),
      turnover: BigInt(row.turnover),
      wins: BigInt(row.wins),
    })),
    bettors: players,
  };
}
