import {
  type AppDownload,
  type AppPlatform,
  BRAND_ISSUES,
  type BrandSettings,
  type CustomerServiceLink,
  type LanguageSettingsInput,
  REGISTER_FIELD_CONTROL,
  type RegisterSettingsInput,
  type WhitelabelSettings,
  type WithdrawalLimits,
} from '@nova/contracts/api/ops-brand';
import { CUSTOMER_SERVICE_TYPES } from '@nova/contracts/constants';
import { REGISTER_FIELDS, type RegisterField } from '@nova/contracts/register-rules';
import type { Db } from '../../db/client.ts';
import { AppError, type ErrorDetail } from '../../lib/app-error.ts';
import {
  APP_DOWNLOAD,
  appDownloadResources,
  customerServiceLinks,
  replaceAppDownloadResources,
  replaceCustomerServiceLinks,
} from '../content/brand-content.service.ts';
import { invalidateBrandConfig } from '../system/permission.service.ts';
import { invalidateBrandCache } from './brand.service.ts';
import * as repo from './brand-admin.repository.ts';
import { type BrandRow, lockBrand } from './brand-admin.repository.ts';
import { effectiveSwitches, writeSwitches } from './whitelabel-switches.ts';

/**
 * Brand settings as operators manage them (issue 13). One read; one write per section, each in
 * its own transaction on the locked brand row, so a refused section changes nothing else. A
 * write clears the brand caches on this instance (the brand row and the permission data), so
 * the site's next call reads it; other instances follow within their caches' lives (5 s for the
 * brand row, 60 s for the permission data).
 */
export interface BrandAdminDeps {
  db: Db;
  now: () => Date;
}

export type SectionChange<T> = { before: T; after: T };

type Section = {
  whitelabel: BrandSettings['whitelabel'];
  register: BrandSettings['register'];
  languages: BrandSettings['languages'];
  customerService: BrandSettings['customerService'];
  appDownloads: BrandSettings['appDownloads'];
  withdrawals: BrandSettings['withdrawals'];
};

// ── Reading ───────────────────────────────────────────────────────────────────────────────────
async function whitelabelOf(db: Db, row: BrandRow): Promise<Section['whitelabel']> {
  return {
    switches: await effectiveSwitches(db, row),
    forgotPasswordMode: row.forgotPasswordMode,
    passwordMaxAgeDays: row.passwordMaxAgeDays,
    transferOnLaunch: row.transferOnLaunch,
    transferLaunchAmount: row.transferLaunchAmount?.toString() ?? null,
    transferBackOnLeave: row.transferBackOnLeave,
  };
}

const FIELD_ORDER = new Map<string, number>(REGISTER_FIELDS.map((field, index) => [field, index]));

async function registerOf(db: Db, row: BrandRow): Promise<Section['register']> {
  const rules = await repo.listRuleRows(db, row.id);
  return {
    minAge: row.minAge,
    countryDialingCodes: row.countryDialingCodes,
    rules: rules
      .filter((rule) => FIELD_ORDER.has(rule.field))
      .map(({ sort: _sort, ...rule }) => ({ ...rule, field: rule.field as RegisterField })),
  };
}

function languagesOf(row: BrandRow): Section['languages'] {
  return { supportedLanguages: row.supportedLanguages, defaultLanguage: row.defaultLanguage };
}

const CS_TYPES = new Set<string>(CUSTOMER_SERVICE_TYPES);

async function customerServiceOf(db: Db, row: BrandRow): Promise<Section['customerService']> {
  const rows = await customerServiceLinks(db, row.id);
  return rows
    .filter((cs) => CS_TYPES.has(cs.csType))
    .map((cs) => ({ ...cs, csType: cs.csType as CustomerServiceLink['csType'] }));
}

/** Which store a download resource is for: the site's own reading (web app-download.ts). */
function platformOf(resource: { title: string; url: string; link: string | null }) {
  const text = `${resource.title} ${resource.link ?? ''} ${resource.url}`.toLowerCase();
  if (/android|google|\.apk/.test(text)) return 'ANDROID';
  if (/\bios\b|iphone|apple|ios[-_.]/.test(text)) return 'IOS';
  return null;
}

async function appDownloadsOf(db: Db, row: BrandRow): Promise<Section['appDownloads']> {
  const found = new Map<AppPlatform, AppDownload>();
  for (const resource of await appDownloadResources(db, row.id)) {
    const platform = platformOf(resource);
    if (platform && !found.has(platform)) {
      found.set(platform, { platform, qrImageUrl: resource.url, storeUrl: resource.link ?? '' });
    }
  }
  return [...found.values()];
}

function withdrawalsOf(row: BrandRow): Section['withdrawals'] {
  return {
    minAmount: row.withdrawMinAmount.toString(),
    maxAmount: row.withdrawMaxAmount.toString(),
  };
}

export async function getSettings(db: Db, brandId: number): Promise<BrandSettings> {
  const row = await repo.findBrandRow(db, brandId);
  if (!row) throw new AppError('NOT_FOUND', 'No such brand');
  const [whitelabel, register, customerService, appDownloads] = await Promise.all([
    whitelabelOf(db, row),
    registerOf(db, row),
    customerServiceOf(db, row),
    appDownloadsOf(db, row),
  ]);
  return {
    brand: {
      code: row.code,
      name: row.name,
      currency: row.currency,
      currencySymbol: row.currencySymbol,
      currencyScale: row.currencyScale,
      timezone: row.timezone,
      updatedAt: row.updatedAt.toISOString(),
    },
    whitelabel,
    register,
    languages: languagesOf(row),
    customerService,
    appDownloads,
    withdrawals: withdrawalsOf(row),
  };
}

