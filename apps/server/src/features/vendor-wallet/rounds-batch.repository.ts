import type { Db } from '../../db/client.ts';
import { runFixed } from '../../db/fixed-statement.ts';
import type { VendorRoundStatus } from '../../db/schema/games.ts';
import type { RoundKey, RoundState } from './vendor-wallet.repository.ts';

type Settled = RoundState & { inserted: boolean };

/**
 * The bet a win names (issue 11): OK, a BET of this member on this vendor and round; MISSING, no
 * posting under its key (yet); OTHER, the key holds something else (another member's or round's
 * bet, or not a bet). NONE: the settle named no bet (an end-round, a win already allowed without one).
 */
export type NamedBet = 'OK' | 'MISSING' | 'OTHER' | 'NONE';

/** A settle's answer: the round when it was settled (only with the bet OK or NONE). */
export type SettleResult =
  | { bet: 'OK' | 'NONE'; round: Settled }
  | { bet: 'MISSING' | 'OTHER'; round: undefined };

interface Waiter<T> {
  key: RoundKey;
  /** Settles only: the ledger key of the bet the win names, or null. */
  betKey?: string | null;
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

type Row = {
  id: string | number;
  brand_id: number;
  vendor: string;
  round_id: string;
  member_id: string | number;
  status: VendorRoundStatus;
  rolled_back_tx_ids: unknown;
  inserted?: boolean;
};

/** Round keys as the statement's four column arrays: brand ids, vendors, round ids, members. */
function keyColumns(keys: readonly RoundKey[]): unknown[][] {
  return [
    keys.map((k) => k.brandId),
    keys.map((k) => k.vendor),
    keys.map((k) => k.roundId),
    keys.map((k) => k.memberId),
  ];
}

const keyOf = (k: RoundKey) => `${k.brandId}\u0000${k.vendor}\u0000${k.roundId}\u0000${k.memberId}`;

function state(row: Row): RoundState {
  const raw = row.rolled_back_tx_ids;
  const entries = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return {
    id: Number(row.id),
    status: row.status,
    entries: Array.isArray(entries) ? entries.map(String) : [],
  };
}

/** One statement for every waiting read and settle (arrays empty for a kind none waits for). */
const ROUNDS_STATEMENT = `with k as (
    select * from unnest($5::int[], $6::text[], $7::text[], $8::bigint[], $9::text[])
      with ordinality as k(brand_id, vendor, round_id, member_id, bet_key, i)
  ), b as (
    select k.*, case
        when k.bet_key is null then 'NONE'
        when bet.kind is null then 'MISSING'
        when bet.kind = 'BET' and bet.member_id = k.member_id and bet.vendor = k.vendor
          and bet.round_id = k.round_id then 'OK'
        else 'OTHER' end as bet
      from k
      left join lateral (
        select t.kind, a.member_id, t.metadata->>'vendor' as vendor,
               t.metadata->>'roundId' as round_id
          from ledger_transfers t
          join ledger_entries e on e.transfer_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.kind = 'MEMBER_MAIN'
         where t.brand_id = k.brand_id and t.idempotency_key = k.bet_key
         limit 1) bet on true
  ), s as (
    insert into vendor_rounds (brand_id, vendor, round_id, member_id, status)
    select distinct brand_id, vendor, round_id, member_id, 'SETTLED'::text from b
     where bet in ('OK', 'NONE')
     order by brand_id, vendor, round_id, member_id
    on conflict (brand_id, vendor, round_id, member_id)
      do update set updated_at = vendor_rounds.updated_at
    returning id, brand_id, vendor, round_id, member_id, status, rolled_back_tx_ids,
      (xmax = 0) as inserted
  )
  select 'S'::text as op, b.i, b.bet, s.id, s.brand_id, s.vendor, s.round_id, s.member_id,
         s.status, s.rolled_back_tx_ids, s.inserted
    from b left join s on b.bet in ('OK', 'NONE') and s.brand_id = b.brand_id
      and s.vendor = b.vendor and s.round_id = b.round_id and s.member_id = b.member_id
  union all
  select 'R'::text, k.i, null::text, r.id, r.brand_id, r.vendor, r.round_id, r.member_id,
         r.status, r.rolled_back_tx_ids, null::boolean
    from unnest($1::int[], $2::text[], $3::text[], $4::bigint[])
      with ordinality as k(brand_id, vendor, round_id, member_id, i)
    join vendor_rounds r
      on r.brand_id = k.brand_id and r.vendor = k.vendor and r.round_id = k.round_id
     and r.member_id = k.member_id`;

/**
 * The vendor_rounds work of the hot path, gathered (decision 017): the bet's read after its
 * posting and the win's settle. Every read and settle waiting when a statement starts goes in
 * it: ONE fixed statement (a named prepared statement on node-postgres, so neither drizzle's
 * query builder nor PostgreSQL's parser and planner run per call) serves both kinds, the way
 * the ledger groups its postings; one runs at a time, so batches grow with the load (two at
 * once on PostgreSQL, as the ledger's lanes, made the batches smaller: about 2.7 rounds per
 * commit against 2.85 with one, and fewer rounds/s, in the busy-machine runs of decision 017).
 * Each request's read or settle still runs after its own posting or before its own, so
 * "write, then read" holds per request. A read in the same statement as a settle of the
 * same round sees the round as it was before the statement: only a rollback's ROLLED_BACK
 * matters to a read, and a settle never writes that.
 */
export class RoundBatcher {
  private reads = new Map<string, Waiter<RoundState | undefined>>();
  private settles = new Map<string, Waiter<SettleResult>>();
  /** A statement is gathering (scheduled) or in flight; what arrives meanwhile waits for it. */
  private busy = false;

