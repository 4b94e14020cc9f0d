import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountRef, HouseAccount, Leg, PostingRequest } from './ledger.model.ts';

/** The seeded brand's id. */
export async function brandIdOf(db: Db): Promise<number> {
  const result = (await db.execute(sql`select id from brands order by id limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('no brand seeded');
  return Number(row.id);
}

/** n fresh members of the brand (minimal rows; the ledger only needs the id and brand). */
export async function createMembers(db: Db, brandId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const account = `ledger${randomBytes(5).toString('hex')}`;
    const result = (await db.execute(sql`
      insert into members (brand_id, account, nickname, password_hash)
      values (${brandId}, ${account}, ${account}, 'x') returning id`)) as unknown as {
      rows: { id: string | number }[];
    };
    ids.push(Number(result.rows[0]?.id));
  }
  return ids;
}

export const main = (memberId: number): AccountRef => ({ memberId, kind: 'MAIN' });
export const held = (memberId: number): AccountRef => ({ memberId, kind: 'HELD' });
export const vendor = (memberId: number, code: string): AccountRef => ({
  memberId,
  kind: 'VENDOR',
  vendor: code,
});
export const house = (name: HouseAccount): AccountRef => ({ house: name });

/** A two-leg posting moving `amount` from one account to another. */
export function move(
  brandId: number,
  idempotencyKey: string,
  kind: string,
  from: AccountRef,
  to: AccountRef,
  amount: bigint,
  metadata?: Record<string, unknown>,
): PostingRequest {
  const legs: Leg[] = [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
  return { brandId, idempotencyKey, kind, legs, metadata };
}

/** Settle every promise; count fulfilled and rejections by error code. */
export async function settleAll<T>(promises: Promise<T>[]) {
  const settled = await Promise.allSettled(promises);
  const ok = settled.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const codes: Record<string, number> = {};
  for (const s of settled)
    if (s.status === 'rejected') {
      const code = (s.reason as { code?: string }).code ?? String(s.reason);
      codes[code] = (codes[code] ?? 0) + 1;
    }
  return { ok, codes };
}
