import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

export async function updateMemberLanguage(db: Db, memberId: number, language: string) {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}
