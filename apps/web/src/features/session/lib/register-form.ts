/**
 * Which register fields each tab shows and how they are checked (spec §5 "Registration").
 * Field rules come from the server; `checkField` from contracts is the one rule engine,
 * shared with the server.
 */
import { VERIFICATION_CODE_MAX_LENGTH } from '@nova/contracts/constants';
import {
  checkField,
  type FieldIssue,
  type RegisterField,
  type RegisterFieldRule,
} from '@nova/contracts/register-rules';

export type RegisterTab = 'username' | 'mobile';

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

export function registerFields(
  rules: readonly RegisterFieldRule[],
  tab: RegisterTab,
  switches: RegisterSwitches,
): RegisterFieldRule[] {
  const core: RegisterField[] =
    tab === 'username'
      ? ['username', 'password', 'confirmPassword']
      : [
          'mobileNum',
          ...(switches.mobilePassword ? (['password', 'confirmPassword'] as const) : []),
          ...(switches.smsVerification ? (['verificationCode'] as const) : []),
        ];
  const extras = rules.filter(
    (rule) =>
      rule.enabled &&
      !TAB_FIELDS.includes(rule.field) &&
      !(tab === 'username' && rule.field === 'mobileNum'),
  );
  const mobileExtra =
    tab === 'username' ? rules.filter((r) => r.field === 'mobileNum' && r.enabled) : [];
  return [...core.map((field) => coreRule(rules, field)), ...mobileExtra, ...extras];
}

export type RegisterIssue = FieldIssue | 'mismatch';

export function validateRegister(
  fields: readonly RegisterFieldRule[],
  values: Partial<Record<RegisterField, string>>,
): Partial<Record<RegisterField, RegisterIssue>> {
  const issues: Partial<Record<RegisterField, RegisterIssue>> = {};
  for (const rule of fields) {
    const value = values[rule.field]?.trim() ?? '';
    const issue = checkField(
      rule,
      rule.field.toLowerCase().includes('password') ? (values[rule.field] ?? '') : value,
    );
    if (issue) {
      issues[rule.field] = issue;
      continue;
    }
    if (rule.field === 'confirmPassword' && values.confirmPassword !== values.password) {
      issues.confirmPassword = 'mismatch';
    }
  }
  return issues;
}
