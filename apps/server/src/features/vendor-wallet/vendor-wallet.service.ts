import type {
  VendorBalanceRequest,
  VendorBalanceResult,
  VendorBetRequest,
  VendorEndRoundRequest,
  VendorRollbackRequest,
  VendorRollbackResult,
  VendorWalletResult,
  VendorWinRequest,
} from '@nova/contracts/api/vendor-wallet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { type BrandRecord, getBrand } from '../brand/brand.repository.ts';
import type { PostingRequest, PostResult } from '../ledger/ledger.model.ts';
import { type GameSessionCache, gameSessionCache } from './game-session-cache.ts';
import { MemberCache } from './member-cache.ts';
import { RoundBatcher } from './rounds-batch.repository.ts';
import {
  BETS,
  MAIN,
  mainBalance,
  refund,
  rememberedAnswer,
  vendorIdempotencyKey,
} from './vendor-wallet.postings.ts';
import {
  type CatalogueCategories,
  findBetPosting,
  findRound,
  loadCatalogueCategories,
  rememberRollback,
  rollBackRound,
  type WalletGameSession,
} from './vendor-wallet.repository.ts';

interface Ledger {
  post(request: PostingRequest): Promise<PostResult>;
  balance(memberId: number): Promise<{ main: bigint }>;
}

const CATALOGUE_CACHE_MS = 60_000;

/**
 * Seamless-wallet callbacks (issues 4 and 5, decision 017; SECURITY.md 36, 38–40). Every
 * movement is a ledger posting keyed by the vendor's txId, so a replay answers its first result
 * and moves nothing. Bets need a live game session; wins, rollbacks and end-rounds do not. How a
 * round closed lives in vendor_rounds: a win or end-round SETTLES it, a rollback ROLLS it BACK,
 * whichever comes first; a bet never writes there but reads it right after posting.
 */
export class VendorWalletService {
  private readonly members: MemberCache;
  private readonly rounds: RoundBatcher;
  private readonly sessions: GameSessionCache;
  private catalogue: { value: Promise<CatalogueCategories>; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.members = new MemberCache(db, now);
    this.rounds = new RoundBatcher(db);
    this.sessions = gameSessionCache(db, () => this.now().getTime());
  }

  async bet(request: VendorBetRequest): Promise<VendorWalletResult> {
    const brand = await this.brand();
    const [member, session] = await Promise.all([
      this.members.get(brand.id, request),
      this.sessions.get(sha256Hex(request.sessionToken), this.now().getTime()),
    ]);
    if (!session || !this.isOpen(session, request.vendor, member.id))
      throw new AppError('SESSION_EXPIRED', 'no open game session for this bet');
    // A disabled member places no new bet; wins still arrive for rounds already played.
    if (member.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'member disabled');
    const stake = BigInt(request.amount);
    const metadata = {
      vendor: request.vendor,
      category: await this.category(request.vendor, request.gameCode, session.category),
      gameCode: request.gameCode,
      roundId: request.roundId,
      source: 'SEAMLESS',
      txId: request.txId,
    };
    const result = await this.ledger.post({
      brandId: brand.id,
      idempotencyKey: vendorIdempotencyKey(request.vendor, request.txId),
      kind: 'BET',
      legs: [
        { account: MAIN(member.id), amount: -stake },
        { account: BETS, amount: stake },
      ],
      metadata,
    });
    // Write, then read (decision 017): the rollback writes its round first and reads the ledger
    // after, so whichever of the two comes second sees the other and the refund is posted.
    const round = await this.rounds.read({
      brandId: brand.id,
      vendor: request.vendor,
      roundId: request.roundId,
    });
    if (round?.status === 'ROLLED_BACK' && round.entries.includes(request.txId)) {
      await this.ledger.post(
        refund(brand.id, request.vendor, request.txId, member.id, stake, metadata),
      );
      throw new AppError('ROUND_ROLLED_BACK', 'bet of a rolled-back round, voided');
    }
    return this.answer(result, member.id, request.txId);
  }

  async win(request: VendorWinRequest): Promise<VendorWalletResult> {
    const brand = await this.brand();
    const member = await this.members.get(brand.id, request);
    const round = await this.rounds.settle(
      { brandId: brand.id, vendor: request.vendor, roundId: request.roundId },
      member.id,
    );
    if (round.status === 'ROLLED_BACK')
      throw new AppError('ROUND_ROLLED_BACK', 'win for a rolled-back round');
    const amount = BigInt(request.amount);
    const metadata: Record<string, string> = {
      vendor: request.vendor,
      category: await this.category(request.vendor, request.gameCode),
      gameCode: request.gameCode,
      roundId: request.roundId,
      source: 'SEAMLESS',
      txId: request.txId,
    };
    if (request.betTxId !== undefined) metadata.betTxId = request.betTxId;
    const result = await this.ledger.post({
      brandId: brand.id,
      idempotencyKey: vendorIdempotencyKey(request.vendor, request.txId),
      kind: 'WIN',
      legs: [
        { account: BETS, amount: -amount },
        { account: MAIN(member.id), amount },
      ],
      metadata,
    });
    return this.answer(result, member.id, request.txId);
  }

