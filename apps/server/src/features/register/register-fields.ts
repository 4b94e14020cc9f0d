import type { RegisterRequest } from '@nova/contracts/api/register';
import { VERIFICATION_CODE_MAX_LENGTH } from '@nova/contracts/constants';
import {
  checkField,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
} from '@nova/contracts/register-rules';
import type { ErrorDetail } from '../../lib/app-error.ts';

/**
 * Which register fields a tab checks, and how (spec §5 "Registration"). This mirrors the web
 * form's field set (apps/web/src/features/session/lib/register-form.ts) and uses the same rule
 * engine, `checkField` from contracts, so the server gives the same answer as the form.
 */
export type RegisterTab = 'USERNAME' | 'MOBILE';

export interface TabSwitches {
  /** MOBILENUMPASSREG3: the mobile tab also takes a password. */
  mobilePassword: boolean;
  /** REGMOBVERF3: a mobile number must be proven with an SMS code. */
  smsVerification: boolean;
}

export type RegisterValues = Partial<Record<RegisterField, string>>;

/** Fields the tabs handle themselves; the other enabled rules are the form's extras. */
const TAB_FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
];

/** Secrets: checked exactly as typed, never trimmed (SECURITY.md 2). */
function isSecret(field: RegisterField): boolean {
  return field.toLowerCase().includes('password');
}

/** The body's register field values: trimmed (except secrets), empty ones dropped. */
export function registerValues(body: RegisterRequest): RegisterValues {
  const values: RegisterValues = {};
  for (const field of REGISTER_FIELDS) {
    const raw = body[field];
    if (raw === undefined) continue;
    const value = isSecret(field) ? raw : raw.trim();
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
export function takesPassword(tab: RegisterTab, switches: TabSwitches): boolean {
  return tab === 'USERNAME' || switches.mobilePassword;
}

/**
 * The rules to apply. Only these fields are read from the body; anything else it carries is
 * ignored. An SMS code is part of the set when REGMOBVERF3 is on and a mobile number comes with
 * the registration (always on the mobile tab; on the username tab when the brand shows the
 * mobile field and it is filled in).
 */
export function fieldsToCheck(
  rules: readonly RegisterFieldRule[],
  tab: RegisterTab,
  switches: TabSwitches,
  values: RegisterValues,
): RegisterFieldRule[] {
  const enabled = (field: RegisterField) => rules.find((r) => r.field === field && r.enabled);
  const mobile = tab === 'USERNAME' ? enabled('mobileNum') : undefined;
  const withMobile = tab === 'MOBILE' || (mobile !== undefined && values.mobileNum !== undefined);
  const core: RegisterField[] = [
    ...(tab === 'USERNAME' ? (['username'] as const) : (['mobileNum'] as const)),
    ...(takesPassword(tab, switches) ? (['password', 'confirmPassword'] as const) : []),
    ...(switches.smsVerification && withMobile ? (['verificationCode'] as const) : []),
  ];
  const captcha = enabled('captcha');
  const extras = rules.filter((rule) => rule.enabled && !TAB_FIELDS.includes(rule.field));
  return [
    ...core.map((field) => coreRule(rules, field)),
    ...(mobile ? [mobile] : []),
    // The captcha, once the brand shows it, is always answered (SECURITY.md 4).
    ...(captcha ? [{ ...captcha, required: true }] : []),
    ...extras,
  ];
}

/** Every field issue at once, as VALIDATION_FAILED details (`body.<field>`). */
export function fieldIssues(
  fields: readonly RegisterFieldRule[],
  values: RegisterValues,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const rule of fields) {
    const issue = checkField(rule, values[rule.field]);
    if (issue) details.push({ path: `body.${rule.field}`, issue });
    else if (rule.field === 'confirmPassword' && values.confirmPassword !== values.password) {
      details.push({ path: 'body.confirmPassword', issue: 'mismatch' });
    }
  }
  return details;
}
