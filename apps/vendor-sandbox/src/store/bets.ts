import type { SandboxDb, Sql } from './db.ts';
import { moveWallet } from './transfer-wallet.ts';

/**
 * Bets of transfer-mode vendors, paid from the vendor-side wallet and published in the bet
 * feed (POST /api/bets). Every insert or update takes the next feed sequence number, so a bet
 * settled later appears again after a cursor that had already passed it.
 */
export interface BetRow {
  betId: string;
  roundId: string;
  player: string;
  gameCode: string;
  category: string;
  stake: string;
  payout: string;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  placedAt: string;
  settledAt: string | null;
}

export interface NewBet {
  merchant: string;
  vendor: string;
  betId: string;
  roundId: string;
  player: string;
  gameCode: string;
  category: string;
  stake: bigint;
}

/** Take the stake and record the bet, or null (nothing recorded) when the wallet is short. */
export function placeTransferBet(db: SandboxDb, bet: NewBet): Promise<bigint | null> {
  return db.transaction(async (tx) => {
    const balance = await moveWallet(tx, bet, -bet.stake);
    if (balance === null) return null;
    await tx.query(
      `insert into bets (bet_id, merchant, vendor, round_id, player, game_code, category, stake, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'OPEN')`,
      [
        bet.betId,
        bet.merchant,
        bet.vendor,
        bet.roundId,
        bet.player,
        bet.gameCode,
        bet.category,
        bet.stake.toString(),
      ],
    );
    return balance;
  });
}

/** Settle an OPEN bet once: pay `payout` into the wallet. Returns the balance, null if not open. */
export function settleTransferBet(
  db: SandboxDb,
  key: { merchant: string; betId: string },
  payout: bigint,
): Promise<bigint | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ vendor: string; player: string }>(
      `update bets set status = 'SETTLED', payout = $3, settled_at = now(),
         feed_seq = nextval('bet_feed_seq')
       where merchant = $1 and bet_id = $2 and status = 'OPEN' returning vendor, player`,
      [key.merchant, key.betId, payout.toString()],
    );
    const row = rows[0];
    if (!row) return null;
    return moveWallet(
      tx,
      { merchant: key.merchant, vendor: row.vendor, player: row.player },
      payout,
    );
  });
}

export async function openBet(
  db: Sql,
  key: { merchant: string; betId: string },
): Promise<{ stake: bigint } | undefined> {
  const { rows } = await db.query<{ stake: string }>(
    `select stake::text from bets where merchant = $1 and bet_id = $2 and status = 'OPEN'`,
    [key.merchant, key.betId],
  );
  return rows[0] ? { stake: BigInt(rows[0].stake) } : undefined;
}

/** The feed: bets changed after `cursor`, oldest change first, and the cursor to pass next. */
export async function betFeed(
  db: Sql,
  query: { merchant: string; vendor: string; cursor?: string | undefined; limit: number },
): Promise<{ bets: BetRow[]; cursor: string }> {
  const after = decodeCursor(query.cursor);
  const { rows } = await db.query<{
    bet_id: string;
    round_id: string;
    player: string;
    game_code: string;
    category: string;
    stake: string;
    payout: string;
    status: BetRow['status'];
    placed_at: Date;
    settled_at: Date | null;
    feed_seq: string;
  }>(
    `select bet_id, round_id, player, game_code, category, stake::text, payout::text, status,
       placed_at, settled_at, feed_seq::text
     from bets where merchant = $1 and vendor = $2 and feed_seq > $3::bigint
     order by feed_seq limit $4`,
    [query.merchant, query.vendor, after.toString(), query.limit],
  );
  const last = rows.at(-1);
  return {
    bets: rows.map((r) => ({
      betId: r.bet_id,
      roundId: r.round_id,
      player: r.player,
      gameCode: r.game_code,
      category: r.category,
      stake: r.stake,
      payout: r.payout,
      status: r.status,
      placedAt: new Date(r.placed_at).toISOString(),
      settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    })),
    cursor: encodeCursor(last ? BigInt(last.feed_seq) : after),
  };
}

/** Opaque to the merchant: base64url of the last feed sequence number it has seen. */
function encodeCursor(seq: bigint): string {
  return Buffer.from(`f:${seq}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): bigint {
  if (!cursor) return 0n;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return /^f:\d{1,19}$/u.test(text) ? BigInt(text.slice(2)) : 0n;
}
