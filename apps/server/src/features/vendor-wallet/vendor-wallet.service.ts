import type {
  VendorBetRequest,
  VendorWalletResult,
  VendorWinRequest,
} from '@nova/contracts/api/vendor-wallet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBrand } from '../brand/brand.repository.ts';
import type { PostingRequest, PostResult } from '../ledger/ledger.model.ts';
import { findVendorMember, type VendorMember } from './vendor-wallet.repository.ts';

interface Ledger {
  post(request: PostingRequest): Promise<PostResult>;
}

/** Members change rarely; a disabled account is refused new bets within this time. */
const MEMBER_CACHE_MS = 5_000;
const MEMBER_CACHE_LIMIT = 100_000;

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
  private readonly members = new Map<string, { member: VendorMember; expiresAt: number }>();

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

  /** The member the vendor names, in the site's brand; NOT_FOUND when there is none. */
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
    if (cached && cached.expiresAt > nowMs) return cached.member;
    const member = await findVendorMember(this.db, brand.id, by);
    if (!member) throw new AppError('NOT_FOUND', 'no such member');
    if (this.members.size >= MEMBER_CACHE_LIMIT) this.members.clear();
    this.members.set(key, { member, expiresAt: nowMs + MEMBER_CACHE_MS });
    return member;
  }
}
