import { and, eq, inArray } from 'drizzle-orm';
import type { LedgerService } from '../../features/ledger/ledger.service.ts';
import type { Db } from '../client.ts';
import { members } from '../schema/members.ts';

/** Demo play money in minor units (RM 1,000.00 and RM 5,000.00 at scale 2). */
const DEMO_WELCOME: Readonly<Record<string, bigint>> = {
  demo: 100_000n,
  demoagent: 500_000n,
};

/**
 * Demo balances, so the header shows a figure in development. Money moves only through the
 * ledger (decision 011): one DEPOSIT from the house PAYMENTS account per account, keyed
 * `seed:<account>:welcome`, so a second run (every start) posts nothing again, and money the
 * demo player has spent since is never topped up.
 */
export async function seedWallets(db: Db, ledger: LedgerService, brandId: number): Promise<void> {
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.account, Object.keys(DEMO_WELCOME))));
  await Promise.all(
    rows.flatMap(({ id, account }) => {
      const amount = DEMO_WELCOME[account];
      if (!amount) return [];
      return ledger.post({
        brandId,
        idempotencyKey: `seed:${account}:welcome`,
        kind: 'DEPOSIT',
        legs: [
          { account: { house: 'PAYMENTS' }, amount: -amount },
          { account: { memberId: id, kind: 'MAIN' }, amount },
        ],
        metadata: { source: 'demo-seed' },
      });
    }),
  );
}
