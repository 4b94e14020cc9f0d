import { and, asc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandDomains, registerFieldRules, whitelabelSwitches } from '../../db/schema/brand.ts';
import { customerServices, helpPages, resources } from '../../db/schema/content.ts';
import { members } from '../../db/schema/members.ts';
import { paymentChannels } from '../../db/schema/payments.ts';

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
    })
    .from(registerFieldRules)
    .where(eq(registerFieldRules.brandId, brandId))
    .orderBy(asc(registerFieldRules.sort), asc(registerFieldRules.id));
}

export function listCustomerServices(db: Db, brandId: number) {
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

export function listResources(db: Db, brandId: number) {
  return db
    .select({
      resourceType: resources.resourceType,
      title: resources.title,
      url: resources.url,
      link: resources.link,
    })
    .from(resources)
    .leftJoin(
      paymentChannels,
      and(
        eq(paymentChannels.brandId, resources.brandId),
        eq(paymentChannels.code, resources.paymentChannelCode),
        eq(paymentChannels.enabled, true),
      ),
    )
    .where(
      and(
        eq(resources.brandId, brandId),
        // A payment logo only while the deposit channel it stands for is open (decision 029).
        or(ne(resources.resourceType, 'PAYMENT_METHOD'), isNotNull(paymentChannels.id)),
      ),
    )
    .orderBy(asc(resources.sort), asc(resources.id));
}

export function listHelpPages(db: Db, brandId: number, language: string, device: string) {
  return db
    .select({
      id: helpPages.id,
      key: helpPages.key,
      title: helpPages.title,
      content: helpPages.content,
    })
    .from(helpPages)
    .where(
      and(
        eq(helpPages.brandId, brandId),
        eq(helpPages.language, language),
        eq(helpPages.device, device),
      ),
    )
    .orderBy(asc(helpPages.sort), asc(helpPages.id));
}

export async function updateMemberLanguage(db: Db, memberId: number, language: string) {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}
