import { z } from 'zod/mini';
import {
  CUSTOMER_SERVICE_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WHITELABEL_SWITCHES,
  type WhitelabelSwitch,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { LANGUAGES } from '../languages.ts';
import { MinorUnitsSchema } from '../money.ts';
import { REGISTER_FIELDS, type RegisterField, RegisterFieldRuleSchema } from '../register-rules.ts';
import { DialingCodeSchema, IsoDateTimeSchema } from './fields.ts';
import { PositiveAmountSchema } from './money-fields.ts';

/**
 * Brand settings as operators manage them (issue 13 "brand settings"). One read, and one write
 * per section, so a refused section changes nothing else. Each write is audited with the
 * section before and after, and the player site reads the new values at once through the
 * /wps/system/* endpoints (and the withdrawal overview for the limits).
 *
 * Only what the code honours is here: the whitelabel switches of spec §3 (WHITELABEL_SWITCHES),
 * the brand columns the site and server read, the register field rules, languages that have
 * translations, customer service and app download links. The currency is read-only: every
 * balance and ledger line of a live brand is in it.
 */
export const BRAND_LIMITS = {
  titleMax: 60,
  urlMax: 1000,
  dialingCodesMax: 20,
  /** A register field's length bounds (0 as the maximum means no maximum). */
  fieldLengthMax: 255,
  /** SECURITY.md 34: 18 by default, 21 where the brand requires it. */
  minAgeMin: 18,
  minAgeMax: 21,
  passwordMaxAgeDaysMax: 3650,
} as const;

/** The messages of this module's refinements: the back office translates them. */
export const BRAND_ISSUES = {
  httpUrl: 'http-url',
  imageUrl: 'image-url',
  duplicate: 'duplicate',
  defaultNotSupported: 'default-not-supported',
  minAboveMax: 'min-above-max',
  requiredHidden: 'required-hidden',
  fieldsOnce: 'fields-once',
  passwordBounds: 'password-bounds',
  confirmFollowsPassword: 'confirm-follows-password',
  /** Server only: an attribute that the register form fixes was changed. */
  fixed: 'fixed',
} as const;

/** Site languages with complete translations (languages.ts `shipped`): a brand offers only these. */
export const SITE_LANGUAGES = LANGUAGES.filter((l) => l.shipped).map((l) => l.code);

/** The two app stores of the site's download band and QR popover. */
export const APP_PLATFORMS = ['IOS', 'ANDROID'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/**
 * Which parts of a register field's rule an operator may change, as the register form reads
 * them (register-form.ts `registerFields`):
 * - `toggles`: `both` (shown and required), `shown` (the captcha: once shown it is always
 *   answered), `none` (the registration tab decides: username, passwords, the SMS code);
 * - `lengths`: `free` (the brand's choice), `fixed` (the SMS code, the captcha, the six-digit
 *   payment password and the birthday, a date) or `password` (the confirmation has the
 *   password's bounds).
 */
export type RegisterFieldControl = {
  toggles: 'both' | 'shown' | 'none';
  lengths: 'free' | 'fixed' | 'password';
};
const TAB_FIELDS: readonly string[] = [
  'username',
  'password',
  'confirmPassword',
  'verificationCode',
];
const FIXED_LENGTHS: readonly string[] = [
  'captcha',
  'verificationCode',
  'paymentPassword',
  'birthday',
];

export const REGISTER_FIELD_CONTROL = Object.fromEntries(
  REGISTER_FIELDS.map((field): [RegisterField, RegisterFieldControl] => [
    field,
    {
      toggles: field === 'captcha' ? 'shown' : TAB_FIELDS.includes(field) ? 'none' : 'both',
      lengths:
        field === 'confirmPassword' ? 'password' : FIXED_LENGTHS.includes(field) ? 'fixed' : 'free',
    },
  ]),
) as Readonly<Record<RegisterField, RegisterFieldControl>>;

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s"'<>\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A link players follow: an http or https address, nothing else (no javascript:, data:...). */
export const HttpUrlSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(BRAND_LIMITS.urlMax),
    z.refine(isHttpUrl, BRAND_ISSUES.httpUrl),
  );

/** An image: an http(s) address or a path on this site (/media/...). */
export const BrandImageUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(BRAND_LIMITS.urlMax),
  z.refine(
    (s) => (s.startsWith('/') ? /^\/(?!\/)[^\s"'<>\\]*$/.test(s) : isHttpUrl(s)),
    BRAND_ISSUES.imageUrl,
  ),
  z.refine((s) => !s.includes('..'), BRAND_ISSUES.imageUrl),
);

const Title = z.string().check(z.trim(), z.minLength(1), z.maxLength(BRAND_LIMITS.titleMax));

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

// ── Whitelabel switches and the brand's feature options ─────────────────────────────────────
const switchShape = Object.fromEntries(WHITELABEL_SWITCHES.map((name) => [name, z.boolean()]));

export const WhitelabelSettingsSchema = z.object({
  /** Each switch of spec §3, as the site reads it (on only with every ancestor on). */
  switches: z.strictObject(switchShape as Record<WhitelabelSwitch, z.ZodMiniBoolean>),
  /** How a player resets a forgotten password: by email link or by SMS code. */
  forgotPasswordMode: z.enum(['EMAIL', 'PHONE']),
  /** Days after which a password must be changed, while PWDEXPFORCECHANGE3 is on. */
  passwordMaxAgeDays: z
    .number()
    .check(z.int(), z.gte(1), z.lte(BRAND_LIMITS.passwordMaxAgeDaysMax)),
  /** A transfer-mode game launched with an empty vendor wallet: move money at once, or ask. */
  transferOnLaunch: z.enum(['AUTO', 'PROMPT']),
  /** The amount moved or prefilled (minor units); null: the whole main balance. */
  transferLaunchAmount: z.nullable(PositiveAmountSchema),
  /** Leaving a transfer-mode game brings that vendor wallet back to main. */
  transferBackOnLeave: z.boolean(),
});
export type WhitelabelSettings = z.infer<typeof WhitelabelSettingsSchema>;

// ── Register field rules ──────────────────────────────────────────────────────────────────────
const Length = z.number().check(z.int(), z.gte(0), z.lte(BRAND_LIMITS.fieldLengthMax));

export const RegisterRuleInputSchema = z
  .object({
    field: z.enum(REGISTER_FIELDS),
    /** Shown on the register form. */
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: Length,
    /** 0: no maximum. */
    maxLength: Length,
  })
  .check(
    z.refine((r) => r.enabled || !r.required, {
      message: BRAND_ISSUES.requiredHidden,
      path: ['required'],
    }),
    z.refine((r) => r.maxLength === 0 || r.minLength <= r.maxLength, {
      message: BRAND_ISSUES.minAboveMax,
      path: ['maxLength'],
    }),
  );
export type RegisterRuleInput = z.infer<typeof RegisterRuleInputSchema>;

function passwordRule(rules: readonly RegisterRuleInput[], field: RegisterField) {
  return rules.find((r) => r.field === field);
}

export const RegisterSettingsInputSchema = z
  .object({
    minAge: z.number().check(z.int(), z.gte(BRAND_LIMITS.minAgeMin), z.lte(BRAND_LIMITS.minAgeMax)),
    /** The dialing codes a player may pick, the first preselected. */
    countryDialingCodes: z
      .array(DialingCodeSchema)
      .check(
        z.minLength(1),
        z.maxLength(BRAND_LIMITS.dialingCodesMax),
        z.refine(unique, BRAND_ISSUES.duplicate),
      ),
    /** Every register field once. */
    rules: z
      .array(RegisterRuleInputSchema)
      .check(
        z.refine(
          (rules) =>
            rules.length === REGISTER_FIELDS.length && unique(rules.map((rule) => rule.field)),
          BRAND_ISSUES.fieldsOnce,
        ),
      ),
  })
  .check(
    // The password policy's bounds win over the rule's (password-policy.ts), so the rule may
    // not claim other ones; the confirmation has the password's bounds.
    z.refine(
      (s) => {
        const rule = passwordRule(s.rules, 'password');
        return (
          !rule ||
          (rule.minLength >= PASSWORD_MIN_LENGTH &&
            rule.maxLength >= rule.minLength &&
            rule.maxLength <= Math.min(PASSWORD_MAX_LENGTH, BRAND_LIMITS.fieldLengthMax))
        );
      },
      { message: BRAND_ISSUES.passwordBounds, path: ['rules'] },
    ),
    z.refine(
      (s) => {
        const password = passwordRule(s.rules, 'password');
        const confirm = passwordRule(s.rules, 'confirmPassword');
        return (
          !password ||
          !confirm ||
          (password.minLength === confirm.minLength && password.maxLength === confirm.maxLength)
        );
      },
      { message: BRAND_ISSUES.confirmFollowsPassword, path: ['rules'] },
    ),
  );
export type RegisterSettingsInput = z.infer<typeof RegisterSettingsInputSchema>;

export const BrandRegisterSettingsSchema = z.object({
  minAge: z.number().check(z.int()),
  countryDialingCodes: z.array(z.string()),
  /** Every field's rule, as the site reads it (the pattern is shown, not edited here). */
  rules: z.array(RegisterFieldRuleSchema),
});

// ── Languages ─────────────────────────────────────────────────────────────────────────────────
const SiteLanguage = z.enum(SITE_LANGUAGES);

export const LanguageSettingsInputSchema = z
  .object({
    supportedLanguages: z
      .array(SiteLanguage)
      .check(
        z.minLength(1),
        z.maxLength(SITE_LANGUAGES.length),
        z.refine(unique, BRAND_ISSUES.duplicate),
      ),
    defaultLanguage: SiteLanguage,
  })
  .check(
    z.refine((s) => s.supportedLanguages.includes(s.defaultLanguage), {
      message: BRAND_ISSUES.defaultNotSupported,
      path: ['defaultLanguage'],
    }),
  );
export type LanguageSettingsInput = z.infer<typeof LanguageSettingsInputSchema>;

// ── Customer service and app download links ───────────────────────────────────────────────────
export const CustomerServiceLinkSchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  title: Title,
  url: HttpUrlSchema,
});
export type CustomerServiceLink = z.infer<typeof CustomerServiceLinkSchema>;

