import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandProtectionSettings } from '../../db/schema/protection.ts';

export interface BrandProtectionSettings {
  coolingOffHours: number;
  realityCheckDefaultMinutes: number;
  /** Minor units; null: no withdrawal needs verification. */
  kycWithdrawalAbove: bigint | null;
  /** Minor units; null: deposits never need verification. */
  kycDepositsAbove: bigint | null;
}

export const DEFAULT_PROTECTION_SETTINGS: BrandProtectionSettings = {
  coolingOffHours: 24,
  realityCheckDefaultMinutes: 60,
  kycWithdrawalAbove: null,
  kycDepositsAbove: null,
};

/** The brand's protection settings (the defaults when the brand never saved any). */
export async function findBrandProtectionSettings(
  db: Pick<Db, 'select'>,
  brandId: number,
): Promise<BrandProtectionSettings> {
  const [row] = await db
    .select()
    .from(brandProtectionSettings)
    .where(eq(brandProtectionSettings.brandId, brandId))
    .limit(1);
  if (!row) return { ...DEFAULT_PROTECTION_SETTINGS };
  return {
    coolingOffHours: row.coolingOffHours,
    realityCheckDefaultMinutes: row.realityCheckDefaultMinutes,
    kycWithdrawalAbove: row.kycWithdrawalAbove,
    kycDepositsAbove: row.kycDepositsAbove,
  };
}

export async function saveBrandProtectionSettings(
  db: Pick<Db, 'insert'>,
  brandId: number,
  settings: BrandProtectionSettings,
): Promise<void> {
  await db
    .insert(brandProtectionSettings)
    .values({ brandId, ...settings })
    .onConflictDoUpdate({ target: brandProtectionSettings.brandId, set: settings });
}
