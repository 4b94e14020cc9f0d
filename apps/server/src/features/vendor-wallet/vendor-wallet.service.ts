import type {
  VendorBetRequest,
  VendorWalletResult,
  VendorWinRequest,
} from '@nova/contracts/api/vendor-wallet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBrand } from '../brand/brand.repository.ts';
import type { PostingRequest, PostResult } from '../ledger/ledger.model.ts';
import {
  findVendorMember,
  findVendorMembersById,
  type VendorMember,
} from './vendor-wallet.repository.ts';

interface Ledger {
  post(request: PostingRequest): Promise<PostResult>;
}

/** Members change rarely; a disabled account is refused new bets within this time. */
const MEMBER_CACHE_MS = 5_000;
/** A member looked up this long ago is looked up again in the background, while still served. */
const MEMBER_REFRESH_AFTER_MS = 3_000;
/** Background refreshes wait this long for company: one query renews many members. */
const REFRESH_GATHER_MS = 200;
const MEMBER_CACHE_LIMIT = 100_000;

interface Lookup {
  promise: Promise<VendorMember | undefined>;
  resolve(member: VendorMember | undefined): void;
  reject(error: unknown): void;
}

interface Gathering {
  lookups: Map<number, Lookup>;
  immediate: NodeJS.Immediate | undefined;
  timer: NodeJS.Timeout | undefined;
}

interface CachedMember {
  member: VendorMember;
  expiresAt: number;
  refreshAt: number;
}

/** The ledger key of a vendor transaction: unique per vendor (SECURITY.md 39). */
export function vendorIdempotencyKey(vendor: string, txId: string): string {
  return `vendor:${vendor}:${txId}`;
}

/**
 * Seamless-wallet bets and wins (issue 4). A bet moves money from the member's MAIN wallet to
 * the house BETS account, a win back; both go through the ledger with the vendor's txId as
 * idempotency key, so a replay answers the first result and moves nothing, and an overdraft
 * is refused by the database. Rollbacks (SECURITY.md 40) are not handled yet.
 */
export class VendorWalletService {
  private readonly members = new Map<string, CachedMember>();
  /** Lookups by id waiting for the next query, per brand: one query serves all of them. */
  private readonly wanted = new Map<number, Gathering>();

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async bet(request: VendorBetRequest): Promise<VendorWalletResult> {
    const member = await this.member(request);
    // A disabled member places no new bet; wins still arrive for rounds already played.
    if (member.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'member disabled');
    return this.post(member, 'BET', request, { roundId: request.roundId });
  }

  async win(request: VendorWinRequest): Promise<VendorWalletResult> {
    const member = await this.member(request);
    const metadata: Record<string, string> = { roundId: request.roundId };
    if (request.betTxId !== undefined) metadata.betTxId = request.betTxId;
    return this.post(member, 'WIN', request, metadata);
  }

  private async post(
    member: VendorMember,
    kind: 'BET' | 'WIN',
    request: VendorBetRequest,
    metadata: Record<string, string>,
  ): Promise<VendorWalletResult> {
    const amount = BigInt(request.amount);
    const main = { memberId: member.id, kind: 'MAIN' } as const;
    const bets = { house: 'BETS' } as const;
    const result = await this.ledger.post({
      brandId: member.brandId,
      idempotencyKey: vendorIdempotencyKey(request.vendor, request.txId),
      kind,
      legs:
        kind === 'BET'
          ? [
              { account: main, amount: -amount },
              { account: bets, amount },
            ]
          : [
              { account: bets, amount: -amount },
              { account: main, amount },
            ],
      metadata: { vendor: request.vendor, txId: request.txId, ...metadata },
    });
    const balance = result.balances.find(
      (b) => b.account.kind === 'MAIN' && b.account.memberId === member.id,
    );
    if (!balance) throw new Error('vendor wallet: posting without the main balance');
    return { balance: balance.balance.toString(), txId: request.txId, duplicate: !result.created };
  }

