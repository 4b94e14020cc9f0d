import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { members } from '../schema/members.ts';

/** Published demo password: demo accounts are never seeded in production (config.ts). */
export const DEMO_PASSWORD = 'Demo!2026';

interface DemoAccount {
  account: string;
  nickname: string;
  type: number;
  parent: string | null;
}

/** Parents before children. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'demo', nickname: 'Demo Player', type: 0, parent: null },
  { account: 'demoagent', nickname: 'Demo Agent', type: 1, parent: null },
  { account: 'demo2', nickname: 'Demo Player 2', type: 0, parent: 'demoagent' },
  { account: 'demosub', nickname: 'Demo Sub-agent', type: 2, parent: 'demoagent' },
];

/** Inserts only the missing accounts, so argon2 runs only for those (never on every start). */
export async function seedMembers(db: Db, brandId: number): Promise<void> {
  const existing = await accountIds(db, brandId);
  for (const demo of DEMO_ACCOUNTS) {
    if (existing.has(demo.account)) continue;
    const parentId = demo.parent ? existing.get(demo.parent) : undefined;
    const [row] = await db
      .insert(members)
      .values({
        brandId,
        account: demo.account,
        nickname: demo.nickname,
        type: demo.type,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        passwordSetBy: 'SELF',
        parentId: parentId ?? null,
        language: 'MY',
      })
      .onConflictDoNothing({ target: [members.brandId, members.account] })
      .returning({ id: members.id });
    if (!row) continue;
    // path = ancestors + self, e.g. '/2/4/': a downline is a prefix query.
    await db
      .update(members)
      .set({
        path: sql`coalesce((select p.path from ${members} p where p.id = ${parentId ?? null}), '/') || ${row.id}::text || '/'`,
      })
      .where(eq(members.id, row.id));
    existing.set(demo.account, row.id);
  }
}

async function accountIds(db: Db, brandId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        inArray(
          members.account,
          DEMO_ACCOUNTS.map((a) => a.account),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.account, r.id]));
}
