import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { members } from '../schema/members.ts';

const other = alias(members, 'other');

/** Published demo password: demo accounts are never seeded in production (config.ts). */
export const DEMO_PASSWORD = 'Demo!2026';

/** Bound contact details and invitation codes of a demo account (issue 3 "Accounts"). */
interface DemoDetails {
  inviteCode?: string;
  mobile?: { dialingCode: string; num: string };
  email?: string;
  realName?: string;
}

interface DemoAccount extends DemoDetails {
  account: string;
  nickname: string;
  type: number;
  parent: string | null;
}

/** Parents before children. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'demo',
    nickname: 'Demo Player',
    type: 0,
    parent: null,
    mobile: { dialingCode: '+60', num: '123456789' },
    email: 'demo@nova.localhost',
    realName: 'Demo Player',
  },
  { account: 'demoagent', nickname: 'Demo Agent', type: 1, parent: null, inviteCode: 'DEMO88' },
  { account: 'demo2', nickname: 'Demo Player 2', type: 0, parent: 'demoagent' },
  {
    account: 'demosub',
    nickname: 'Demo Sub-agent',
    type: 2,
    parent: 'demoagent',
    inviteCode: 'SUB888',
  },
  // The sub-agent's own team (issue 15): their play gives the agent pages real figures.
  { account: 'demo3', nickname: 'Demo Player 3', type: 0, parent: 'demosub' },
  { account: 'demo4', nickname: 'Demo Player 4', type: 0, parent: 'demosub' },
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
  for (const demo of DEMO_ACCOUNTS) {
    const id = existing.get(demo.account);
    if (id !== undefined) await fillDetails(db, id, demo);
  }
}

/**
 * Fill the demo details where they are still empty: data directories seeded before these
 * columns existed get them too, and whatever an operator or the player changed since stays.
 * A value another account already holds (unique per brand) is left out rather than failing.
 */
async function fillDetails(db: Db, id: number, demo: DemoDetails): Promise<void> {
  const at = sql`${members.createdAt}`;
  if (demo.inviteCode) {
    await db
      .update(members)
      .set({ inviteCode: demo.inviteCode })
      .where(
        and(
          eq(members.id, id),
          isNull(members.inviteCode),
          notExists(
            db
              .select({ id: other.id })
              .from(other)
              .where(
                and(eq(other.brandId, members.brandId), eq(other.inviteCode, demo.inviteCode)),
              ),
          ),
        ),
      );
  }
  if (demo.mobile) {
    const { dialingCode, num } = demo.mobile;
    await db
      .update(members)
      .set({ mobileDialingCode: dialingCode, mobileNum: num, mobileVerifiedAt: at })
      .where(
        and(
          eq(members.id, id),
          isNull(members.mobileNum),
          notExists(
            db
              .select({ id: other.id })
              .from(other)
              .where(
                and(
                  eq(other.brandId, members.brandId),
                  eq(other.mobileDialingCode, dialingCode),
                  eq(other.mobileNum, num),
                ),
              ),
          ),
        ),
      );
  }
  if (demo.email) {
    await db
      .update(members)
      .set({ email: demo.email, emailVerifiedAt: at })
      .where(and(eq(members.id, id), isNull(members.email)));
  }
  if (demo.realName) {
    await db
      .update(members)
      .set({ realName: demo.realName })
      .where(and(eq(members.id, id), isNull(members.realName)));
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