export const CustomerServiceInputSchema = z.object({
  /** The channels the site shows, in this order; a type at most once. */
  links: z.array(CustomerServiceLinkSchema).check(
    z.maxLength(CUSTOMER_SERVICE_TYPES.length),
    z.refine((links) => unique(links.map((l) => l.csType)), BRAND_ISSUES.duplicate),
  ),
});

export const AppDownloadSchema = z.object({
  platform: z.enum(APP_PLATFORMS),
  /** The QR code image the site shows. */
  qrImageUrl: BrandImageUrlSchema,
  /** The store page the QR code and the link open. */
  storeUrl: HttpUrlSchema,
});
export type AppDownload = z.infer<typeof AppDownloadSchema>;

export const AppDownloadsInputSchema = z.object({
  apps: z.array(AppDownloadSchema).check(
    z.maxLength(APP_PLATFORMS.length),
    z.refine((apps) => unique(apps.map((a) => a.platform)), BRAND_ISSUES.duplicate),
  ),
});

const isAmount = (value: unknown) => typeof value === 'string' && /^\d{1,19}$/.test(value);

// ── Withdrawal limits (the brand currency's minor units) ──────────────────────────────────────
export const WithdrawalLimitsSchema = z
  .object({ minAmount: PositiveAmountSchema, maxAmount: PositiveAmountSchema })
  .check(
    // Only once both are amounts (their own checks report anything else).
    z.refine(
      (s) =>
        !isAmount(s.minAmount) ||
        !isAmount(s.maxAmount) ||
        BigInt(s.minAmount) <= BigInt(s.maxAmount),
      {
        message: BRAND_ISSUES.minAboveMax,
        path: ['maxAmount'],
      },
    ),
  );
