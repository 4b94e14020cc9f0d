import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isBlockedIp } from '../../lib/ip.ts';
import type { BrandRecord } from './brand.model.ts';
import { getBrand } from './brand.repository.ts';

/**
 * Other features read and change the brand through this module, never the repository
 * (decision 031): the cached brand row, its cache and the operator's maintenance/region update,
 * and the configuration the site's settings are built from (domains, switches, register rules).
 */
export { getBrand, invalidateBrandCache, updateBrand } from './brand.repository.ts';
export {
  findDomain,
  listRegisterRules,
  listWhitelabelSwitches,
} from './brand-config.repository.ts';

/** The configured brand; SERVICE_UNAVAILABLE while none is. Requests use brand.request.ts. */
export async function requireBrand(db: Db): Promise<BrandRecord> {
  const brand = await getBrand(db);
  if (!brand) throw new AppError('SERVICE_UNAVAILABLE', 'No brand is configured');
  return brand;
}

/** A supported language of the brand, else its default (spec §1, §9). */
export function resolveLanguage(brand: BrandRecord, requested: string | null | undefined): string {
  const code = requested?.toUpperCase();
  return code && brand.supportedLanguages.includes(code) ? code : brand.defaultLanguage;
}

/**
 * Maintenance is in effect while switched on and inside its window. An active setting without
 * an end is open-ended (the operator API always sets one).
 */
export function isMaintenanceInEffect(brand: BrandRecord, now: Date): boolean {
  if (!brand.maintenanceActive) return false;
  if (brand.maintenanceStart && now < brand.maintenanceStart) return false;
  return brand.maintenanceEnd === null || now < brand.maintenanceEnd;
}

/** An address that does not parse is blocked whenever any range is (fails closed; decision 023). */
export function isRegionRestricted(brand: BrandRecord, ip: string): boolean {
  return isBlockedIp(ip, brand.blockedRanges);
}
