import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPayOrders } from '../../db/schema/sandbox.ts';

/** The sandbox gateway's own table: it shares nothing else with the merchant (us). */
export type SandboxOrder = typeof sandboxPayOrders.$inferSelect;

export async function insertOrder(
  db: Db,
  values: typeof sandboxPayOrders.$inferInsert,
): Promise<SandboxOrder | undefined> {
  const [row] = await db
    .insert(sandboxPayOrders)
    .values(values)
    .onConflictDoNothing({ target: sandboxPayOrders.merchantReference })
    .returning();
  return row;
}

export async function findOrder(
  db: Db,
  by: { txId: string } | { merchantReference: string },
): Promise<SandboxOrder | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayOrders)
    .where(
      'txId' in by
        ? eq(sandboxPayOrders.txId, by.txId)
        : eq(sandboxPayOrders.merchantReference, by.merchantReference),
    );
  return row;
}

/** CREATED → PAID or FAILED, once. */
export async function settleOrder(
  db: Db,
  txId: string,
  status: 'PAID' | 'FAILED',
): Promise<SandboxOrder | undefined> {
  const [row] = await db
    .update(sandboxPayOrders)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(sandboxPayOrders.txId, txId), eq(sandboxPayOrders.status, 'CREATED')))
    .returning();
  return row;
}