// ── Writing ───────────────────────────────────────────────────────────────────────────────────
/**
 * One section's write: lock the brand row, read the section, write, read it again, commit, then
 * clear the caches. A throw anywhere rolls the whole section back.
 */
async function writeSection<T>(
  deps: BrandAdminDeps,
  brandId: number,
  read: (db: Db, row: BrandRow) => Promise<T> | T,
  write: (tx: Db, row: BrandRow) => Promise<void>,
): Promise<SectionChange<T>> {
  const change = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockBrand(tx, brandId);
    if (!row) throw new AppError('NOT_FOUND', 'No such brand');
    const before = await read(tx, row);
    await write(tx, row);
    await repo.updateBrandColumns(tx, brandId, {}, deps.now());
    const written = await repo.findBrandRow(tx, brandId);
    if (!written) throw new Error(`brand ${brandId} vanished`);
    return { before, after: await read(tx, written) };
  });
  invalidateBrandCache(deps.db);
  invalidateBrandConfig(deps.db);
  return change;
}

export function putWhitelabel(deps: BrandAdminDeps, brandId: number, input: WhitelabelSettings) {
  return writeSection(deps, brandId, whitelabelOf, async (tx, row) => {
    await writeSwitches(tx, row, input.switches);
    await repo.updateBrandColumns(
      tx,
      row.id,
      {
        forgotPasswordMode: input.forgotPasswordMode,
        passwordMaxAgeDays: input.passwordMaxAgeDays,
        transferOnLaunch: input.transferOnLaunch,
        transferLaunchAmount:
          input.transferLaunchAmount === null ? null : BigInt(input.transferLaunchAmount),
        transferBackOnLeave: input.transferBackOnLeave,
      },
      deps.now(),
    );
  });
}

/**
 * The register form fixes some parts of some rules (REGISTER_FIELD_CONTROL): those must come
 * back as stored. The captcha, once shown, is always answered: its `required` is its `enabled`.
 */
function fixedIssues(
  input: RegisterSettingsInput['rules'],
  stored: Map<
    string,
    { enabled: boolean; required: boolean; minLength: number; maxLength: number }
  >,
): ErrorDetail[] {
  const issues: ErrorDetail[] = [];
  input.forEach((rule, index) => {
    const control = REGISTER_FIELD_CONTROL[rule.field];
    const was = stored.get(rule.field) ?? {
      enabled: false,
      required: false,
      minLength: 0,
      maxLength: 0,
    };
    const changed = (attr: 'enabled' | 'required' | 'minLength' | 'maxLength') =>
      issues.push({ path: `body.rules.${index}.${attr}`, issue: BRAND_ISSUES.fixed });
    if (control.toggles === 'none') {
      if (rule.enabled !== was.enabled) changed('enabled');
      if (rule.required !== was.required) changed('required');
    }
    if (control.toggles === 'shown' && rule.required !== rule.enabled) changed('required');
    if (control.lengths === 'fixed') {
      if (rule.minLength !== was.minLength) changed('minLength');
      if (rule.maxLength !== was.maxLength) changed('maxLength');
    }
  });
  return issues;
}

export function putRegister(deps: BrandAdminDeps, brandId: number, input: RegisterSettingsInput) {
  return writeSection(deps, brandId, registerOf, async (tx, row) => {
    const stored = await repo.listRuleRows(tx, row.id);
    const byField = new Map(stored.map((rule) => [rule.field, rule]));
    const issues = fixedIssues(input.rules, byField);
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues);
    for (const rule of input.rules) {
      const was = byField.get(rule.field);
      await repo.upsertRule(tx, row.id, {
        ...rule,
        patternId: was?.patternId ?? 0,
        sort: was?.sort ?? FIELD_ORDER.get(rule.field) ?? 0,
      });
    }
    await repo.updateBrandColumns(
      tx,
      row.id,
      { minAge: input.minAge, countryDialingCodes: input.countryDialingCodes },
      deps.now(),
    );
  });
}

export function putLanguages(deps: BrandAdminDeps, brandId: number, input: LanguageSettingsInput) {
  return writeSection(
    deps,
    brandId,
    (_db, row) => languagesOf(row),
    (tx, row) =>
      repo.updateBrandColumns(
        tx,
        row.id,
        { supportedLanguages: input.supportedLanguages, defaultLanguage: input.defaultLanguage },
        deps.now(),
      ),
  );
}

export function putCustomerService(
  deps: BrandAdminDeps,
  brandId: number,
  input: { links: CustomerServiceLink[] },
) {
  return writeSection(deps, brandId, customerServiceOf, (tx, row) =>
    replaceCustomerServiceLinks(tx, row.id, input.links),
  );
}

const STORE_TITLES: Record<AppPlatform, string> = { IOS: 'iOS', ANDROID: 'Android' };

export function putAppDownloads(
  deps: BrandAdminDeps,
  brandId: number,
  input: { apps: AppDownload[] },
) {
  return writeSection(deps, brandId, appDownloadsOf, (tx, row) =>
    replaceAppDownloadResources(
      tx,
      row.id,
      input.apps.map((app) => ({
        code: `${APP_DOWNLOAD}_${app.platform}`,
        title: STORE_TITLES[app.platform],
        url: app.qrImageUrl,
        link: app.storeUrl,
      })),
    ),
  );
}

export function putWithdrawalLimits(
  deps: BrandAdminDeps,
  brandId: number,
  input: WithdrawalLimits,
) {
  return writeSection(
    deps,
    brandId,
    (_db, row) => withdrawalsOf(row),
    (tx, row) =>
      repo.updateBrandColumns(
        tx,
        row.id,
        { withdrawMinAmount: BigInt(input.minAmount), withdrawMaxAmount: BigInt(input.maxAmount) },
        deps.now(),
      ),
  );
}
