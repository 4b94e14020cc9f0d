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
import { TRIAL_TYPE_ID, VENDOR_NO_BET_WINS_MAX_PER_DAY } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { getBrand } from '../brand/brand.service.ts';
import { type PostingRequest, type PostResult, requestHash } from '../ledger/ledger.model.ts';
import { type Reservation, recordWin, reserveStake } from '../protection/protection.service.ts';
import { type GameSessionCache, gameSessionCache } from './game-session-cache.ts';
import { MemberCache } from './member-cache.ts';
import { recordNoBetWin } from './no-bet-wins.repository.ts';
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
  type BetPosting,
  type CatalogueCategories,
  findBetPosting,
  findPosting,
  findRound,
  loadCatalogueCategories,
  type RoundKey,
  rememberRollback,
  rollBackRound,
  type VendorMember,
  type WalletGameSession,
} from './vendor-wallet.repository.ts';

interface Ledger {
  post(request: PostingRequest): Promise<PostResult>;
  balance(memberId: number): Promise<{ main: bigint }>;
}

const CATALOGUE_CACHE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seamless-wallet callbacks (issues 4 and 5, decision 017; SECURITY.md 36, 38–40). Every
 * movement is a ledger posting keyed by the vendor's txId, so a replay answers its first result
 * and moves nothing. Bets need a live game session; wins, rollbacks and end-rounds do not. How a
 * round closed lives in vendor_rounds: a win or end-round SETTLES it, a rollback ROLLS it BACK,
 * whichever comes first; a bet never writes there but reads it right after posting.
 * A win pays a bet it names (betTxId: this member's, on this vendor and round); without one it
 * needs an open game session and stays within the no-bet limit (issue 11, decision 024). Trial
 * accounts are refused by every callback that names a member.
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
      this.member(brand.id, request),
      this.sessions.get(sha256Hex(request.sessionToken), this.now().getTime()),
    ]);
    const stake = BigInt(request.amount);
    const posting = (category: string): PostingRequest => ({
      brandId: brand.id,
      idempotencyKey: vendorIdempotencyKey(request.vendor, request.txId),
      kind: 'BET',
      legs: [
        { account: MAIN(member.id), amount: -stake },
        { account: BETS, amount: stake },
      ],
      metadata: this.metadata(request, category),
    });
    let posted: Posted;
    const refusal = this.refusal(session, request.vendor, member);
    if (refusal) {
      // Only a new txId needs an open session and an active member: a replay of a bet already
      // taken answers its first answer whatever happened since (review #2, SECURITY.md 39).
      // Looked up only here, so the hot path pays nothing for it.
      const replay = await this.replay(posting(''), member.id);
      if (!replay) throw refusal;
      posted = replay;
    } else {
      const category = await this.category(request.vendor, request.gameCode, session?.category);
      posted = await this.protectedPost(posting(category), brand.id, member.id, stake);
    }
    // Write, then read (decision 017): the rollback writes its round first and reads the ledger
    // after, so whichever of the two comes second sees the other and the refund is posted.
    const round = await this.rounds.read(this.roundKey(brand.id, request, member.id));
    if (round?.status === 'ROLLED_BACK' && round.entries.includes(request.txId)) {
      const voided = await this.ledger.post(
        refund(brand.id, request.vendor, request.txId, member.id, stake, posted.metadata),
      );
      if (voided.created) await recordWin({ db: this.db, now: this.now }, member.id, stake);
      throw new AppError('ROUND_ROLLED_BACK', 'bet of a rolled-back round, voided');
    }
    return { balance: posted.balance.toString(), txId: request.txId, duplicate: posted.duplicate };
  }

  /**
   * Credit a win (issue 11). It pays the bet it names: the round is settled in the same batched
   * statement that checks the bet (a BET of this member on this vendor and round), so the hot
   * path pays nothing more. A win naming another member's or round's bet is BAD_REQUEST; one
   * naming no bet, or a bet not posted (yet: a win sent before its bet), is a no-bet win.
   */
  async win(request: VendorWinRequest): Promise<VendorWalletResult> {
    const brand = await this.brand();
    const member = await this.member(brand.id, request);
    const key = this.roundKey(brand.id, request, member.id);
    const betKey =
      request.betTxId === undefined ? null : vendorIdempotencyKey(request.vendor, request.betTxId);
    const settled = betKey === null ? undefined : await this.rounds.settle(key, betKey);
    const metadata: Record<string, string> = this.metadata(
      request,
      await this.category(request.vendor, request.gameCode),
    );
    if (request.betTxId !== undefined) metadata.betTxId = request.betTxId;
    const amount = BigInt(request.amount);
    const posting: PostingRequest = {
      brandId: brand.id,
      idempotencyKey: vendorIdempotencyKey(request.vendor, request.txId),
      kind: 'WIN',
      legs: [
        { account: BETS, amount: -amount },
        { account: MAIN(member.id), amount },
      ],
      metadata,
    };
    if (settled?.bet === 'OTHER')
      return this.answer(
        await this.refusedUnlessReplay(
          posting,
          member.id,
          new AppError('BAD_REQUEST', 'the win names a bet of another member or round'),
        ),
        request.txId,
      );
    if (!settled?.round) return this.winWithoutBet(request, member, key, posting);
    if (settled.round.status === 'ROLLED_BACK')
      throw new AppError('ROUND_ROLLED_BACK', 'win for a rolled-back round');
    return this.answer(await this.postWin(posting, member.id, amount), request.txId);
  }

  /** A win counts against the loss limit's stakes (issue 14), once: not on a replay. */
  private async postWin(posting: PostingRequest, memberId: number, amount: bigint) {
    const posted = await this.post(posting, memberId);
    if (!posted.duplicate) await recordWin({ db: this.db, now: this.now }, memberId, amount);
    return posted;
  }

  /**
   * A win without a bet of ours (free spins, promotional wins, tournament prizes, a win sent
   * before its bet; decision 024). A replay answers its first answer whatever happened since.
   * A new one needs an open game session of this vendor for this member (as a bet does) and is
   * recorded with it, within VENDOR_NO_BET_WINS_MAX_PER_DAY per member per 24 hours; the record,
   * the limit and the round's settlement are one transaction, and a refusal writes nothing.
   * Rare, so the lookups it costs stay off the hot path.
   */
  private async winWithoutBet(
    request: VendorWinRequest,
    member: VendorMember,
    key: RoundKey,
    posting: PostingRequest,
  ): Promise<VendorWalletResult> {
    const replay = await this.replay(posting, member.id);
    if (replay) return this.answer(replay, request.txId);
    const nowMs = this.now().getTime();
    const session =
      request.sessionToken === undefined
        ? undefined
        : await this.sessions.get(sha256Hex(request.sessionToken), nowMs);
    if (!session || !this.isOpen(session, request.vendor, member.id))
      throw new AppError('BET_NOT_FOUND', 'no bet of this member in this round, no open session');
    const refusal = this.refusal(session, request.vendor, member);
    if (refusal) throw refusal;
    const amount = BigInt(request.amount);
    const outcome = await recordNoBetWin(
      this.db,
      { round: key, txId: request.txId, gameSessionId: session.id, amount, now: new Date(nowMs) },
      VENDOR_NO_BET_WINS_MAX_PER_DAY,
      new Date(nowMs - DAY_MS),
    );
    if (outcome === 'CONFLICT')
      throw new AppError('IDEMPOTENCY_CONFLICT', 'txId reused with other content');
    if (outcome === 'ROLLED_BACK')
      throw new AppError('ROUND_ROLLED_BACK', 'win for a rolled-back round');
    if (outcome === 'OVER_LIMIT')
      throw new AppError('BET_NOT_FOUND', 'no bet, and past the no-bet win limit', [
        {
          path: 'body.amount',
          issue: `at most ${VENDOR_NO_BET_WINS_MAX_PER_DAY} in 24 hours without a bet`,
        },
      ]);
    return this.answer(await this.postWin(posting, member.id, amount), request.txId);
  }

  private answer(posted: Posted, txId: string): VendorWalletResult {
    return { balance: posted.balance.toString(), txId, duplicate: posted.duplicate };
  }

  /** A refusal, unless this txId is a replay of a posting already made (its first answer). */
  private async refusedUnlessReplay(
    posting: PostingRequest,
    memberId: number,
    refusal: AppError,
  ): Promise<Posted> {
    const replay = await this.replay(posting, memberId);
    if (!replay) throw refusal;
    return replay;
  }

  /**
   * Return the stake of bet refTxId (SECURITY.md 40). The bet, when posted, must be this
   * member's, on this vendor and round (review #1, #3), checked before anything is written, so
   * a refused rollback changes nothing. Then the round is recorded ROLLED_BACK, and the bet
   * looked up again if it was unknown (write, then read): found → refunded (the same posting a
   * late bet's void makes, so the two dedupe); unknown → '0', and the bet, if it ever comes,
   * voids itself. The answer is remembered in the round, keyed by the rollback's own txId: a
   * replay gets it back.
   */
  async rollback(request: VendorRollbackRequest): Promise<VendorRollbackResult> {
    const brand = await this.brand();
    const member = await this.member(brand.id, request);
    const key = this.roundKey(brand.id, request, member.id);
    const prefix = `rollback ${request.txId} `;
    const earlier = (await findRound(this.db, key))?.entries.find((e) => e.startsWith(prefix));
    if (earlier) return rememberedAnswer(earlier, request, true);
    const betKey = vendorIdempotencyKey(request.vendor, request.refTxId);
    let bet = await findBetPosting(this.db, brand.id, betKey);
    if (bet) requireRolledBackBet(bet, request, member.id);
    const round = await rollBackRound(this.db, key, request.refTxId);
    if (round.status === 'SETTLED')
      throw new AppError('ROUND_SETTLED', 'rollback after settlement');
    if (!bet) {
      bet = await findBetPosting(this.db, brand.id, betKey);
      // Only a bet posted in the instant between the two lookups gets here (decision 017).
      if (bet) requireRolledBackBet(bet, request, member.id);
    }
    let refunded = 0n;
    let balance: bigint;
    if (bet) {
      const result = await this.ledger.post(
        refund(brand.id, request.vendor, request.refTxId, bet.memberId, bet.stake, bet.metadata),
      );
      refunded = bet.stake;
      balance = mainBalance(result, member.id);
      // The stake came back: the loss limit counts it as returned (issue 14), once.
      if (result.created) await recordWin({ db: this.db, now: this.now }, bet.memberId, bet.stake);
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
    const member = await this.member(brand.id, request);
    const { round } = await this.rounds.settle(this.roundKey(brand.id, request, member.id));
    const { main } = await this.ledger.balance(member.id);
    return { balance: main.toString(), txId: request.roundId, duplicate: !round?.inserted };
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

  /**
   * The member a callback names (cached). A trial (free play) account has no real money and no
   * real rounds: every callback naming one is TRIAL_FORBIDDEN (issue 11, SECURITY.md 16).
   */
  private async member(
    brandId: number,
    request: { memberId?: number; account?: string },
  ): Promise<VendorMember> {
    const member = await this.members.get(brandId, request);
    if (member.type === TRIAL_TYPE_ID)
      throw new AppError('TRIAL_FORBIDDEN', 'a trial account has no seamless wallet');
    return member;
  }

  /** Why a new bet is refused: no open game session, or a disabled member; else undefined. */
  private refusal(
    session: WalletGameSession | undefined,
    vendor: string,
    member: { id: number; status: string },
  ): AppError | undefined {
    if (!session || !this.isOpen(session, vendor, member.id))
      return new AppError('SESSION_EXPIRED', 'no open game session for this bet');
    // A disabled member places no new bet; wins still arrive for rounds already played.
    if (member.status !== 'ACTIVE') return new AppError('FORBIDDEN', 'member disabled');
    return undefined;
  }

  /**
   * A new bet passes the player's protection first (issue 14): a time-out, self-exclusion,
   * session-time or loss or wager limit refuses it (the vendor reads PLAYER_BLOCKED or
   * LIMIT_EXCEEDED), unless it is the replay of a bet already taken, which answers its first
   * answer. The stake counted is given back when the ledger refuses it or it was a replay.
   */
  private async protectedPost(
    posting: PostingRequest,
    brandId: number,
    memberId: number,
    stake: bigint,
  ): Promise<Posted> {
    let reservation: Reservation;
    try {
      reservation = await reserveStake(
        { db: this.db, now: this.now },
        { brandId, memberId },
        stake,
        'BET',
      );
    } catch (error) {
      const replay = await this.replay(posting, memberId);
      if (replay) return replay;
      throw error;
    }
    try {
      const posted = await this.post(posting, memberId);
      if (posted.duplicate) await reservation.release();
      return posted;
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }

  /**
   * Post, and answer a replay whose only difference is the catalogue's category (the operator
   * re-categorised the game since, review #12) as the replay it is.
   */
  private async post(posting: PostingRequest, memberId: number): Promise<Posted> {
    try {
      const result = await this.ledger.post(posting);
      return {
        balance: mainBalance(result, memberId),
        duplicate: !result.created,
        metadata: posting.metadata ?? {},
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'IDEMPOTENCY_CONFLICT') throw error;
      const replay = await this.replay(posting, memberId);
      if (!replay) throw error;
      return replay;
    }
  }

  /**
   * The posting stored under `posting`'s key answered as a replay (its first balance): the same
   * content as the ledger hashes it (kind, legs, metadata), the category taken from the stored
   * posting since it comes from the catalogue, not from the vendor. Other content →
   * IDEMPOTENCY_CONFLICT; nothing stored → undefined.
   */
  private async replay(posting: PostingRequest, memberId: number): Promise<Posted | undefined> {
    const stored = await findPosting(this.db, posting.brandId, posting.idempotencyKey);
    if (!stored) return undefined;
    const metadata = { ...posting.metadata, category: stored.metadata.category };
    if (requestHash({ ...posting, metadata }) !== stored.requestHash)
      throw new AppError('IDEMPOTENCY_CONFLICT', 'txId reused with other content');
    const balance = stored.balanceAfter ?? (await this.ledger.balance(memberId)).main;
    return { balance, duplicate: true, metadata: stored.metadata };
  }

  private metadata(
    request: { vendor: string; gameCode: string; roundId: string; txId: string },
    category: string,
  ): Record<string, string> {
    return {
      vendor: request.vendor,
      category,
      gameCode: request.gameCode,
      roundId: request.roundId,
      source: 'SEAMLESS',
      txId: request.txId,
    };
  }

  /** The member's own round (review #1: a table's round id is shared by every seat). */
  private roundKey(
    brandId: number,
    request: { vendor: string; roundId: string },
    memberId: number,
  ): RoundKey {
    return { brandId, vendor: request.vendor, roundId: request.roundId, memberId };
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
}

/** What a bet or win answers: its balance and whether it was a replay; its stored metadata. */
interface Posted {
  balance: bigint;
  duplicate: boolean;
  metadata: Record<string, unknown>;
}

/** A rollback names a bet of its own member, vendor and round (review #1, #3), else BAD_REQUEST. */
function requireRolledBackBet(bet: BetPosting, request: VendorRollbackRequest, memberId: number) {
  if (bet.memberId !== memberId) throw new AppError('BAD_REQUEST', 'bet of another member');
  if (bet.metadata.vendor !== request.vendor || bet.metadata.roundId !== request.roundId)
    throw new AppError('BAD_REQUEST', 'bet of another round');
}
