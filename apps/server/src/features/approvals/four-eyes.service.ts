import type { FourEyesSettings, FourEyesThresholds } from '@nova/contracts/api/ops-approvals';
import type { Db } from '../../db/client.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { findThresholds, saveThresholds } from './four-eyes.repository.ts';

/**
 * The brand's four-eyes thresholds (issue 13): an action of at most this amount needs one
 * operator, above it a second. A manual credit or debit has no threshold: it always waits.
 * `refundMax`: a disputed withdrawal's refund (house money to the member, on the operator's
 * judgement of the member's report: by default every refund waits, like a manual credit).
 */
export interface Thresholds {
  bonusMax: bigint;
  withdrawalMax: bigint;
  depositMax: bigint;
  refundMax: bigint;
}

/** 1,000.00 of the brand currency, in its minor units (scale 2: 100000). */
function thousandOf(brand: Pick<BrandRecord, 'currencyScale'>): bigint {
  return 1000n * 10n ** BigInt(brand.currencyScale);
}

/**
 * The defaults while a brand has no row: every bonus and every refund waits; withdrawals and
 * deposits above 1,000.
 */
export function defaultThresholds(brand: Pick<BrandRecord, 'currencyScale'>): Thresholds {
  return {
    bonusMax: 0n,
    withdrawalMax: thousandOf(brand),
    depositMax: thousandOf(brand),
    refundMax: 0n,
  };
}

export async function thresholdsOf(db: Db, brand: BrandRecord): Promise<Thresholds> {
  return (await findThresholds(db, brand.id)) ?? defaultThresholds(brand);
}

export async function getSettings(db: Db, brand: BrandRecord): Promise<FourEyesSettings> {
  const row = await findThresholds(db, brand.id);
  const values = row ?? defaultThresholds(brand);
  return {
    bonusMax: values.bonusMax.toString(),
    withdrawalMax: values.withdrawalMax.toString(),
    depositMax: values.depositMax.toString(),
    refundMax: values.refundMax.toString(),
    currency: brand.currency,
    currencyScale: brand.currencyScale,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Save the thresholds (a refund threshold left out stays as it is, so a client that predates
 * it keeps working); the settings before and after, for the audit row.
 */
export async function putSettings(
  deps: { db: Db; now: () => Date },
  brand: BrandRecord,
  input: FourEyesThresholds,
  operator: string,
): Promise<{ before: FourEyesSettings; after: FourEyesSettings }> {
  const before = await getSettings(deps.db, brand);
  await saveThresholds(deps.db, {
    brandId: brand.id,
    bonusMax: BigInt(input.bonusMax),
    withdrawalMax: BigInt(input.withdrawalMax),
    depositMax: BigInt(input.depositMax),
    refundMax: BigInt(input.refundMax ?? before.refundMax),
    updatedBy: operator,
    updatedAt: deps.now(),
  });
  return { before, after: await getSettings(deps.db, brand) };
}
