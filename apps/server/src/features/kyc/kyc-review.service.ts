import type { KycDocumentKind } from '@nova/contracts/api/kyc';
import type { OpsKycDocument } from '@nova/contracts/api/ops-kyc';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import * as repo from './kyc.repository.ts';
import {
  type KycDeps,
  overviewWithRows,
  type StoredKycFile,
  toKycDocument,
} from './kyc.service.ts';

/**
 * KYC review in the back office (issue 14): the queue, a member's documents and files, approve
 * and reject. Everything is of the operator's brand: another brand's document or member reads as
 * NOT_FOUND. A document is decided once, while PENDING (INVALID_STATE otherwise), by a guarded
 * update, so two operators deciding at once decide once.
 */
export function toOpsKycDocument(row: repo.DocumentRow): OpsKycDocument {
  return {
    ...toKycDocument(row),
    memberId: row.memberId,
    account: row.account,
    reviewedBy: row.reviewedBy,
  };
}

export async function listKycDocuments(
  deps: KycDeps,
  brandId: number,
  query: {
    status: 'PENDING' | 'APPROVED' | 'REJECTED';
    kind?: KycDocumentKind | undefined;
    after?: number | undefined;
    limit: number;
  },
): Promise<{ items: OpsKycDocument[]; next: number | null }> {
  const rows = await repo.listByStatus(deps.db, brandId, query);
  return {
    items: rows.map(toOpsKycDocument),
    next: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

export async function memberKyc(
  deps: KycDeps,
  brand: Pick<BrandRecord, 'id' | 'currency' | 'currencyScale'>,
  memberId: number,
) {
  if (!(await repo.findMemberOfBrand(deps.db, brand.id, memberId)))
    throw new AppError('NOT_FOUND', 'No such member');
  const overview = await overviewWithRows(deps.db, brand, memberId);
  return { ...overview, documents: overview.documents.map(toOpsKycDocument) };
}

/** A document's bytes for an operator of its brand (the route audits the read). */
export async function readKycFileForOps(
  deps: KycDeps,
  brandId: number,
  id: number,
): Promise<StoredKycFile & { memberId: number }> {
  const row = await repo.findFile(deps.db, id, { brandId });
  if (!row) throw new AppError('NOT_FOUND', 'kyc document');
  return { mime: row.mime, data: row.data, memberId: row.memberId };
}

/** A decision, with the document before and after (the audit row's object states). */
export interface KycDecision {
  document: OpsKycDocument;
  before: OpsKycDocument;
}

async function decide(
  deps: KycDeps,
  brandId: number,
  id: number,
  operator: string,
  status: 'APPROVED' | 'REJECTED',
  reason: string | null,
): Promise<KycDecision> {
  const before = await repo.findDocument(deps.db, brandId, id);
  if (!before) throw new AppError('NOT_FOUND', 'kyc document');
  const decided = await repo.decide(deps.db, brandId, id, {
    status,
    reviewedAt: deps.now(),
    reviewedBy: operator,
    reason,
  });
  if (!decided) throw new AppError('INVALID_STATE', 'the document is not pending');
  const after = await repo.findDocument(deps.db, brandId, id);
  if (!after) throw new Error(`kyc document ${id} vanished`);
  return { document: toOpsKycDocument(after), before: toOpsKycDocument(before) };
}

export function approveKycDocument(
  deps: KycDeps,
  brandId: number,
  id: number,
  operator: string,
): Promise<KycDecision> {
  return decide(deps, brandId, id, operator, 'APPROVED', null);
}

/** The reason is shown to the player (trimmed by the contract, required). */
export function rejectKycDocument(
  deps: KycDeps,
  brandId: number,
  id: number,
  operator: string,
  reason: string,
): Promise<KycDecision> {
  const trimmed = reason.trim();
  if (!trimmed)
    throw new AppError('VALIDATION_FAILED', 'a reason is required', [
      { path: 'body.reason', issue: 'required' },
    ]);
  return decide(deps, brandId, id, operator, 'REJECTED', trimmed);
}
