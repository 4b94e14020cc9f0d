import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxVendorTransfers, sandboxVendorWallets } from '../../db/schema/sandbox.ts';

/** The sandbox vendor's own bookkeeping: its tables only (it stands in for another company). */
export interface SandboxTransferInput {
  vendor: string;
  player: string;
  txId: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
}

/**
 * Apply a transfer once per (vendor, txId): a repeat returns the first outcome. The log row is
 * inserted first, so a concurrent repeat waits on the unique key and then finds it. OUT is
 * refused (FAILED) when the player's vendor balance is short.
 */
export async function applyTransfer(
  db: Db,
  input: SandboxTransferInput,
): Promise<{ status: 'SUCCESS' | 'FAILED'; balance: bigint }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(sandboxVendorTransfers)
      .values({ ...input, status: 'SUCCESS' })
      .onConflictDoNothing()
      .returning({ id: sandboxVendorTransfers.id });
    if (!inserted) {
      const [first] = await tx
        .select({ status: sandboxVendorTransfers.status })
        .from(sandboxVendorTransfers)
        .where(
          and(
            eq(sandboxVendorTransfers.vendor, input.vendor),
            eq(sandboxVendorTransfers.txId, input.txId),
          ),
        );
      return { status: first?.status ?? 'FAILED', balance: await balanceIn(tx, input) };
    }
    await tx
      .insert(sandboxVendorWallets)
      .values({ vendor: input.vendor, player: input.player, balance: 0n })
      .onConflictDoNothing();
    const delta = input.direction === 'IN' ? input.amount : -input.amount;
    const [moved] = await tx
      .update(sandboxVendorWallets)
      .set({ balance: sql`${sandboxVendorWallets.balance} + ${delta}` })
      .where(
        and(
          eq(sandboxVendorWallets.vendor, input.vendor),
          eq(sandboxVendorWallets.player, input.player),
          sql`${sandboxVendorWallets.balance} + ${delta} >= 0`,
        ),
      )
      .returning({ balance: sandboxVendorWallets.balance });
    if (moved) return { status: 'SUCCESS' as const, balance: moved.balance };
    await tx
      .update(sandboxVendorTransfers)
      .set({ status: 'FAILED' })
      .where(eq(sandboxVendorTransfers.id, inserted.id));
    return { status: 'FAILED' as const, balance: await balanceIn(tx, input) };
  });
}

type Executor = Pick<Db, 'select'>;

async function balanceIn(db: Executor, key: { vendor: string; player: string }): Promise<bigint> {
  const [row] = await db
    .select({ balance: sandboxVendorWallets.balance })
    .from(sandboxVendorWallets)
    .where(
      and(eq(sandboxVendorWallets.vendor, key.vendor), eq(sandboxVendorWallets.player, key.player)),
    );
  return row?.balance ?? 0n;
}

export function vendorBalance(db: Db, key: { vendor: string; player: string }): Promise<bigint> {
  return balanceIn(db, key);
}

export async function transferStatus(
  db: Db,
  key: { vendor: string; txId: string },
): Promise<'SUCCESS' | 'FAILED' | 'NOT_FOUND'> {
  const [row] = await db
    .select({ status: sandboxVendorTransfers.status })
    .from(sandboxVendorTransfers)
    .where(
      and(eq(sandboxVendorTransfers.vendor, key.vendor), eq(sandboxVendorTransfers.txId, key.txId)),
    );
  return row?.status ?? 'NOT_FOUND';
}
