import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

const keyOf = (k: RoundKey) => `${k.brandId}\u0000${k.vendor}\u0000${k.roundId}\u0000${k.memberId}`;
const keyOfRow = (r: Row) =>
  keyOf({
    brandId: Number(r.brand_id),
    vendor: r.vendor,
    roundId: r.round_id,
    memberId: Number(r.member_id),
  });

function state(row: Row): RoundState {
  const raw = row.rolled_back_tx_ids;
  const entries = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return {
    id: Number(row.id),
    status: row.status,
    entries: Array.isArray(entries) ? entries.map(String) : [],
  };
}

/**
 * The two vendor_rounds statements of the hot path, gathered (decision 017): the bet's read
 * after its posting and the win's settle. One statement of each kind runs at a time; every
 * request that arrives meanwhile shares the next one (and, for settles, one commit), the way
 * the ledger groups its postings, so a round costs the database two batched postings and two batched statements
 * instead of two single-row transactions. Each statement still runs after its own request's
 * posting or before its own, so "write, then read" holds per request.
 */
export class RoundBatcher {
  private reads = new Map<string, Waiter<RoundState | undefined>>();
  private settles = new Map<string, Waiter<SettleResult>>();
  /** A statement of each kind is gathering (scheduled) or in flight; the next one waits. */
  private readBusy = false;
  private settleBusy = false;

  constructor(private readonly db: Db) {}

  read(key: RoundKey): Promise<RoundState | undefined> {
    const waiter = join(this.reads, key);
    if (!this.readBusy) {
      this.readBusy = true;
      setImmediate(() => void this.runReads());
    }
    return waiter.promise;
  }

  /**
   * The round becomes SETTLED unless it already closed; its state after. With `betKey` (the
   * ledger key of the bet a win names) only when that key holds a BET of this member on this
   * vendor and round, checked in the same statement (issue 11): otherwise nothing is written.
   */
  settle(key: RoundKey, betKey: string | null = null): Promise<SettleResult> {
    const waiter = join(this.settles, key, betKey);
    if (!this.settleBusy) {
      this.settleBusy = true;
      setImmediate(() => void this.runSettles());
    }
    return waiter.promise;
  }

  /**
   * One statement of a kind at a time (like the ledger's group commit): what arrives while one
   * is in flight goes together in the next, so batches grow with the load.
   */
  private async runReads(): Promise<void> {
    if (this.reads.size === 0) {
      this.readBusy = false;
      return;
    }
    const batch = [...this.reads.values()];
    this.reads = new Map();
    const keys = batch.map((w) => w.key);
    try {
      const result = (await this.db.execute(sql`
        select r.id, r.brand_id, r.vendor, r.round_id, r.member_id, r.status, r.rolled_back_tx_ids
          from unnest(${sql.param(keys.map((k) => k.brandId))}::int[],
                      ${sql.param(keys.map((k) => k.vendor))}::text[],
                      ${sql.param(keys.map((k) => k.roundId))}::text[],
                      ${sql.param(keys.map((k) => k.memberId))}::bigint[])
            as k(brand_id, vendor, round_id, member_id)
          join vendor_rounds r
            on r.brand_id = k.brand_id and r.vendor = k.vendor and r.round_id = k.round_id
           and r.member_id = k.member_id`)) as unknown as {
        rows: Row[];
      };
      const found = new Map(result.rows.map((r) => [keyOfRow(r), state(r)]));
      for (const w of batch) w.resolve(found.get(keyOf(w.key)));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
    void this.runReads();
  }

  private async runSettles(): Promise<void> {
    if (this.settles.size === 0) {
      this.settleBusy = false;
      return;
    }
    // Sorted: two batches (of two instances) lock the rows they share in the same order.
    const batch = [...this.settles.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.settles = new Map();
    const waiters = batch.map(([, w]) => w);
    try {
      // k: one row per waiter (a round may come twice, naming two bets); b: the bet each names,
      // looked up by its unique ledger key; s: the rounds whose win may settle them, once each.
      const result = (await this.db.execute(sql`
        with k as (
          select * from unnest(${sql.param(waiters.map((w) => w.key.brandId))}::int[],
                               ${sql.param(waiters.map((w) => w.key.vendor))}::text[],
                               ${sql.param(waiters.map((w) => w.key.roundId))}::text[],
                               ${sql.param(waiters.map((w) => w.key.memberId))}::bigint[],
                               ${sql.param(waiters.map((w) => w.betKey ?? null))}::text[])
            with ordinality as k(brand_id, vendor, round_id, member_id, bet_key, i)
        ),
        b as (
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
        ),
        s as (
          insert into vendor_rounds (brand_id, vendor, round_id, member_id, status)
          select distinct brand_id, vendor, round_id, member_id, 'SETTLED'::text from b
           where bet in ('OK', 'NONE')
           order by brand_id, vendor, round_id, member_id
          on conflict (brand_id, vendor, round_id, member_id)
            do update set updated_at = vendor_rounds.updated_at
          returning id, brand_id, vendor, round_id, member_id, status, rolled_back_tx_ids,
            (xmax = 0) as inserted
        )
        select b.i, b.bet, s.id, s.brand_id, s.vendor, s.round_id, s.member_id, s.status,
               s.rolled_back_tx_ids, s.inserted
          from b left join s on b.bet in ('OK', 'NONE') and s.brand_id = b.brand_id
            and s.vendor = b.vendor and s.round_id = b.round_id and s.member_id = b.member_id
         order by b.i`)) as unknown as {
        rows: (Partial<Row> & { i: string | number; bet: NamedBet })[];
      };
      const byIndex = new Map(result.rows.map((r) => [Number(r.i), r]));
      waiters.forEach((w, index) => {
        const row = byIndex.get(index + 1);
        if (!row) w.reject(new Error('vendor round settle returned no row'));
        else if (row.bet === 'MISSING' || row.bet === 'OTHER')
          w.resolve({ bet: row.bet, round: undefined });
        else if (row.id === undefined || row.id === null)
          w.reject(new Error('vendor round upsert returned no row'));
        else
          w.resolve({
            bet: row.bet,
            round: { ...state(row as Row), inserted: row.inserted === true },
          });
      });
    } catch (error) {
      for (const w of waiters) w.reject(error);
    }
    void this.runSettles();
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