  constructor(private readonly db: Db) {}

  read(key: RoundKey): Promise<RoundState | undefined> {
    const waiter = join(this.reads, key);
    this.schedule();
    return waiter.promise;
  }

  /**
   * The round becomes SETTLED unless it already closed; its state after. With `betKey` (the
   * ledger key of the bet a win names) only when that key holds a BET of this member on this
   * vendor and round, checked in the same statement (issue 11): otherwise nothing is written.
   */
  settle(key: RoundKey, betKey: string | null = null): Promise<SettleResult> {
    const waiter = join(this.settles, key, betKey);
    this.schedule();
    return waiter.promise;
  }

  private schedule(): void {
    if (this.busy) return;
    this.busy = true;
    setImmediate(() => void this.run());
  }

  /** One statement for everything waiting, then the next while anything waits. */
  private async run(): Promise<void> {
    if (this.reads.size === 0 && this.settles.size === 0) {
      this.busy = false;
      return;
    }
    const reads = [...this.reads.values()];
    this.reads = new Map();
    // Sorted: two statements (of this or another instance) lock the rows they share in the
    // same order.
    const settles = [...this.settles.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, w]) => w);
    this.settles = new Map();
    try {
      // k: one row per settle (a round may come twice, naming two bets); b: the bet each names,
      // looked up by its unique ledger key; s: the rounds whose win may settle them, once each.
      const rows = await runFixed<
        Partial<Row> & { op: 'R' | 'S'; i: string | number; bet: NamedBet | null }
      >(this.db, 'vendor_rounds_batch_v1', ROUNDS_STATEMENT, [
        ...keyColumns(reads.map((w) => w.key)),
        ...keyColumns(settles.map((w) => w.key)),
        settles.map((w) => w.betKey ?? null),
      ]);
      const readRows = new Map<number, Row>();
      const settleRows = new Map<number, (typeof rows)[number]>();
      for (const r of rows) {
        if (r.op === 'R') readRows.set(Number(r.i), r as Row);
        else settleRows.set(Number(r.i), r);
      }
      reads.forEach((w, index) => {
        const row = readRows.get(index + 1);
        w.resolve(row ? state(row) : undefined);
      });
      settles.forEach((w, index) => {
        const row = settleRows.get(index + 1);
        if (!row) w.reject(new Error('vendor round settle returned no row'));
        else if (row.bet === 'MISSING' || row.bet === 'OTHER')
          w.resolve({ bet: row.bet, round: undefined });
        else if (row.id === undefined || row.id === null || row.bet === null)
          w.reject(new Error('vendor round upsert returned no row'));
        else
          w.resolve({
            bet: row.bet,
            round: { ...state(row as Row), inserted: row.inserted === true },
          });
      });
    } catch (error) {
      for (const w of reads) w.reject(error);
      for (const w of settles) w.reject(error);
    }
    void this.run();
  }
}

/**
 * The waiter of `key` in this batch: requests for the same member's round (naming the same bet,
 * for settles) share one row.
 */
function join<T>(map: Map<string, Waiter<T>>, key: RoundKey, betKey?: string | null): Waiter<T> {
  const k = betKey ? `${keyOf(key)}\u0000${betKey}` : keyOf(key);
  let waiter = map.get(k);
  if (!waiter) {
    const created = { key, betKey } as Waiter<T>;
    created.promise = new Promise<T>((resolve, reject) => {
      created.resolve = resolve;
      created.reject = reject;
    });
    map.set(k, created);
    waiter = created;
  }
  return waiter;
}
