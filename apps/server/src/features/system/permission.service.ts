import type { PermissionData } from '@nova/contracts/api/system';
import { SYSTEM_STATUS } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { isRegionRestricted } from '../brand/brand.service.ts';
import { siteCustomerServices, siteResources } from '../content/content.service.ts';
import { domainRoute, registerRules, systemStatus, whitelabelTree } from './system.service.ts';

export interface Visitor {
  ip: string;
  host: string | undefined;
  now: Date;
}

/** Brand configuration changes rarely; every page load asks for it (like the game menus). */
const CONFIG_CACHE_MS = 60_000;

type BrandConfig = Pick<
  PermissionData,
  'customerService' | 'resources' | 'whitelabel' | 'registerRules'
>;

function configCache(db: Db) {
  return cacheFor<BrandConfig>(db, 'brand-config', CONFIG_CACHE_MS);
}

/** Bumped by each invalidation: a load that began before one is not cached after it. */
const configGenerations = new WeakMap<Db, number>();

/**
 * Forget the cached configuration once an operator changed it (features/brand/brand-admin, the
 * site images of features/content/resources-admin).
 */
export function invalidateBrandConfig(db: Db): void {
  configGenerations.set(db, (configGenerations.get(db) ?? 0) + 1);
  configCache(db).clear();
}

async function brandConfig(db: Db, brand: BrandRecord): Promise<BrandConfig> {
  const cache = configCache(db);
  const cached = cache.get(String(brand.id));
  if (cached) return cached;
  const generation = configGenerations.get(db) ?? 0;
  // Customer service links and resources are the content feature's (decision 029).
  const [customerService, resources, whitelabel, rules] = await Promise.all([
    siteCustomerServices(db, brand.id),
    siteResources(db, brand.id),
    whitelabelTree(db, brand),
    registerRules(db, brand),
  ]);
  const config: BrandConfig = { customerService, resources, whitelabel, registerRules: rules };
  if ((configGenerations.get(db) ?? 0) === generation) cache.set(String(brand.id), config);
  return config;
}

/**
 * Everything the site needs before its first render (spec §2, §3 "Permission data"): the
 * cached brand configuration plus what depends on this visitor (IP, status, domain).
 */
export async function permissionData(
  db: Db,
  brand: BrandRecord,
  visitor: Visitor,
): Promise<PermissionData> {
  const [config, route] = await Promise.all([
    brandConfig(db, brand),
    domainRoute(db, brand, visitor.host),
  ]);
  const status = systemStatus(brand, visitor.ip, visitor.now);
  return {
    brand: {
      code: brand.code,
      name: brand.name,
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      currencyScale: brand.currencyScale,
      defaultLanguage: brand.defaultLanguage,
      supportedLanguages: brand.supportedLanguages,
      minAge: brand.minAge,
      timezone: brand.timezone,
    },
    ...config,
    domainRoute: route,
    mainDomain: brand.mainDomain,
    gtagId: brand.gtagId,
    imageCDNs: brand.imageCdns,
    launchGameCDNs: brand.launchGameCdns,
    location: { ip: visitor.ip, country: null },
    maintenance: {
      active: status.status === SYSTEM_STATUS.MAINTENANCE,
      maintenanceStart: status.maintenanceStart,
      maintenanceEnd: status.maintenanceEnd,
    },
    regionRestriction: { restricted: isRegionRestricted(brand, visitor.ip) },
  };
}
