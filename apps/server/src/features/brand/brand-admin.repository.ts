import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, registerFieldRules, whitelabelSwitches } from '../../db/schema/brand.ts';

/**
 * The brand settings the back office edits (brand-admin.service.ts): the brand row's columns,
 * its whitelabel switches and register rules (db/schema/brand.ts). Its customer service links
 * and APP_DOWNLOAD resources are the content feature's (content/brand-content.service.ts).
 * Writes run in the caller's transaction, after `lockBrand`.
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

export { listWhitelabelSwitches as listSwitches } from './brand-config.repository.ts';

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
export { listRegisterRules as listRuleRows } from './brand-config.repository.ts';

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
