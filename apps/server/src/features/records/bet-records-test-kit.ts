import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Leg } from '../ledger/ledger.model.ts';
import { house, main } from '../ledger/ledger-test-kit.ts';

/**
 * Game postings exactly as the game features write them (common ledger conventions of issue
 * 5): kinds, idempotency keys, legs and metadata { vendor, category, gameCode, roundId, source }
 * plus txId for vendor postings.
 */
export interface RoundRef {
  vendor: string;
  category: string;
  gameCode: string;
  roundId: string;
  source: 'SEAMLESS' | 'INHOUSE' | 'CRASH';
}

export function gamePostings(app: FastifyInstance, brandId: number, memberId: number) {
  const meta = (round: RoundRef, txId?: string) => ({
    vendor: round.vendor,
    category: round.category,
    gameCode: round.gameCode,
    roundId: round.roundId,
    source: round.source,
    ...(txId ? { txId } : {}),
  });
  const post = (idempotencyKey: string, kind: string, legs: Leg[], metadata: object) =>
    app.ledger.post({ brandId, idempotencyKey, kind, legs, metadata: { ...metadata } });
  const keyOf = (round: RoundRef, what: string) =>
    round.source === 'SEAMLESS'
      ? `vendor:${round.vendor}:${what}`
      : `${round.source === 'CRASH' ? 'crash' : 'inhouse'}:${round.roundId}:${what}`;
  return {
    /** A bet; in-house bets send `contribution` to the jackpot. */
    bet(round: RoundRef, stake: bigint, txId = `b-${round.roundId}`, contribution = 0n) {
      const legs: Leg[] = [
        { account: main(memberId), amount: -stake },
        { account: house('BETS'), amount: stake - contribution },
      ];
      if (contribution > 0n) legs.push({ account: house('JACKPOT'), amount: contribution });
      const key =
        round.source === 'SEAMLESS' ? `vendor:${round.vendor}:${txId}` : keyOf(round, 'bet');
      return post(key, 'BET', legs, meta(round, round.source === 'SEAMLESS' ? txId : undefined));
    },
    win(round: RoundRef, payout: bigint, txId = `w-${round.roundId}`) {
      const legs: Leg[] = [
        { account: house('BETS'), amount: -payout },
        { account: main(memberId), amount: payout },
      ];
      const key =
        round.source === 'SEAMLESS' ? `vendor:${round.vendor}:${txId}` : keyOf(round, 'win');
      return post(key, 'WIN', legs, meta(round, round.source === 'SEAMLESS' ? txId : undefined));
    },
    refund(round: RoundRef, stake: bigint, betTxId = `b-${round.roundId}`) {
      const legs: Leg[] = [
        { account: house('BETS'), amount: -stake },
        { account: main(memberId), amount: stake },
      ];
      return post(
        `vendor:${round.vendor}:${betTxId}:refund`,
        'BET_REFUND',
        legs,
        meta(round, betTxId),
      );
    },
    jackpot(round: RoundRef, pool: bigint) {
      const legs: Leg[] = [
        { account: house('JACKPOT'), amount: -pool },
        { account: main(memberId), amount: pool },
      ];
      return post(`jackpot:${round.roundId}`, 'JACKPOT_WIN', legs, meta(round));
    },
  };
}

async function one<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await app.db.execute(query)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (!row) throw new Error('bet records test: no row');
  return row;
}

/** An in-house round row (status OPEN or SETTLED) of the member; returns its id as text. */
export async function inhouseRound(
  app: FastifyInstance,
  brandId: number,
  memberId: number,
  status: 'OPEN' | 'SETTLED',
): Promise<string> {
  const seed = await one<{ id: number }>(
    app,
    sql`insert into fair_seeds (brand_id, member_id, server_seed, server_seed_hash, client_seed,
                                status)
        values (${brandId}, ${memberId}, 'aa', md5(random()::text), 'c', 'REVEALED') returning id`,
  );
  const round = await one<{ id: number }>(
    app,
    sql`insert into inhouse_rounds (brand_id, member_id, game, game_code, request_id, seed_id,
                                    nonce, client_seed, server_seed_hash, stake, status, settled_at)
        values (${brandId}, ${memberId}, 'DICE', 'INHOUSE-RNG-002', md5(random()::text), ${seed.id},
                0, 'c', 'h', 100, ${status}, ${status === 'SETTLED' ? sql`now()` : sql`null`})
        returning id`,
  );
  return String(round.id);
}

/** A crash round with the member's bet in the given status; returns the round id as text. */
export async function crashRound(
  app: FastifyInstance,
  brandId: number,
  memberId: number,
  status: 'PLACED' | 'LOST',
): Promise<string> {
  const chain = await one<{ id: number }>(
    app,
    sql`insert into crash_chains (brand_id, seed, length, terminal_hash, salt)
        values (${brandId}, 's', 10, md5(random()::text), 'salt') returning id`,
  );
  const round = await one<{ id: number }>(
    app,
    sql`insert into crash_rounds (brand_id, chain_id, chain_index, hash, crash_point, status,
                                  betting_ends_at)
        values (${brandId}, ${chain.id}, 0, encode(sha256(gen_random_uuid()::text::bytea), 'hex'),
                150, ${status === 'PLACED' ? 'RUNNING' : 'CRASHED'}, now()) returning id`,
  );
  await app.db.execute(sql`
    insert into crash_bets (brand_id, member_id, round_id, stake, status, settled_at)
    values (${brandId}, ${memberId}, ${round.id}, 100, ${status},
            ${status === 'PLACED' ? sql`null` : sql`now()`})`);
  return String(round.id);
}

/** A transfer-mode vendor's bet as the bet feed stores it (vendor_bet_records). */
export async function feedBet(
  app: FastifyInstance,
  brandId: number,
  memberId: number,
  bet: { vendor: string; betId: string; stake: bigint; payout: bigint; status: string },
): Promise<void> {
  await app.db.execute(sql`
    insert into vendor_bet_records (brand_id, member_id, vendor, category, game_code, bet_id,
                                    round_id, stake, payout, status, placed_at, settled_at)
    values (${brandId}, ${memberId}, ${bet.vendor}, 'LIVE', ${`${bet.vendor}-LIVE-001`},
            ${bet.betId}, ${bet.betId}, ${bet.stake.toString()}, ${bet.payout.toString()},
            ${bet.status}, now(), case when ${bet.status} = 'OPEN' then null else now() end)`);
}

/** How a seamless round closed, as the vendor wallet records it (win/end-round or rollback). */
export async function vendorRound(
  app: FastifyInstance,
  brandId: number,
  memberId: number,
  round: { vendor: string; roundId: string; status: 'SETTLED' | 'ROLLED_BACK' },
): Promise<void> {
  await app.db.execute(sql`
    insert into vendor_rounds (brand_id, vendor, round_id, member_id, status)
    values (${brandId}, ${round.vendor}, ${round.roundId}, ${memberId}, ${round.status})`);
}
