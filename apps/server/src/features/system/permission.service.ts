import type { PermissionData } from '@nova/contracts/api/system';
import { type ResourceType, SYSTEM_STATUS } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { BrandRecord } from '../brand/brand.repository.ts';
import { isRegionRestricted } from '../brand/brand.service.ts';
import * as repo from './system.repository.ts';
import { domainRoute, registerRules, systemStatus, whitelabelTree } from './system.service.ts';

export interface Visitor {
  ip: string;
  host: string | undefined;
  now: Date;
}

/** Everything the site needs before its first render (spec §2, §3 "Permission data"). */
export async function permissionData(
  db: Db,
  brand: BrandRecord,
  visitor: Visitor,
): Promise<PermissionData> {
  const [customerService, resourceRows, whitelabel, rules, route] = await Promise.all([
    repo.listCustomerServices(db, brand.id),
    repo.listResources(db, brand.id),
    whitelabelTree(db, brand),
    registerRules(db, brand),
    domainRoute(db, brand, visitor.host),
  ]);
  const status = systemStatus(brand, visitor.ip, visitor.now);
  const resources: PermissionData['resources'] = {};
  for (const { resourceType, ...resource } of resourceRows) {
    const type = resourceType as ResourceType;
    const list = resources[type] ?? [];
    list.push(resource);
    resources[type] = list;
  }
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
    customerService: customerService.map((cs) => ({
      ...cs,
      csType: cs.csType as PermissionData['customerService'][number]['csType'],
    })),
    domainRoute: route,
    resources,
    whitelabel,
    registerRules: rules,
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
