import { and, asc, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type KycDocumentKindColumn,
  type KycDocumentStatusColumn,
  type KycMimeColumn,
  kycDocuments,
} from '../../db/schema/kyc.ts';
import { members } from '../../db/schema/members.ts';

/** A document without its bytes, with its member's account (the back office shows it). */
const DOCUMENT = {
  id: kycDocuments.id,
  brandId: kycDocuments.brandId,
  memberId: kycDocuments.memberId,
  account: members.account,
  kind: kycDocuments.kind,
  status: kycDocuments.status,
  mime: kycDocuments.mime,
  size: kycDocuments.size,
  uploadedAt: kycDocuments.uploadedAt,
  reviewedAt: kycDocuments.reviewedAt,
  reviewedBy: kycDocuments.reviewedBy,
  reason: kycDocuments.reason,
};

export interface DocumentRow {
  id: number;
  brandId: number;
  memberId: number;
  account: string;
  kind: KycDocumentKindColumn;
  status: KycDocumentStatusColumn;
  mime: KycMimeColumn;
  size: number;
  uploadedAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  reason: string | null;
}

export interface NewDocument {
  brandId: number;
  memberId: number;
  kind: KycDocumentKindColumn;
  mime: KycMimeColumn;
  sha256: string;
  data: Buffer;
  uploadedAt: Date;
}

/**
 * Insert a pending document; undefined when the member already has a pending or approved one of
 * this kind (the unique index kyc_documents_open, so parallel uploads cannot both land).
 */
export async function insertDocument(db: Db, doc: NewDocument): Promise<number | undefined> {
  const [row] = await db
    .insert(kycDocuments)
    .values({ ...doc, size: doc.data.length })
    .onConflictDoNothing()
    .returning({ id: kycDocuments.id });
  return row?.id;
}

export async function countUploadsSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.memberId, memberId), gte(kycDocuments.uploadedAt, since)));
  return row?.n ?? 0;
}

function documents(db: Db) {
  return db
    .select(DOCUMENT)
    .from(kycDocuments)
    .innerJoin(members, eq(members.id, kycDocuments.memberId));
}

/** Every document of the member, newest first (index kyc_documents_member). */
export function listMemberDocuments(db: Db, memberId: number): Promise<DocumentRow[]> {
  return documents(db).where(eq(kycDocuments.memberId, memberId)).orderBy(desc(kycDocuments.id));
}

/** One document (without its bytes), only if it is of this brand. */
export async function findDocument(
  db: Db,
  brandId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await documents(db).where(
    and(eq(kycDocuments.id, id), eq(kycDocuments.brandId, brandId)),
  );
  return row;
}

/**
 * One page of a status's queue (index kyc_documents_queue): PENDING oldest first (worked in
 * order of arrival), decided ones newest first; keyset on the id.
 */
export function listByStatus(
  db: Db,
  brandId: number,
  query: {
    status: KycDocumentStatusColumn;
    kind?: KycDocumentKindColumn | undefined;
    after?: number | undefined;
    limit: number;
  },
): Promise<DocumentRow[]> {
  const oldestFirst = query.status === 'PENDING';
  const conditions = [eq(kycDocuments.brandId, brandId), eq(kycDocuments.status, query.status)];
  if (query.kind) conditions.push(eq(kycDocuments.kind, query.kind));
  if (query.after !== undefined)
    conditions.push(
      oldestFirst ? gt(kycDocuments.id, query.after) : lt(kycDocuments.id, query.after),
    );
  return documents(db)
    .where(and(...conditions))
    .orderBy(oldestFirst ? asc(kycDocuments.id) : desc(kycDocuments.id))
    .limit(query.limit);
}

/** The bytes of a document: of this member (the owner) or of this brand (an operator). */
export async function findFile(
  db: Db,
  id: number,
  owner: { memberId: number } | { brandId: number },
): Promise<{ id: number; memberId: number; mime: KycMimeColumn; data: Buffer } | undefined> {
  const [row] = await db
    .select({
      id: kycDocuments.id,
      memberId: kycDocuments.memberId,
      mime: kycDocuments.mime,
      data: kycDocuments.data,
    })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.id, id),
        'memberId' in owner
          ? eq(kycDocuments.memberId, owner.memberId)
          : eq(kycDocuments.brandId, owner.brandId),
      ),
    );
  return row;
}

/**
 * Decide a pending document (a guarded update: of this brand, still PENDING); false when it was
 * not pending any more, so two operators deciding at once decide once.
 */
export async function decide(
  db: Db,
  brandId: number,
  id: number,
  decision: {
    status: 'APPROVED' | 'REJECTED';
    reviewedAt: Date;
    reviewedBy: string;
    reason: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(kycDocuments)
    .set(decision)
    .where(
      and(
        eq(kycDocuments.id, id),
        eq(kycDocuments.brandId, brandId),
        eq(kycDocuments.status, 'PENDING'),
      ),
    )
    .returning({ id: kycDocuments.id });
  return rows.length === 1;
}

/** The member's brand and account, only if the member is of this brand. */
export async function findMemberOfBrand(db: Db, brandId: number, memberId: number) {
  const [row] = await db
    .select({ id: members.id, brandId: members.brandId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.brandId, brandId)));
  return row;
}

/** The status of the member's latest document of each kind (at most one row per kind). */
export async function latestStatuses(
  db: Db,
  memberId: number,
): Promise<{ kind: KycDocumentKindColumn; status: KycDocumentStatusColumn }[]> {
  const result = (await db.execute(sql`
    select distinct on (kind) kind, status from ${kycDocuments}
    where member_id = ${memberId}
    order by kind, id desc`)) as unknown as {
    rows: { kind: KycDocumentKindColumn; status: KycDocumentStatusColumn }[];
  };
  return result.rows;
}
