import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findVendorMember,
  findVendorMembersById,
  type VendorMember,
} from './vendor-wallet.repository.ts';

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

export type MemberRef = { memberId: number } | { account: string };

/**
 * The member a vendor callback names, cached for MEMBER_CACHE_MS (a disabled member is refused
 * within that time); past MEMBER_REFRESH_AFTER_MS the cached member is still served while a
 * background lookup (batched with every other lookup by id of the same tick) renews it, so a
 * busy member never waits for the database, and a lookup never answers from an entry older
 * than the limit (issue 4; unchanged by issue 5, only moved out of the service).
 */
export class MemberCache {
  private readonly members = new Map<string, CachedMember>();
  /** Lookups by id waiting for the next query, per brand: one query serves all of them. */
  private readonly wanted = new Map<number, Gathering>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** NOT_FOUND when the brand has no such member. */
  async get(
    brandId: number,
    request: { memberId?: number; account?: string },
  ): Promise<VendorMember> {
    const by: MemberRef =
      request.memberId !== undefined
        ? { memberId: request.memberId }
        : { account: (request.account ?? '').toLowerCase() };
    const key = `${brandId}:${'memberId' in by ? `#${by.memberId}` : by.account}`;
    const nowMs = this.now().getTime();
    const cached = this.members.get(key);
    if (cached && cached.expiresAt > nowMs) {
      if (cached.refreshAt <= nowMs && 'memberId' in by) {
        cached.refreshAt = Number.POSITIVE_INFINITY;
        void this.lookUp(brandId, by, key, nowMs, false).catch(() => {
          cached.refreshAt = nowMs;
        });
      }
      return cached.member;
    }
    const member = await this.lookUp(brandId, by, key, nowMs, true);
    if (!member) throw new AppError('NOT_FOUND', 'no such member');
    return member;
  }

  private async lookUp(
    brandId: number,
    by: MemberRef,
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