  /**
   * The member the vendor names, in the site's brand; NOT_FOUND when there is none. Cached for
   * MEMBER_CACHE_MS (a disabled member is refused within that time); past
   * MEMBER_REFRESH_AFTER_MS the cached member is still served while a background lookup
   * (batched with every other lookup by id of the same tick) renews it, so a busy member never
   * waits for the database, and a lookup never answers from an entry older than the limit.
   */
  private async member(request: VendorBetRequest): Promise<VendorMember> {
    const brand = await getBrand(this.db);
    if (!brand) throw new AppError('SERVICE_UNAVAILABLE', 'no brand');
    const by =
      request.memberId !== undefined
        ? { memberId: request.memberId }
        : { account: (request.account as string).toLowerCase() };
    const key = `${brand.id}:${'memberId' in by ? `#${by.memberId}` : by.account}`;
    const nowMs = this.now().getTime();
    const cached = this.members.get(key);
    if (cached && cached.expiresAt > nowMs) {
      if (cached.refreshAt <= nowMs && 'memberId' in by) {
        cached.refreshAt = Number.POSITIVE_INFINITY;
        void this.lookUp(brand.id, by, key, nowMs, false).catch(() => {
          cached.refreshAt = nowMs;
        });
      }
      return cached.member;
    }
    const member = await this.lookUp(brand.id, by, key, nowMs, true);
    if (!member) throw new AppError('NOT_FOUND', 'no such member');
    return member;
  }

  private async lookUp(
    brandId: number,
    by: { memberId: number } | { account: string },
    key: string,
    nowMs: number,
    urgent: boolean,
  ): Promise<VendorMember | undefined> {
    const member =
      'memberId' in by
        ? await this.byId(brandId, by.memberId, urgent)
        : await findVendorMember(this.db, brandId, by);
    if (!member) {
      this.members.delete(key);
      return undefined;
    }
    if (this.members.size >= MEMBER_CACHE_LIMIT) this.members.clear();
    this.members.set(key, {
      member,
      expiresAt: nowMs + MEMBER_CACHE_MS,
      refreshAt: nowMs + MEMBER_REFRESH_AFTER_MS,
    });
    return member;
  }

  /**
   * Lookups by id are gathered: one query per tick for those a request waits for, and one per
   * REFRESH_GATHER_MS for background refreshes (joining any earlier query).
   */
  private byId(brandId: number, id: number, urgent: boolean): Promise<VendorMember | undefined> {
    let gathering = this.wanted.get(brandId);
    if (!gathering) {
      gathering = { lookups: new Map(), immediate: undefined, timer: undefined };
      this.wanted.set(brandId, gathering);
    }
    const g = gathering;
    let lookup = g.lookups.get(id);
    if (!lookup) {
      const created = {} as Lookup;
      created.promise = new Promise<VendorMember | undefined>((resolve, reject) => {
        created.resolve = resolve;
        created.reject = reject;
      });
      g.lookups.set(id, created);
      lookup = created;
    }
    if (urgent) g.immediate ??= setImmediate(() => void this.runLookups(brandId, g));
    else if (!g.timer) {
      g.timer = setTimeout(() => void this.runLookups(brandId, g), REFRESH_GATHER_MS);
      g.timer.unref();
    }
    return lookup.promise;
  }

  private async runLookups(brandId: number, g: Gathering): Promise<void> {
    if (this.wanted.get(brandId) === g) this.wanted.delete(brandId);
    if (g.immediate) clearImmediate(g.immediate);
    if (g.timer) clearTimeout(g.timer);
    if (g.lookups.size === 0) return;
    const batch = new Map(g.lookups);
    g.lookups.clear();
    try {
      const found = await findVendorMembersById(this.db, brandId, [...batch.keys()]);
      const byId = new Map(found.map((m) => [m.id, m]));
      for (const [id, lookup] of batch) lookup.resolve(byId.get(id));
    } catch (error) {
      for (const lookup of batch.values()) lookup.reject(error);
    }
  }
}
