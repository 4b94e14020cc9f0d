import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games, vendors } from '../../db/schema/catalogue.ts';
import type { VendorRoundStatus } from '../../db/schema/games.ts';
import { members } from '../../db/schema/members.ts';

export interface VendorMember {
  id: number;
  brandId: number;
  status: 'ACTIVE' | 'DISABLED';
  /** 4: a trial (free play) account, refused by every seamless callback (issue 11). */
  type: number;
}

const columns = {
  id: members.id,
  brandId: members.brandId,
  status: members.status,
  type: members.type,
};

/** A member of the brand by id or by (lower-case) account name; undefined when none. */
export async function findVendorMember(
  db: Db,
  brandId: number,
  by: { memberId: number } | { account: string },
): Promise<VendorMember | undefined> {
  const match =
    'memberId' in by ? eq(members.id, by.memberId) : eq(members.account, by.account.toLowerCase());
  const [row] = await db
    .select(columns)
    .from(members)
    .where(and(eq(members.brandId, brandId), match))
    .limit(1);
  return row;
}

/**
 * Members of the brand by id, in one query (the ids not found are simply absent). The ids go
 * as ONE array parameter: a refresh asks for hundreds at once.
 */
export async function findVendorMembersById(
  db: Db,
  brandId: number,
  ids: readonly number[],
): Promise<VendorMember[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    select id, brand_id, status, type from members
    where brand_id = ${brandId} and id = any(${sql.param([...ids])}::bigint[])`)) as unknown as {
    rows: { id: string | number; brand_id: number; status: VendorMember['status']; type: number }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    brandId: Number(r.brand_id),
    status: r.status,
    type: Number(r.type),
  }));
}

// ── Game sessions (issue 5, decision 017) ──────────────────────────────────────────────────────
export interface WalletGameSession {
  id: number;
  brandId: number;
  memberId: number | null;
  account: string | null;
  siteSessionId: number | null;
  vendor: string;
  gameCode: string;
  category: string;
  mode: 'REAL' | 'TRIAL';
  expiresAt: Date;
  endedAt: Date | null;
  /** The site session that launched the game (null columns: none, e.g. a trial). */
  siteRevokedAt: Date | null;
  siteIdleExpiresAt: Date | null;
  siteAbsoluteExpiresAt: Date | null;
}

type Stamp = Date | string | null;
const stamp = (v: Stamp): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

/**
 * The game sessions of these token hashes with the state of their site sessions, in one query
 * (the hashes go as ONE array parameter; those not found are absent).
 */
export async function findGameSessionsByHash(
  db: Db,
  tokenHashes: readonly string[],
): Promise<Map<string, WalletGameSession>> {
  const out = new Map<string, WalletGameSession>();
  if (tokenHashes.length === 0) return out;
  const result = (await db.execute(sql`
    select g.token_hash, g.id, g.brand_id, g.member_id, m.account, g.site_session_id, g.vendor,
           g.game_code, g.category, g.mode, g.expires_at, g.ended_at,
           s.revoked_at, s.idle_expires_at, s.absolute_expires_at
      from game_sessions g
      left join members m on m.id = g.member_id
      left join sessions s on s.id = g.site_session_id
     where g.token_hash = any(${sql.param([...tokenHashes])}::text[])`)) as unknown as {
    rows: {
      token_hash: string;
      id: string | number;
      brand_id: number;
      member_id: string | number | null;
      account: string | null;
      site_session_id: string | number | null;
      vendor: string;
      game_code: string;
      category: string;
      mode: 'REAL' | 'TRIAL';
      expires_at: Stamp;
      ended_at: Stamp;
      revoked_at: Stamp;
      idle_expires_at: Stamp;
      absolute_expires_at: Stamp;
    }[];
  };
  for (const r of result.rows)
    out.set(r.token_hash, {
      id: Number(r.id),
      brandId: Number(r.brand_id),
      memberId: r.member_id === null ? null : Number(r.member_id),
      account: r.account,
      siteSessionId: r.site_session_id === null ? null : Number(r.site_session_id),
      vendor: r.vendor,
      gameCode: r.game_code,
      category: r.category,
      mode: r.mode,
      expiresAt: stamp(r.expires_at) ?? new Date(0),
      endedAt: stamp(r.ended_at),
      siteRevokedAt: stamp(r.revoked_at),
      siteIdleExpiresAt: stamp(r.idle_expires_at),
      siteAbsoluteExpiresAt: stamp(r.absolute_expires_at),
    });
  return out;
}

// ── Vendor rounds (SECURITY.md 40, decision 017) ───────────────────────────────────────────────
/** A member's round: vendors may send one round id for every seat of a table (review #1). */
export interface RoundKey {
  brandId: number;
  vendor: string;
  roundId: string;
  memberId: number;
}

export interface RoundState {
  id: number;
  status: VendorRoundStatus;
  /** Rolled-back bet txIds, and the remembered rollback answers (entries with spaces). */
  entries: string[];
}

type RoundRow = { id: string | number; status: VendorRoundStatus; rolled_back_tx_ids: unknown };

function roundState(row: RoundRow | undefined): RoundState | undefined {
  if (!row) return undefined;
  const raw = row.rolled_back_tx_ids;
  const entries = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return {
    id: Number(row.id),
    status: row.status,
    entries: Array.isArray(entries) ? entries.map(String) : [],
  };
}

async function roundRows(db: Db, query: ReturnType<typeof sql>): Promise<RoundRow | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: RoundRow[] };
  return result.rows[0];
}

export async function findRound(db: Db, key: RoundKey): Promise<RoundState | undefined> {
  return roundState(
    await roundRows(
      db,
      sql`select id, status, rolled_back_tx_ids from vendor_rounds
        where brand_id = ${key.brandId} and vendor = ${key.vendor} and round_id = ${key.roundId}
          and member_id = ${key.memberId}`,
    ),
  );
}

/**
 * A rollback of bet `refTxId`: the round is recorded ROLLED_BACK with refTxId in its list, or,
 * when it exists, refTxId is appended if it is ROLLED_BACK (a SETTLED round is left alone).
 */
export async function rollBackRound(db: Db, key: RoundKey, refTxId: string): Promise<RoundState> {
  const state = roundState(
    await roundRows(
      db,
      sql`insert into vendor_rounds (brand_id, vendor, round_id, member_id, status, rolled_back_tx_ids)
        values (${key.brandId}, ${key.vendor}, ${key.roundId}, ${key.memberId}, 'ROLLED_BACK',
          jsonb_build_array(${refTxId}::text))
        on conflict (brand_id, vendor, round_id, member_id) do update set
          rolled_back_tx_ids = case
            when vendor_rounds.status = 'ROLLED_BACK'
              and not vendor_rounds.rolled_back_tx_ids @> jsonb_build_array(${refTxId}::text)
            then vendor_rounds.rolled_back_tx_ids || jsonb_build_array(${refTxId}::text)
            else vendor_rounds.rolled_back_tx_ids end,
          updated_at = now()
        returning id, status, rolled_back_tx_ids`,
    ),
  );
  if (!state) throw new Error('vendor round upsert returned no row');
  return state;
}

/**
 * Remember a rollback's answer in its round, unless an answer starting with `prefix` (the same
 * rollback txId) is there already: the first one stays. The entries after.
 */
export async function rememberRollback(
  db: Db,
  roundRowId: number,
  prefix: string,
  entry: string,
): Promise<string[]> {
  const state = roundState(
    await roundRows(
      db,
      sql`update vendor_rounds set rolled_back_tx_ids = case
            when exists (select 1 from jsonb_array_elements_text(rolled_back_tx_ids) e
              where left(e, ${prefix.length}::int) = ${prefix})
            then rolled_back_tx_ids
            else rolled_back_tx_ids || jsonb_build_array(${entry}::text) end
        where id = ${roundRowId}
        returning id, status, rolled_back_tx_ids`,
    ),
  );
  return state?.entries ?? [];
}

// ── The ledger posting of a vendor txId (rollbacks, replays) ───────────────────────────────────
export interface VendorPosting {
  kind: string;
  /** The ledger's hash of the first request (ledger.model requestHash). */
  requestHash: string;
  memberId: number;
  /** The main-wallet leg: negative for a bet (the stake), positive for a win. */
  amount: bigint;
  /** The main balance right after it: the first answer of a replay. */
  balanceAfter: bigint | null;
  metadata: Record<string, unknown>;
}

/** The posting stored under `key` with its main-wallet leg, or undefined. */
export async function findPosting(
  db: Db,
  brandId: number,
  key: string,
): Promise<VendorPosting | undefined> {
  const result = (await db.execute(sql`
    select t.kind, t.request_hash, t.metadata, a.member_id, e.amount::text as amount,
           e.balance_after::text as balance_after
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'MEMBER_MAIN'
    where t.brand_id = ${brandId} and t.idempotency_key = ${key}
    limit 1`)) as unknown as {
    rows: {
      kind: string;
      request_hash: string;
      metadata: unknown;
      member_id: string | number;
      amount: string;
      balance_after: string | null;
    }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  const metadata = typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata;
  return {
    kind: row.kind,
    requestHash: row.request_hash,
    memberId: Number(row.member_id),
    amount: BigInt(row.amount),
    balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
    metadata: (metadata ?? {}) as Record<string, unknown>,
  };
}

export interface BetPosting {
  memberId: number;
  /** The stake: what the bet took from the member's main wallet. */
  stake: bigint;
  metadata: Record<string, unknown>;
}

/** The bet posted under `key` (its main-wallet leg and metadata), or undefined. */
export async function findBetPosting(
  db: Db,
  brandId: number,
  key: string,
): Promise<BetPosting | undefined> {
  const posting = await findPosting(db, brandId, key);
  if (posting?.kind !== 'BET') return undefined;
  return { memberId: posting.memberId, stake: -posting.amount, metadata: posting.metadata };
}

// ── Catalogue categories (metadata of the postings) ────────────────────────────────────────────
export interface CatalogueCategories {
  /** games.game_id -> category */
  games: Map<string, string>;
  /** vendor code -> its first category */
  vendors: Map<string, string>;
}

export async function loadCatalogueCategories(db: Db): Promise<CatalogueCategories> {
  const gameRows = await db.select({ gameId: games.gameId, category: games.category }).from(games);
  const vendorRows = await db
    .select({ code: vendors.code, category: vendors.category })
    .from(vendors)
    .orderBy(asc(vendors.id));
  const byVendor = new Map<string, string>();
  for (const v of vendorRows) if (!byVendor.has(v.code)) byVendor.set(v.code, v.category);
  return { games: new Map(gameRows.map((g) => [g.gameId, g.category])), vendors: byVendor };
}
