import type { HelpPage } from '@nova/contracts/api/help-center';
import type { RegisterSettings } from '@nova/contracts/api/register-settings';
import type { DomainRoute, SystemStatus } from '@nova/contracts/api/system';
import { SYSTEM_STATUS } from '@nova/contracts/constants';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import type { WhitelabelNode } from '@nova/contracts/whitelabel';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import {
  findDomain,
  getBrand,
  isMaintenanceInEffect,
  isRegionRestricted,
  listRegisterRules,
  listWhitelabelSwitches,
} from '../brand/brand.service.ts';
import { helpCenterPages } from '../content/content.service.ts';
import * as repo from './system.repository.ts';
import { buildWhitelabelTree } from './whitelabel-tree.ts';

export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Spec §4: 0 normal, 1 maintenance (wins over the rest), 2 region restricted. */
export function systemStatus(brand: BrandRecord, ip: string, now: Date): SystemStatus {
  const status = isMaintenanceInEffect(brand, now)
    ? SYSTEM_STATUS.MAINTENANCE
    : isRegionRestricted(brand, ip)
      ? SYSTEM_STATUS.REGION_RESTRICTED
      : SYSTEM_STATUS.NORMAL;
  const scheduled = brand.maintenanceActive;
  return {
    status,
    ip,
    maintenanceStart: scheduled ? iso(brand.maintenanceStart) : null,
    maintenanceEnd: scheduled ? iso(brand.maintenanceEnd) : null,
  };
}

/**
 * The site's status for a visitor, as the site gate asks it on every request: the brand comes
 * from its short cache (brand.repository, cleared when the operator API changes it), so this
 * costs no query on most requests. No brand configured: NORMAL here, and the route itself
 * answers SERVICE_UNAVAILABLE.
 */
export async function siteStatus(db: Db, ip: string, now: Date): Promise<SystemStatus['status']> {
  const brand = await getBrand(db);
  return brand ? systemStatus(brand, ip, now).status : SYSTEM_STATUS.NORMAL;
}

export async function whitelabelTree(db: Db, brand: BrandRecord): Promise<WhitelabelNode[]> {
  return buildWhitelabelTree(await listWhitelabelSwitches(db, brand.id));
}

/** `Host` without port, lower-case; IPv6 literals lose their brackets. */
export function normaliseHost(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('['))
    return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  return value.split(':')[0] ?? '';
}

export async function domainRoute(
  db: Db,
  brand: BrandRecord,
  host: string | undefined,
): Promise<DomainRoute> {
  const domain = normaliseHost(host);
  const row = domain ? await findDomain(db, domain) : undefined;
  const valid = row !== undefined && row.brandId === brand.id;
  return { domain, valid, route: valid ? row.route : 'PLAYER', mainDomain: brand.mainDomain };
}

export async function registerRules(db: Db, brand: BrandRecord): Promise<RegisterFieldRule[]> {
  const rows = await listRegisterRules(db, brand.id);
  return rows.map(({ sort: _sort, ...row }) => ({
    ...row,
    field: row.field as RegisterFieldRule['field'],
  }));
}

export async function registerSettings(db: Db, brand: BrandRecord): Promise<RegisterSettings> {
  return {
    rules: await registerRules(db, brand),
    minAge: brand.minAge,
    forgotPasswordMode: brand.forgotPasswordMode,
    countryDialingCodes: brand.countryDialingCodes,
  };
}

/** The help center's pages: the content feature owns them (hidden ones are left out). */
export async function helpCenter(
  db: Db,
  brand: BrandRecord,
  lang: string | undefined,
  device: string,
): Promise<HelpPage[]> {
  return helpCenterPages(db, brand, lang, device);
}

/** Spec §4 "Language change": only a language the brand supports is accepted. */
export async function changeLanguage(
  db: Db,
  brand: BrandRecord,
  memberId: number | null,
  language: string,
): Promise<string> {
  if (!brand.supportedLanguages.includes(language)) {
    throw new AppError('VALIDATION_FAILED', 'Language not supported', [
      { path: 'body.language', issue: 'unsupported' },
    ]);
  }
  if (memberId !== null) await repo.updateMemberLanguage(db, memberId, language);
  return language;
}
