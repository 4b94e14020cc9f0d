import { createHash } from 'node:crypto';
import type {
  KycDocument,
  KycDocumentKind,
  KycFileType,
  KycOverview,
  KycStatus,
} from '@nova/contracts/api/kyc';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import {
  creditedDepositsTotal,
  depositsInFlightTotal,
} from '../payments/deposit-totals.service.ts';
import { findBrandProtectionSettings } from '../protection/protection.service.ts';
import { KYC_UPLOADS_PER_HOUR, kycStatusOf } from './kyc.model.ts';
import * as repo from './kyc.repository.ts';
import { checkKycFile } from './kyc-file-check.ts';

/**
 * Identity verification (issue 14): the member's documents and status, and the gates the money
 * features call. The brand's thresholds come from the protection settings (`kycWithdrawalAbove`,
 * `kycDepositsAbove`; null: never needed).
 */
export interface KycDeps {
  db: Db;
  now: () => Date;
}

export interface StoredKycFile {
  mime: KycFileType;
  data: Buffer;
}

export function toKycDocument(row: repo.DocumentRow): KycDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    mime: row.mime,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** The member's verification (the status rule: kyc.model.ts `kycStatusOf`). */
export async function kycStatus(db: Db, memberId: number): Promise<KycStatus> {
  return kycStatusOf(await repo.latestStatuses(db, memberId));
}

/**
 * A withdrawal of `amount` needs verification when it is above the brand's threshold:
 * KYC_REQUIRED unless the member is VERIFIED. Called before anything is held.
 */
export async function assertWithdrawalAllowed(
  db: Db,
  input: { brandId: number; memberId: number; amount: bigint },
): Promise<void> {
  const { kycWithdrawalAbove } = await findBrandProtectionSettings(db, input.brandId);
  if (kycWithdrawalAbove === null || input.amount <= kycWithdrawalAbove) return;
  if ((await kycStatus(db, input.memberId)) !== 'VERIFIED')
    throw new AppError('KYC_REQUIRED', 'withdrawal above the verification threshold');
}

/**
 * A deposit of `amount` needs verification when the member's credited deposits so far plus this
 * one go beyond the brand's total: KYC_REQUIRED unless the member is VERIFIED.
 */
export async function assertDepositAllowed(
  db: Db,
  input: { brandId: number; memberId: number; amount: bigint },
): Promise<void> {
  const { kycDepositsAbove } = await findBrandProtectionSettings(db, input.brandId);
  if (kycDepositsAbove === null) return;
  // Pending deposits count too: five pending requests must not carry a player past the total.
  const total = (await depositsInFlightTotal(db, input.memberId)) + input.amount;
  if (total <= kycDepositsAbove) return;
  if ((await kycStatus(db, input.memberId)) !== 'VERIFIED')
    throw new AppError('KYC_REQUIRED', 'deposits beyond the verification total');
}

type BrandMoney = Pick<BrandRecord, 'id' | 'currency' | 'currencyScale'>;

/** The member's status, documents (newest first) and what the brand requires. */
export async function kycOverview(
  db: Db,
  brand: BrandMoney,
  memberId: number,
): Promise<KycOverview> {
  const overview = await overviewWithRows(db, brand, memberId);
  return { ...overview, documents: overview.documents.map(toKycDocument) };
}

/** kycOverview with the documents' rows, which the back office maps with their member. */
export async function overviewWithRows(
  db: Db,
  brand: BrandMoney,
  memberId: number,
): Promise<Omit<KycOverview, 'documents'> & { documents: repo.DocumentRow[] }> {
  const [settings, rows, deposited] = await Promise.all([
    findBrandProtectionSettings(db, brand.id),
    repo.listMemberDocuments(db, memberId),
    creditedDepositsTotal(db, memberId),
  ]);
  const status = kycStatusOf(latestOfEachKind(rows));
  const above = settings.kycDepositsAbove;
  return {
    status,
    documents: rows,
    requirement: {
      withdrawalAbove: settings.kycWithdrawalAbove?.toString() ?? null,
      depositsAbove: above?.toString() ?? null,
      depositedTotal: deposited.toString(),
      // Any further deposit (at least one minor unit) would go beyond the total.
      depositsBlocked: above !== null && status !== 'VERIFIED' && deposited >= above,
    },
    currency: brand.currency,
    scale: brand.currencyScale,
  };
}

/** The rows come newest first: the first of each kind is its latest. */
function latestOfEachKind(rows: readonly repo.DocumentRow[]) {
  const latest = new Map<KycDocumentKind, repo.DocumentRow>();
  for (const row of rows) if (!latest.has(row.kind)) latest.set(row.kind, row);
  return [...latest.values()];
}

/**
 * Store one document (SECURITY.md 27): at most KYC_UPLOADS_PER_HOUR an hour; a kind is uploaded
 * again only once its latest document was rejected (INVALID_STATE while one waits for review or
 * after it was approved: a verified member stays verified, and the queue holds one document per
 * member and kind); checked by content (kyc-file-check.ts); kept in the database with its sha256.
 */
export async function uploadKycDocument(
  deps: KycDeps,
  owner: { brandId: number; memberId: number },
  kind: KycDocumentKind,
  body: unknown,
): Promise<KycDocument> {
  const now = deps.now();
  const since = new Date(now.getTime() - 3_600_000);
  if ((await repo.countUploadsSince(deps.db, owner.memberId, since)) >= KYC_UPLOADS_PER_HOUR)
    throw rateLimited(600);
  const latest = (await repo.latestStatuses(deps.db, owner.memberId)).find((d) => d.kind === kind);
  if (latest && latest.status !== 'REJECTED')
    throw new AppError('INVALID_STATE', `the latest ${kind} document is ${latest.status}`);
  const file = await checkKycFile(body);
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  const id = await repo.insertDocument(deps.db, {
    ...owner,
    kind,
    mime: file.mime,
    sha256,
    data: file.data,
    uploadedAt: now,
  });
  if (id === undefined) throw new AppError('INVALID_STATE', `a ${kind} document is open`);
  const row = await repo.findDocument(deps.db, owner.brandId, id);
  if (!row) throw new Error(`kyc document ${id} missing after insert`);
  return toKycDocument(row);
}

/** One of the member's own files; someone else's reads as missing (SECURITY.md 15). */
export async function readOwnKycFile(db: Db, memberId: number, id: number): Promise<StoredKycFile> {
  const row = await repo.findFile(db, id, { memberId });
  if (!row) throw new AppError('NOT_FOUND', 'kyc document');
  return { mime: row.mime, data: row.data };
}
