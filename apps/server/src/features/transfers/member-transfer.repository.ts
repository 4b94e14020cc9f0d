import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

const columns = {
  id: members.id,
  brandId: members.brandId,
  account: members.account,
  nickname: members.nickname,
  type: members.type,
  status: members.status,
  parentId: members.parentId,
  paymentPasswordHash: members.paymentPasswordHash,
};

export type TransferParty = {
  id: number;
  brandId: number;
  account: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  parentId: number | null;
  paymentPasswordHash: string | null;
};

export async function findParty(db: Db, id: number): Promise<TransferParty | undefined> {
  const [row] = await db.select(columns).from(members).where(eq(members.id, id));
  return row;
}

/**
 * `account` when it is in `agentId`'s downline at any depth (its `path` lists the agent among
 * its ancestors), else undefined: a sibling's or a stranger's account is never revealed
 * (SECURITY.md 15).
 */
export async function findDownline(
  db: Db,
  brandId: number,
  agentId: number,
  account: string,
): Promise<TransferParty | undefined> {
  const [row] = await db
    .select(columns)
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.account, account.toLowerCase()),
        like(members.path, `%/${agentId}/%`),
      ),
    );
  return row;
}
