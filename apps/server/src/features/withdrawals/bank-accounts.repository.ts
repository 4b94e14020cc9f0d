import { MAX_BANK_ACCOUNTS } from '@nova/contracts/api/withdrawals';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { memberBankAccounts } from '../../db/schema/withdrawals.ts';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

/** What the money rules need to know about a member (real name, payment password, type). */
export async function findMoneyProfile(db: Db, memberId: number) {
  const [row] = await db
    .select({
      brandId: members.brandId,
      account: members.account,
      type: members.type,
      realName: members.realName,
      paymentPasswordHash: members.paymentPasswordHash,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export function listBankAccounts(db: Db, memberId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(asc(memberBankAccounts.id));
}

export async function findBankAccount(
  db: Db,
  memberId: number,
  id: number,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.id, id), eq(memberBankAccounts.memberId, memberId)));
  return row;
}

export type BindOutcome = { row: BankAccountRow } | { refused: 'LIMIT' | 'DUPLICATE' };

/**
 * Insert under a lock of the member row, so two binds at once cannot pass the limit of
 * MAX_BANK_ACCOUNTS together; a duplicate number is refused by the unique key.
 */
export function insertBankAccount(
  db: Db,
  values: typeof memberBankAccounts.$inferInsert,
): Promise<BindOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from members where id = ${values.memberId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, values.memberId));
    if ((count?.n ?? 0) >= MAX_BANK_ACCOUNTS) return { refused: 'LIMIT' } as const;
    const [row] = await tx
      .insert(memberBankAccounts)
      .values(values)
      .onConflictDoNothing({
        target: [
          memberBankAccounts.memberId,
          memberBankAccounts.bankCode,
          memberBankAccounts.accountNumber,
        ],
      })
      .returning();
    return row ? { row } : ({ refused: 'DUPLICATE' } as const);
  });
}

/** A member of the brand by login account (the operator names members by account). */
export async function findMemberByAccount(db: Db, brandId: number, account: string) {
  const [row] = await db
    .select({ id: members.id, type: members.type })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, account)));
  return row;
}
