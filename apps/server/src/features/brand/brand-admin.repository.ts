import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, registerFieldRules, whitelabelSwitches } from '../../db/schema/brand.ts';
import { customerServices, resources } from '../../db/schema/content.ts';

/**
 * The brand settings the back office edits (brand-admin.service.ts): the brand row's columns,
 * its whitelabel switches and register rules (db/schema/brand.ts), its customer service
 * channels and its APP_DOWNLOAD resources (db/schema/content.ts). Writes run in the caller's
 * transaction, after `lockBrand`.
 */
export type BrandRow = typeof brands.$inferSelect;
export type BrandColumns = Partial<
  Pick<
    BrandRow,
    | 'forgotPasswordMode'
    | 'passwordMaxAgeDays'
    | 'transferOnLaunch'
    | 'transferLaunchAmount'
    | 'transferBackOnLeave'
    | 'minAge'
    | 'countryDialingCodes'
    | 'supportedLanguages'
    | 'defaultLanguage'
    | 'withdrawMinAmount'
    | 'withdrawMaxAmount'
  >
>;

export const APP_DOWNLOAD = 'APP_DOWNLOAD';

/** The brand row, locked until the transaction ends: one settings write per brand at a time. */
export async function lockBrand(tx: Db, brandId: number): Promise<BrandRow | undefined> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, brandId)).for('update');
  return row;
}

export async function findBrandRow(db: Db, brandId: number): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  return row;
}

export async function updateBrandColumns(
  tx: Db,
  brandId: number,
  changes: BrandColumns,
  now: Date,
): Promise<void> {
  await tx
    .update(brands)
    .set({ ...changes, updatedAt: now })
    .where(eq(brands.id, brandId));
}

// ── Whitelabel switches ──────────────────────────────────────────────────────────────────────
export type SwitchRow = {
  id: number;
  modId: string;
  parentModId: string | null;
  value: '0' | '1';
};

export function listSwitches(db: Db, brandId: number): Promise<SwitchRow[]> {
  return db
    .select({
      id: whitelabelSwitches.id,
      modId: whitelabelSwitches.modId,
      parentModId: whitelabelSwitches.parentModId,
      value: whitelabelSwitches.value,
    })
    .from(whitelabelSwitches)
    .where(eq(whitelabelSwitches.brandId, brandId))
    .orderBy(asc(whitelabelSwitches.sort), asc(whitelabelSwitches.id));
}

export async function setSwitchValue(tx: Db, id: number, value: '0' | '1'): Promise<void> {
  await tx.update(whitelabelSwitches).set({ value }).where(eq(whitelabelSwitches.id, id));
}

export async function insertSwitch(
  tx: Db,
  row: {
    brandId: number;
    modId: string;
    parentModId: string | null;
    value: '0' | '1';
    sort: number;
  },
): Promise<SwitchRow> {
  const [inserted] = await tx.insert(whitelabelSwitches).values(row).returning({
    id: whitelabelSwitches.id,
    modId: whitelabelSwitches.modId,
    parentModId: whitelabelSwitches.parentModId,
    value: whitelabelSwitches.value,
  });
  if (!inserted) throw new Error('whitelabel switch not written');
  return inserted;
}

// ── Register field rules ─────────────────────────────────────────────────────────────────────
export function listRuleRows(db: Db, brandId: number) {
  return db
    .select({
      field: registerFieldRules.field,
      required: registerFieldRules.required,
      enabled: registerFieldRules.enabled,
      minLength: registerFieldRules.minLength,
      maxLength: registerFieldRules.maxLength,
      patternId: registerFieldRules.patternId,
      acceptedPattern: registerFieldRules.acceptedPattern,
      sort: registerFieldRules.sort,
    })
    .from(registerFieldRules)
    .where(eq(registerFieldRules.brandId, brandId))
    .orderBy(asc(registerFieldRules.sort), asc(registerFieldRules.id));
}

export async function upsertRule(
  tx: Db,
  brandId: number,
  rule: {
    field: string;
    enabled: boolean;
    required: boolean;
    minLength: number;
    maxLength: number;
    patternId: number;
    sort: number;
  },
): Promise<void> {
  const { field, patternId, sort, ...changes } = rule;
  await tx
    .insert(registerFieldRules)
    .values({ brandId, field, patternId, sort, ...changes })
    .onConflictDoUpdate({
      target: [registerFieldRules.brandId, registerFieldRules.field],
      set: changes,
    });
}

// ── Customer service channels ────────────────────────────────────────────────────────────────
export function listCustomerServiceRows(db: Db, brandId: number) {
  return db
    .select({
      csType: customerServices.csType,
      title: customerServices.title,
      url: customerServices.url,
    })
    .from(customerServices)
    .where(eq(customerServices.brandId, brandId))
    .orderBy(asc(customerServices.sort), asc(customerServices.id));
}

export async function replaceCustomerServices(
  tx: Db,
  brandId: number,
  links: readonly { csType: string; title: string; url: string }[],
): Promise<void> {
  await tx.delete(customerServices).where(eq(customerServices.brandId, brandId));
  if (links.length === 0) return;
  await tx.insert(customerServices).values(links.map((link, sort) => ({ brandId, ...link, sort })));
}

// ── App downloads (resources of type APP_DOWNLOAD) ───────────────────────────────────────────
export function listAppDownloadRows(db: Db, brandId: number) {
  return db
    .select({
      code: resources.code,
      title: resources.title,
      url: resources.url,
      link: resources.link,
    })
    .from(resources)
    .where(and(eq(resources.brandId, brandId), eq(resources.resourceType, APP_DOWNLOAD)))
    .orderBy(asc(resources.sort), asc(resources.id));
}

export async function replaceAppDownloads(
  tx: Db,
  brandId: number,
  apps: readonly { code: string; title: string; url: string; link: string }[],
): Promise<void> {
  await tx
    .delete(resources)
    .where(and(eq(resources.brandId, brandId), eq(resources.resourceType, APP_DOWNLOAD)));
  if (apps.length === 0) return;
  await tx
    .insert(resources)
    .values(apps.map((app, sort) => ({ brandId, resourceType: APP_DOWNLOAD, ...app, sort })));
}