export type WithdrawalLimits = z.infer<typeof WithdrawalLimitsSchema>;

// ── The whole page ────────────────────────────────────────────────────────────────────────────
export const BrandSettingsSchema = z.object({
  /** Read-only: who the brand is and the currency its money is kept in. */
  brand: z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    currencyScale: z.number().check(z.int()),
    timezone: z.string(),
    updatedAt: IsoDateTimeSchema,
  }),
  whitelabel: z.object({
    switches: z.object(switchShape as Record<WhitelabelSwitch, z.ZodMiniBoolean>),
    forgotPasswordMode: z.enum(['EMAIL', 'PHONE']),
    passwordMaxAgeDays: z.number().check(z.int()),
    transferOnLaunch: z.enum(['AUTO', 'PROMPT']),
    transferLaunchAmount: z.nullable(MinorUnitsSchema),
    transferBackOnLeave: z.boolean(),
  }),
  register: BrandRegisterSettingsSchema,
  languages: z.object({
    supportedLanguages: z.array(z.string()),
    defaultLanguage: z.string(),
  }),
  customerService: z.array(
    z.object({ csType: z.enum(CUSTOMER_SERVICE_TYPES), title: z.string(), url: z.string() }),
  ),
  appDownloads: z.array(
    z.object({ platform: z.enum(APP_PLATFORMS), qrImageUrl: z.string(), storeUrl: z.string() }),
  ),
  withdrawals: z.object({ minAmount: MinorUnitsSchema, maxAmount: MinorUnitsSchema }),
});
export type BrandSettings = z.infer<typeof BrandSettingsSchema>;

