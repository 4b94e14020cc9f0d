import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/captchas.ts';

export interface NewCaptcha {
  id: string;
  clientBinding: string;
  answerHash: string;
  expiresAt: Date;
}

/** One live captcha per client: a refresh replaces the previous one. */
export async function saveCaptcha(db: Db, captcha: NewCaptcha): Promise<void> {
  await db
    .insert(captchas)
    .values(captcha)
    .onConflictDoUpdate({
      target: captchas.clientBinding,
      set: {
        id: captcha.id,
        answerHash: captcha.answerHash,
        expiresAt: captcha.expiresAt,
        createdAt: new Date(),
        usedAt: null,
      },
    });
}

/**
 * Use the client's captcha: one guarded UPDATE, so two concurrent checks cannot both get it.
 * Returns it only if it was unused and unexpired.
 */
export async function consumeCaptcha(db: Db, clientBinding: string, now: Date) {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.clientBinding, clientBinding),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning({ id: captchas.id, answerHash: captchas.answerHash });
  return row;
}
