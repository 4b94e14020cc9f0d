import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberOwnedColumns } from './members.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type KycDocumentKindColumn = 'IDENTITY' | 'ADDRESS';
export type KycDocumentStatusColumn = 'PENDING' | 'APPROVED' | 'REJECTED';
export type KycMimeColumn = 'image/png' | 'image/jpeg' | 'application/pdf';

/**
 * Identity and address documents a member uploads for verification (issue 14; the kyc feature
 * owns this table). Like proof uploads, the files live in the database, never on a path a browser
 * could reach: checked by content (images re-encoded without metadata, pdfs without active
 * content), at most 8 MB (KYC_MAX_BYTES), served only to their owner and to operators.
 *
 * A document is decided once: PENDING until an operator approves or rejects it, then reviewed_at
 * and reviewed_by (the proven operator or service account's name, as withdrawals' decided_by: a
 * review may come from a service account, whose id lives in another table) are set; a rejection
 * carries the reason the player sees.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    ...memberOwnedColumns(),
    kind: text('kind').$type<KycDocumentKindColumn>().notNull(),
    status: text('status').$type<KycDocumentStatusColumn>().notNull().default('PENDING'),
    /** From the content, never from the client's Content-Type. */
    mime: text('mime').$type<KycMimeColumn>().notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    /** Why it was rejected (shown to the player); null unless REJECTED. */
    reason: text('reason'),
  },
  (t) => [
    index('kyc_documents_member').on(t.memberId, t.id),
    index('kyc_documents_queue').on(t.brandId, t.status, t.id),
    // A kind is uploaded again only after its latest document was rejected: at most one pending
    // or approved document per member and kind, held by the database against parallel uploads.
    uniqueIndex('kyc_documents_open').on(t.memberId, t.kind).where(sql`${t.status} <> 'REJECTED'`),
    check('kyc_documents_kind', sql`${t.kind} in ('IDENTITY', 'ADDRESS')`),
    check('kyc_documents_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('kyc_documents_mime', sql`${t.mime} in ('image/png', 'image/jpeg', 'application/pdf')`),
    check('kyc_documents_size', sql`${t.size} > 0 and ${t.size} <= 8388608`),
    check(
      'kyc_documents_review',
      sql`(${t.status} = 'PENDING') = (${t.reviewedAt} is null)
        and (${t.reviewedAt} is null) = (${t.reviewedBy} is null)
        and (${t.status} = 'REJECTED') = (${t.reason} is not null)`,
    ),
  ],
);
