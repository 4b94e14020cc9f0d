import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberOwnedColumns } from './members.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Proof images a member uploads (deposit transfer slips, withdrawal confirmations; spec §5
 * "Activity apply / proof", SECURITY.md 27): png or jpg checked by content, under 5 MB, with
 * metadata stripped before storage. Kept in the database (no file path that could execute)
 * and served only to their owner and to operators, with nosniff.
 */
export const uploads = pgTable(
  'uploads',
  {
    ...memberOwnedColumns(),
    /** image/png or image/jpeg, from the content, never from the client's header. */
    mime: text('mime').$type<'image/png' | 'image/jpeg'>().notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_member').on(t.memberId, t.id),
    check('uploads_mime', sql`${t.mime} in ('image/png', 'image/jpeg')`),
    check('uploads_size', sql`${t.size} > 0 and ${t.size} < 5242880`),
  ],
);
