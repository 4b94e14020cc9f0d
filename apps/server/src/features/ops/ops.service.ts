import type {
  MaintenanceSettingSchema,
  RegionRestrictionSettingSchema,
} from '@nova/contracts/api/ops';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { updateBrand } from '../brand/brand.service.ts';

type MaintenanceSetting = z.output<typeof MaintenanceSettingSchema>;
type RegionRestrictionSetting = z.output<typeof RegionRestrictionSettingSchema>;

export function maintenanceOf(brand: BrandRecord): MaintenanceSetting {
  return {
    active: brand.maintenanceActive,
    maintenanceStart: brand.maintenanceStart?.toISOString() ?? null,
    maintenanceEnd: brand.maintenanceEnd?.toISOString() ?? null,
  };
}

export async function setMaintenance(
  db: Db,
  brand: BrandRecord,
  setting: MaintenanceSetting,
): Promise<MaintenanceSetting> {
  const updated = await updateBrand(db, brand.id, {
    maintenanceActive: setting.active,
    maintenanceStart: setting.maintenanceStart ? new Date(setting.maintenanceStart) : null,
    maintenanceEnd: setting.maintenanceEnd ? new Date(setting.maintenanceEnd) : null,
  });
  return maintenanceOf(updated);
}

export async function setRegionRestriction(
  db: Db,
  brand: BrandRecord,
  setting: RegionRestrictionSetting,
): Promise<RegionRestrictionSetting> {
  const blockedRanges = [...new Set(setting.blockedRanges.map((range) => range.trim()))];
  const updated = await updateBrand(db, brand.id, { blockedRanges });
  return { blockedRanges: updated.blockedRanges };
}
