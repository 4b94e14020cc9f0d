import { VERIFICATION_CODE_MAX_LENGTH } from './constants.ts';
import { checkField, type FieldIssue } from './register-field-check.ts';
import { REGISTER_FIELDS, type RegisterField, type RegisterFieldRule } from './register-rules.ts';

/**
 * Which register fields each tab takes and how they are checked (spec §5 "Registration"): the
 * one definition the register form and the server both use, so they accept exactly the same
 * inputs. Field rules come from the brand's configuration; `checkField` is the rule engine.
 */
export type RegisterTab = 'username' | 'mobile';
export type RegisterValues = Partial<Record<RegisterField, string>>;

export interface RegisterSwitches {
  /** MOBILENUMPASSREG3: the mobile tab also takes a password. */
  mobilePassword: boolean;
  /** REGMOBVERF3: a mobile number must be proven with an SMS code. */
  smsVerification: boolean;
}

/** Fields the tabs handle themselves; the other enabled rules are the form's extras. */
const TAB_FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
];

/** Secrets are checked exactly as typed, never trimmed (SECURITY.md 2). */
export function isSecretField(field: RegisterField): boolean {
  return field.toLowerCase().includes('password');
}

/** The value that is checked for a typed input: trimmed unless a secret. */
export function normaliseValue(field: RegisterField, raw: string | undefined): string {
  return isSecretField(field) ? (raw ?? '') : (raw ?? '').trim();
}

/** Normalised values of the known register fields, empty ones dropped. */
export function registerValues(body: Partial<Record<string, unknown>>): RegisterValues {
  const values: RegisterValues = {};
  for (const field of REGISTER_FIELDS) {
    const raw = body[field];
    if (typeof raw !== 'string') continue;
    const value = normaliseValue(field, raw);
    if (value !== '') values[field] = value;
  }
  return values;
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

/** A field the tab needs: the brand's rule if any, always enabled and required. */
function coreRule(rules: readonly RegisterFieldRule[], field: RegisterField): RegisterFieldRule {
  const rule = rules.find((r) => r.field === field) ?? defaultRule(field);
  return { ...rule, enabled: true, required: true };
}

/** Does this tab take a chosen password (else the account gets an unusable one)? */
export function takesPassword(tab: RegisterTab, switches: RegisterSwitches): boolean {
  return tab === 'username' || switches.mobilePassword;
}

/**
 * The fields of a tab, in display order: the tab's own fields, the mobile number on the
 * username tab when the brand shows it (with its SMS code, required once a number is typed),
 * the brand's extra fields, then the captcha when its rule is enabled. Only these fields are
 * read from a registration; anything else it carries is ignored.
 */
export function registerFields(
  rules: readonly RegisterFieldRule[],
  tab: RegisterTab,
  switches: RegisterSwitches,
  values: RegisterValues = {},
): RegisterFieldRule[] {
  const enabled = (field: RegisterField) => rules.find((r) => r.field === field && r.enabled);
  const core: RegisterField[] = [
    ...(tab === 'username' ? (['username'] as const) : (['mobileNum'] as const)),
    ...(takesPassword(tab, switches) ? (['password', 'confirmPassword'] as const) : []),
    ...(tab === 'mobile' && switches.smsVerification ? (['verificationCode'] as const) : []),
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

/** One field's issue: the rule engine, then the confirmation check. */
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
