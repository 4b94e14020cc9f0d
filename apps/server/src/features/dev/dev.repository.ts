import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/security.ts';

export const OUTBOX_PAGE_SIZE = 20;

/** What the development providers "sent" to one destination, newest first. */
export function listOutbox(db: Db, destination: string) {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      destination: outboxMessages.destination,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.destination, destination))
    .orderBy(desc(outboxMessages.id))
    .limit(OUTBOX_PAGE_SIZE);
}
