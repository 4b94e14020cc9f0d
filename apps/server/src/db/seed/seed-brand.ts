import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brandDomains, brands, whitelabelSwitches } from '../schema/brand.ts';

export const DEMO_BRAND_CODE = 'NOVA88';

/** The demo brand; an existing row is left as the operator last set it. Returns its id. */
export async function seedBrand(db: Db): Promise<number> {
  await db
    .insert(brands)
    .values({
      code: DEMO_BRAND_CODE,
      name: 'Nova88',
      currency: 'MYR',
      currencySymbol: 'RM',
      currencyScale: 2,
      defaultLanguage: 'MY',
      supportedLanguages: ['MY', 'EN', 'CN'],
      minAge: 18,
      timezone: 'Asia/Kuala_Lumpur',
      mainDomain: 'nova88.example',
      gtagId: null,
      imageCdns: ['/media'],
      // '' = this origin: /wps/game/enter/<ticket> is served here (decision 017).
      launchGameCdns: [''],
      forgotPasswordMode: 'PHONE',
      countryDialingCodes: ['+60', '+65', '+62', '+66', '+84', '+63'],
      // Decision 027: a transfer-mode game with an empty vendor wallet asks, the whole main
      // balance prefilled; leaving the game brings that wallet back to main.
      transferOnLaunch: 'PROMPT',
      transferLaunchAmount: null,
      transferBackOnLeave: true,
    })
    .onConflictDoNothing({ target: brands.code });
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.code, DEMO_BRAND_CODE));
  if (!row) throw new Error('demo brand missing after insert');
  return row.id;
}

const DOMAINS = [
  ['localhost', 'PLAYER'],
  ['127.0.0.1', 'PLAYER'],
  ['nova88.example', 'PLAYER'],
  ['agent.nova88.example', 'AGENT'],
] as const;

export async function seedDomains(db: Db, brandId: number): Promise<void> {
  await db
    .insert(brandDomains)
    .values(DOMAINS.map(([domain, route]) => ({ brandId, domain, route })))
    .onConflictDoNothing({ target: brandDomains.domain });
}

/** [modId, parentModId, value] in display order (spec §3 "Whitelabel switches"). */
const SWITCHES: readonly (readonly [string, string | null, '0' | '1'])[] = [
  ['REG', null, '1'],
  ['USERNAMEREG3', 'REG', '1'],
  ['MOBILENUMREG3', 'REG', '1'],
  ['REGMOBVERF3', 'REG', '1'],
  ['MOBILENUMPASSREG3', 'REG', '1'],
  ['LOGIN', null, '1'],
  ['FREEPLAY3', 'LOGIN', '1'],
  ['MOBILEVERCODELOGIN3', 'LOGIN', '1'],
  // Password expiry stays off unless the brand asks for it (SECURITY.md).
  ['PWDEXPFORCECHANGE3', 'LOGIN', '0'],
  ['PTSYS3', null, '1'],
  ['MANPLAYREB3', null, '1'],
  ['REFERRAL', null, '1'],
  ['enabled', 'REFERRAL', '1'],
];

export async function seedWhitelabel(db: Db, brandId: number): Promise<void> {
  await db
    .insert(whitelabelSwitches)
    .values(
      SWITCHES.map(([modId, parentModId, value], sort) => ({
        brandId,
        modId,
        parentModId,
        value,
        sort,
      })),
    )
    .onConflictDoNothing({
      target: [
        whitelabelSwitches.brandId,
        whitelabelSwitches.parentModId,
        whitelabelSwitches.modId,
      ],
    });
}
