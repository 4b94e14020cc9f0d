/**
 * Which register fields each tab shows and how they are checked (spec §5 "Registration").
 * Field rules come from the server; `checkField` from contracts is the one rule engine,
 * shared with the server (apps/server/src/features/register/register-fields.ts mirrors this
 * field set), so the form and the server accept exactly the same inputs.
 */
import { VERIFICATION_CODE_MAX_LENGTH } from '@nova/contracts/constants';
import type { ErrorCode } from '@nova/contracts/errors';
import {
  checkField,
  type FieldIssue,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
} from '@nova/contracts/register-rules';
import { isApiError } from '../../../lib/api-client';

export type RegisterTab = 'username' | 'mobile';
export type RegisterValues = Partial<Record<RegisterField, string>>;

export interface RegisterSwitches {
  /** MOBILENUMPASSREG3: the mobile tab also asks for a password. */
  mobilePassword: boolean;
  /** REGMOBVERF3: an SMS verification code is required. */
  smsVerification: boolean;
}

/** Fields handled by the tabs themselves rather than listed as extras. */
const TAB_FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
];

/** Secrets are checked exactly as typed, never trimmed (SECURITY.md 2), as on the server. */
export function isSecretField(field: RegisterField): boolean {
  return field.toLowerCase().includes('password');
}

/** The value the server checks for a typed input: trimmed unless a secret. */
export function normaliseValue(field: RegisterField, raw: string | undefined): string {
  return isSecretField(field) ? (raw ?? '') : (raw ?? '').trim();
}

function defaultRule(field: RegisterField): RegisterFieldRule {
  return {
    field,
    required: true,
    enabled: true,
    minLength: 1,
    maxLength: field === 'verificationCode' ? VERIFICATION_CODE_MAX_LENGTH : 0,
    patternId: 0,
    acceptedPattern: null,
  };
}

/** A field the tab needs: the server rule if any, always enabled and required. */
function coreRule(rules: readonly RegisterFieldRule[], field: RegisterField): RegisterFieldRule {
  const rule = rules.find((r) => r.field === field) ?? defaultRule(field);
  return { ...rule, enabled: true, required: true };
}

/**
 * The fields of a tab, in display order: the tab's own fields, the mobile number on the
 * username tab when the brand shows it (with its SMS code, required once a number is typed),
 * the brand's extra fields, then the captcha when its rule is enabled.
 */
export function registerFields(
  rules: readonly RegisterFieldRule[],
  tab: RegisterTab,
  switches: RegisterSwitches,
  values: RegisterValues = {},
): RegisterFieldRule[] {
  const enabled = (field: RegisterField) => rules.find((r) => r.field === field && r.enabled);
  const core: RegisterField[] =
    tab === 'username'
      ? ['username', 'password', 'confirmPassword']
      : [
          'mobileNum',
          ...(switches.mobilePassword ? (['password', 'confirmPassword'] as const) : []),
          ...(switches.smsVerification ? (['verificationCode'] as const) : []),
        ];
  const mobile = tab === 'username' ? enabled('mobileNum') : undefined;
  const mobileCode =
    mobile && switches.smsVerification
      ? [
          {
            ...coreRule(rules, 'verificationCode'),
            required: normaliseValue('mobileNum', values.mobileNum) !== '',
          },
        ]
      : [];
  const extras = rules.filter((rule) => rule.enabled && !TAB_FIELDS.includes(rule.field));
  const captcha = enabled('captcha');
  return [
    ...core.map((field) => coreRule(rules, field)),
    ...(mobile ? [mobile, ...mobileCode] : []),
    ...extras,
    // Once the brand shows the captcha it is always answered (SECURITY.md 4).
    ...(captcha ? [{ ...captcha, required: true }] : []),
  ];
}

export type RegisterIssue = FieldIssue | 'mismatch';

/** One field's issue: the contract rule engine, then the confirmation check. */
export function validateRegisterField(
  rule: RegisterFieldRule,
  values: RegisterValues,
): RegisterIssue | null {
  const issue = checkField(rule, normaliseValue(rule.field, values[rule.field]));
  if (issue) return issue;
  if (
    rule.field === 'confirmPassword' &&
    rule.enabled &&
    values.confirmPassword !== values.password
  )
    return 'mismatch';
  return null;
}

export function validateRegister(
  fields: readonly RegisterFieldRule[],
  values: RegisterValues,
): Partial<Record<RegisterField, RegisterIssue>> {
  const issues: Partial<Record<RegisterField, RegisterIssue>> = {};
  for (const rule of fields) {
    const issue = validateRegisterField(rule, values);
    if (issue) issues[rule.field] = issue;
  }
  return issues;
}

/** Error codes that belong under one field of the form. */
const CODE_FIELDS: Partial<Record<ErrorCode, RegisterField>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  PHONE_INVALID: 'mobileNum',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
  CODE_INVALID: 'verificationCode',
  CODE_EXPIRED: 'verificationCode',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
  UNDERAGE: 'birthday',
  INVALID_AFFILIATE_CODE: 'affiliateCode',
};

/** Body paths that are shown under another field. */
const PATH_ALIASES: Record<string, RegisterField> = { countryDialingCode: 'mobileNum' };

export interface RegisterErrorPlacement {
  /** Per field: a rule issue (`required`, `length`, `pattern`, `mismatch`, …) or an error code. */
  fields: Partial<Record<RegisterField, string>>;
  /** TERMS_NOT_ACCEPTED: the inline error on the terms line. */
  terms: boolean;
  /** AGE_NOT_CONFIRMED: the inline error on the age line. */
  age: boolean;
  /** Nothing could be placed on the form: show the error above the button. */
  unplaced: boolean;
}

function isRegisterField(value: string): value is RegisterField {
  return (REGISTER_FIELDS as readonly string[]).includes(value);
}

/**
 * Where a failed registration's errors go (spec §8 "Field errors appear under each field"):
 * the server's field details (`body.<field>`) under their fields, field-bound codes under their
 * field, the terms and age codes on their lines; anything else is left for the form alert.
 */
export function placeRegisterError(
  error: unknown,
  shown: ReadonlySet<RegisterField>,
): RegisterErrorPlacement {
  const placement: RegisterErrorPlacement = {
    fields: {},
    terms: false,
    age: false,
    unplaced: false,
  };
  if (!isApiError(error)) return { ...placement, unplaced: true };
  for (const detail of error.details) {
    const name = detail.path.replace(/^body\./, '');
    const field = PATH_ALIASES[name] ?? (isRegisterField(name) ? name : undefined);
    if (field && shown.has(field)) placement.fields[field] ??= detail.issue;
    else if (name === 'termsAccepted') placement.terms = true;
    else if (name === 'ageConfirmed') placement.age = true;
  }
  const codeField = CODE_FIELDS[error.code];
  if (codeField && shown.has(codeField) && error.details.length === 0) {
    placement.fields[codeField] = error.code;
  }
  if (error.code === 'TERMS_NOT_ACCEPTED') placement.terms = true;
  if (error.code === 'AGE_NOT_CONFIRMED') placement.age = true;
  placement.unplaced =
    Object.keys(placement.fields).length === 0 && !placement.terms && !placement.age;
  return placement;
}
