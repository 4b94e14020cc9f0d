import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { memberIdColumn, members } from './members.ts';

/**
 * Operators' notes on a member (issue 13, member profile). Append-only: triggers refuse UPDATE,
 * DELETE and TRUNCATE (migration 0022), as for the audit log, so a note stays as written and
 * by whom. The member and brand are one foreign key on the member's row: a note is always in
 * its member's brand.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    brandId: integer('brand_id').notNull(),
    /** The operator or service account that wrote it (its proven name). */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The profile lists a member's notes newest first, in keyset pages.
    index('member_notes_member').on(t.memberId, t.id),
    foreignKey({
      name: 'member_notes_member_brand',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }),
    check('member_notes_text', sql`length(${t.text}) between 1 and 2000`),
    check('member_notes_author', sql`length(${t.author}) between 1 and 64`),
  ],
);

/** Operators' tags on a member; the member search finds them with `#tag`. */
export const memberTags = pgTable(
  'member_tags',
  {
    memberId: memberIdColumn(),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_tags_pkey', columns: [t.memberId, t.tag] }),
    // Search by tag, newest member first.
    index('member_tags_tag').on(t.tag, t.memberId),
    check('member_tags_tag_format', sql`${t.tag} ~ '^[a-z0-9][a-z0-9-]{0,31}$'`),
  ],
);