const response = envelope(BrandSettingsSchema);

export const opsGetBrandSettings = defineEndpoint({
  method: 'GET',
  path: '/ops/brand/settings',
  summary: "The brand's settings: switches, register rules, languages, links, limits, currency",
  tags: ['ops'],
  auth: 'operator',
  permission: 'brand.read',
  response,
});

const put = {
  method: 'PUT',
  tags: ['ops'],
  auth: 'operator',
  permission: 'brand.settings',
  response,
} as const;
/** Each write: audited with the section before and after; the site sees it at once. */
export const opsPutBrandWhitelabel = defineEndpoint({
  ...put,
  path: '/ops/brand/settings/whitelabel',
  summary: 'Set the whitelabel switches and feature options',
  body: WhitelabelSettingsSchema,
});

export const opsPutBrandRegister = defineEndpoint({
  ...put,
  path: '/ops/brand/settings/register',
  summary: 'Set the register field rules, minimum age and dialing codes',
  body: RegisterSettingsInputSchema,
});

export const opsPutBrandLanguages = defineEndpoint({
  ...put,
  path: '/ops/brand/settings/languages',
  summary: 'Set the supported languages and the default',
  body: LanguageSettingsInputSchema,
});

export const opsPutBrandCustomerService = defineEndpoint({
  ...put,
  path: '/ops/brand/settings/customer-service',
  summary: 'Set the customer service links',
  body: CustomerServiceInputSchema,
});

export const opsPutBrandAppDownloads = defineEndpoint({
  ...put,
  path: '/ops/brand/settings/app-downloads',
  summary: 'Set the app download links and QR codes',
  body: AppDownloadsInputSchema,
});

export const opsPutBrandWithdrawalLimits = defineEndpoint({
  ...put,
  path: '/ops/brand/settings/withdrawal-limits',
  summary: 'Set the withdrawal minimum and maximum (minor units)',
  body: WithdrawalLimitsSchema,
});
