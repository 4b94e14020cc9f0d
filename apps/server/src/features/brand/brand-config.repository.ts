import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandDomains, registerFieldRules, whitelabelSwitches } from '../../db/schema/brand.ts';

/**
 * The site's reads of the brand's configuration tables (domains, whitelabel switches, register
 * rules): the brand feature owns them; the system feature builds the site's settings from these
 * through brand.service.ts, and brand-admin edits them (reading them here too).
 */

export async function findDomain(db: Db, domain: string) {
  const [row] = await db
    .select({ brandId: brandDomains.brandId, route: brandDomains.route })
    .from(brandDomains)
    .where(eq(brandDomains.domain, domain))
    .limit(1);
  return row;
}

export function listWhitelabelSwitches(db: Db, brandId: number) {
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

export function listRegisterRules(db: Db, brandId: number) {
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