  /**
   * Return the stake of bet refTxId (SECURITY.md 40). The round is recorded ROLLED_BACK first,
   * then the bet looked up: found → refunded (the same posting a late bet's void makes, so the
   * two dedupe); unknown → '0', and the bet, if it ever comes, voids itself. The answer is
   * remembered in the round, keyed by the rollback's own txId: a replay gets it back.
   */
  async rollback(request: VendorRollbackRequest): Promise<VendorRollbackResult> {
    const brand = await this.brand();
    const member = await this.members.get(brand.id, request);
    const key = { brandId: brand.id, vendor: request.vendor, roundId: request.roundId };
    const prefix = `rollback ${request.txId} `;
    const earlier = (await findRound(this.db, key))?.entries.find((e) => e.startsWith(prefix));
    if (earlier) return rememberedAnswer(earlier, request, true);
    const round = await rollBackRound(this.db, key, member.id, request.refTxId);
    if (round.status === 'SETTLED')
      throw new AppError('ROUND_SETTLED', 'rollback after settlement');
    const bet = await findBetPosting(
      this.db,
      brand.id,
      vendorIdempotencyKey(request.vendor, request.refTxId),
    );
    let refunded = 0n;
    let balance: bigint;
    if (bet) {
      if (bet.memberId !== member.id) throw new AppError('BAD_REQUEST', 'bet of another member');
      const result = await this.ledger.post(
        refund(brand.id, request.vendor, request.refTxId, bet.memberId, bet.stake, bet.metadata),
      );
      refunded = bet.stake;
      balance = mainBalance(result, member.id);
    } else balance = (await this.ledger.balance(member.id)).main;
    const entries = await rememberRollback(
      this.db,
      round.id,
      prefix,
      `${prefix}${request.refTxId} ${refunded} ${balance}`,
    );
    const stored = entries.find((e) => e.startsWith(prefix));
    // Another copy of this rollback, running at the same time, may have remembered first.
    return stored
      ? rememberedAnswer(stored, request, !stored.endsWith(` ${refunded} ${balance}`))
      : {
          balance: balance.toString(),
          txId: request.txId,
          duplicate: false,
          refunded: `${refunded}`,
        };
  }

  async endRound(request: VendorEndRoundRequest): Promise<VendorWalletResult> {
    const brand = await this.brand();
    const member = await this.members.get(brand.id, request);
    const round = await this.rounds.settle(
      { brandId: brand.id, vendor: request.vendor, roundId: request.roundId },
      member.id,
    );
    const { main } = await this.ledger.balance(member.id);
    return { balance: main.toString(), txId: request.roundId, duplicate: !round.inserted };
  }

  async balance(request: VendorBalanceRequest): Promise<VendorBalanceResult> {
    const brand = await this.brand();
    const nowMs = this.now().getTime();
    const session = await this.sessions.get(sha256Hex(request.sessionToken), nowMs);
    if (!session || session.vendor !== request.vendor || session.memberId === null)
      throw new AppError('SESSION_EXPIRED', 'unknown game session');
    const { main } = await this.ledger.balance(session.memberId);
    return {
      balance: main.toString(),
      currency: brand.currency,
      memberId: session.memberId,
      account: session.account ?? '',
      sessionOpen: this.isOpen(session, request.vendor, session.memberId),
    };
  }

  /** A bet's game session: REAL, this vendor and member, not ended or expired, site session live. */
  private isOpen(session: WalletGameSession, vendor: string, memberId: number): boolean {
    const now = this.now().getTime();
    const live = (d: Date | null) => d !== null && d.getTime() > now;
    return (
      session.mode === 'REAL' &&
      session.vendor === vendor &&
      session.memberId === memberId &&
      session.endedAt === null &&
      live(session.expiresAt) &&
      session.siteSessionId !== null &&
      session.siteRevokedAt === null &&
      live(session.siteIdleExpiresAt) &&
      live(session.siteAbsoluteExpiresAt)
    );
  }

  private async brand(): Promise<BrandRecord> {
    const brand = await getBrand(this.db);
    if (!brand) throw new AppError('SERVICE_UNAVAILABLE', 'no brand');
    return brand;
  }

  /**
   * The category recorded with a posting: the catalogue's, by game code; else the session's;
   * else the vendor's first. Deterministic for a given request, so a replay hashes the same.
   */
  private async category(vendor: string, gameCode: string, fallback?: string): Promise<string> {
    const nowMs = this.now().getTime();
    if (!this.catalogue || nowMs - this.catalogue.at > CATALOGUE_CACHE_MS) {
      const value = loadCatalogueCategories(this.db);
      this.catalogue = { value, at: nowMs };
      value.catch(() => {
        this.catalogue = undefined;
      });
    }
    const catalogue = await this.catalogue.value;
    return catalogue.games.get(gameCode) ?? fallback ?? catalogue.vendors.get(vendor) ?? 'RNG';
  }

  private answer(result: PostResult, memberId: number, txId: string): VendorWalletResult {
    return { balance: mainBalance(result, memberId).toString(), txId, duplicate: !result.created };
  }
}
