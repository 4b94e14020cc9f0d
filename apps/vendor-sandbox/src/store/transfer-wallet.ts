import type { SandboxDb, Sql } from './db.ts';

/**
 * The vendor-side wallets of transfer-mode vendors: one balance per (merchant, vendor, player),
 * moved by the merchant's transfers and by the rounds the player plays with it.
 */
export interface TransferInput {
  merchant: string;
  vendor: string;
  player: string;
  txId: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
}
export type TransferResult = { status: 'SUCCESS' | 'FAILED'; balance: bigint };
type WalletKey = { merchant: string; vendor: string; player: string };

/**
 * Apply a transfer once per (merchant, vendor, txId): a repeat answers the first outcome. The
 * log row is inserted first, so a concurrent repeat finds it; an OUT larger than the balance
 * is refused (FAILED) and stays refused.
 */
export function applyTransfer(db: SandboxDb, input: TransferInput): Promise<TransferResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into transfer_log (merchant, vendor, tx_id, player, direction, amount, status)
       values ($1, $2, $3, $4, $5, $6, 'SUCCESS') on conflict do nothing returning tx_id`,
      [
        input.merchant,
        input.vendor,
        input.txId,
        input.player,
        input.direction,
        input.amount.toString(),
      ],
    );
    if (inserted.rows.length === 0) {
      const status = await transferStatus(tx, input);
      return {
        status: status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
        balance: await walletBalance(tx, input),
      };
    }
    const delta = input.direction === 'IN' ? input.amount : -input.amount;
    const moved = await moveWallet(tx, input, delta);
    if (moved !== null) return { status: 'SUCCESS', balance: moved };
    await tx.query(
      `update transfer_log set status = 'FAILED' where merchant = $1 and vendor = $2 and tx_id = $3`,
      [input.merchant, input.vendor, input.txId],
    );
    return { status: 'FAILED', balance: await walletBalance(tx, input) };
  });
}

/** Add delta (negative: take) unless the balance would go below zero; null when refused. */
export async function moveWallet(db: Sql, key: WalletKey, delta: bigint): Promise<bigint | null> {
  await db.query(
    `insert into transfer_wallets (merchant, vendor, player) values ($1, $2, $3)
     on conflict do nothing`,
    [key.merchant, key.vendor, key.player],
  );
  const { rows } = await db.query<{ balance: string }>(
    `update transfer_wallets set balance = balance + $4::bigint
     where merchant = $1 and vendor = $2 and player = $3 and balance + $4::bigint >= 0
     returning balance::text`,
    [key.merchant, key.vendor, key.player, delta.toString()],
  );
  return rows[0] ? BigInt(rows[0].balance) : null;
}

export async function walletBalance(db: Sql, key: WalletKey): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>(
    `select balance::text from transfer_wallets where merchant = $1 and vendor = $2 and player = $3`,
    [key.merchant, key.vendor, key.player],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

export async function transferStatus(
  db: Sql,
  key: { merchant: string; vendor: string; txId: string },
): Promise<'SUCCESS' | 'FAILED' | 'NOT_FOUND'> {
  const { rows } = await db.query<{ status: 'SUCCESS' | 'FAILED' }>(
    'select status from transfer_log where merchant = $1 and vendor = $2 and tx_id = $3',
    [key.merchant, key.vendor, key.txId],
  );
  return rows[0]?.status ?? 'NOT_FOUND';
}
