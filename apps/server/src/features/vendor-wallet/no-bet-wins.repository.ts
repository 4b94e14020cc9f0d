import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RoundKey } from './vendor-wallet.repository.ts';

/** A seamless win that names no bet of ours, allowed by an open game session (decision 024). */
export interface NoBetWin {
  round: RoundKey;
  txId: string;
  gameSessionId: number;
  amount: bigint;
  now: Date;
}

/**
 * RECORDED: new, within the limit, its round settled; REPLAY: this txId was recorded before with
 * the same member, round and amount (counted once); CONFLICT: the txId was recorded with other
 * content; OVER_LIMIT: the member's no-bet wins since `since` plus this one pass `limit`;
 * ROLLED_BACK: its round was rolled back. Only RECORDED and REPLAY write anything.
 */
export type NoBetOutcome = 'RECORDED' | 'REPLAY' | 'CONFLICT' | 'OVER_LIMIT' | 'ROLLED_BACK';

class Refused extends Error {
  constructor(readonly outcome: NoBetOutcome) {
    super(outcome);
  }
}

type Rows<T> = { rows: T[] };

/**
 * Record a no-bet win and settle its round, in one transaction. The member's row is locked first
 * (FOR NO KEY UPDATE: it serialises this member's no-bet wins, so two of them cannot both pass the
 * limit, and never blocks the foreign-key checks of bets and rounds); then the txId's record, the
 * total since `since`, the round (SETTLED unless it was rolled back) and the record. A refusal rolls
 * the transaction back, so it writes nothing.
 */
export async function recordNoBetWin(
  db: Db,
  win: NoBetWin,
  limit: bigint,
  since: Date,
): Promise<NoBetOutcome> {
  const { round } = win;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select id from members where id = ${round.memberId} for no key update`);
      const earlier = (await tx.execute(sql`
        select member_id::text as member_id, round_id, amount::text as amount
          from vendor_no_bet_wins
         where brand_id = ${round.brandId} and vendor = ${round.vendor} and tx_id = ${win.txId}`)) as unknown as Rows<{
        member_id: string;
        round_id: string;
        amount: string;
      }>;
      const first = earlier.rows[0];
      if (first) {
        const same =
          Number(first.member_id) === round.memberId &&
          first.round_id === round.roundId &&
          BigInt(first.amount) === win.amount;
        if (!same) throw new Refused('CONFLICT');
      } else {
        const total = (await tx.execute(sql`
          select coalesce(sum(amount), 0)::text as total from vendor_no_bet_wins
           where member_id = ${round.memberId} and created_at > ${since.toISOString()}::timestamptz`)) as unknown as Rows<{
          total: string;
        }>;
        if (BigInt(total.rows[0]?.total ?? '0') + win.amount > limit)
          throw new Refused('OVER_LIMIT');
      }
      const settled = (await tx.execute(sql`
        insert into vendor_rounds (brand_id, vendor, round_id, member_id, status)
        values (${round.brandId}, ${round.vendor}, ${round.roundId}, ${round.memberId}, 'SETTLED')
        on conflict (brand_id, vendor, round_id, member_id)
          do update set updated_at = vendor_rounds.updated_at
        returning status`)) as unknown as Rows<{ status: string }>;
      if (settled.rows[0]?.status === 'ROLLED_BACK') throw new Refused('ROLLED_BACK');
      if (first) return 'REPLAY';
      await tx.execute(sql`
        insert into vendor_no_bet_wins
          (brand_id, member_id, vendor, tx_id, round_id, game_session_id, amount, created_at)
        values (${round.brandId}, ${round.memberId}, ${round.vendor}, ${win.txId}, ${round.roundId},
          ${win.gameSessionId}, ${win.amount.toString()}::bigint, ${win.now.toISOString()}::timestamptz)`);
      return 'RECORDED';
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
