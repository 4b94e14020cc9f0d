import type { FourEyesSettings } from '@nova/contracts/api/ops-approvals';
import type { Db } from '../../db/client.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { findThresholds, saveThresholds } from './four-eyes.repository.ts';

/**
 * The brand's four-eyes thresholds (issue 13): an action of at most this amount needs one
 * operator, above it a second. A manual credit or debit has no threshold: it always waits.
 */
export interface Thresholds {
  bonusMax: bigint;
  withdrawalMax: bigint;
  depositMax: bigint;
}

/** 1,000.00 of the brand currency, in its minor units (scale 2: 100000). */
function thousandOf(brand: Pick<BrandRecord, 'currencyScale'>): bigint {
  return 1000n * 10n ** BigInt(brand.currencyScale);
}

/** The defaults while a brand has no row: every bonus waits; withdrawals and deposits above 1,000. */
export function defaultThresholds(brand: Pick<BrandRecord, 'currencyScale'>): Thresholds {
  return { bonusMax: 0n, withdrawalMax: thousandOf(brand), depositMax: thousandOf(brand) };
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
    currency: brand.currency,
    currencyScale: brand.currencyScale,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Save all three thresholds; the settings before and after, for the audit row. */
export async function putSettings(
  deps: { db: Db; now: () => Date },
  brand: BrandRecord,
  input: { bonusMax: string; withdrawalMax: string; depositMax: string },
  operator: string,
): Promise<{ before: FourEyesSettings; after: FourEyesSettings }> {
  const before = await getSettings(deps.db, brand);
  await saveThresholds(deps.db, {
    brandId: brand.id,
    bonusMax: BigInt(input.bonusMax),
    withdrawalMax: BigInt(input.withdrawalMax),
    depositMax: BigInt(input.depositMax),
    updatedBy: operator,
    updatedAt: deps.now(),
  });
  return { before, after: await getSettings(deps.db, brand) };
}
