import type { RegisterFieldRule } from './register-rules.ts';

/*
 * The register fields' rule engine. Apart from register-rules.ts, whose rule schema the
 * permission data (read at boot) carries: the patterns and the check load with the forms that
 * use them, not with the first chunk (decision 037).
 */

/**
 * Pattern ids of spec §5, as whole-string regular expressions (u flag). Id 5 is the
 * combination (a letter and a digit, other characters such as symbols allowed), id 14 the
 * restrictive one (letters and digits only, both present): decision 028.
 */
export const FIELD_PATTERNS: Readonly<Record<number, RegExp>> = {
  0: /^[\s\S]*$/u,
  1: /^[A-Za-z][A-Za-z0-9]*$/u,
  2: /^[A-Za-z\p{Script=Han}]+$/u,
  3: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u,
  4: /^[A-Za-z0-9]+$/u,
  5: /^(?=.*[A-Za-z])(?=.*\d).+$/su,
  6: /^\d+$/u,
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  8: /^[A-Za-z ]+$/u,
  9: /^\S+$/u,
  10: /^[\p{Script=Han}\p{P}\p{S}]+$/u,
  11: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
  12: /^(?=(?:.*[A-Za-z]){2})[A-Za-z ]+$/u,
  13: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/u,
  14: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/u,
  15: /^[\p{Script=Hangul} ]+$/u,
  16: /^[\p{Script=Thai} ]+$/u,
  17: /^[\p{Script=Thai}A-Za-z ]+$/u,
  18: /^(?=.*[A-Z])[A-Z ]+$/u,
  19: /^[A-Za-z0-9\p{P}\p{S}]+$/u,
  20: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).+$/u,
  21: /^\S+( \S+)+$/u,
  22: /^[\u3000-\u30FF\uFF01-\uFF60\p{Script=Han}]+$/u,
  23: /^[A-Z]+$/u,
};

export type FieldIssue = 'required' | 'length' | 'pattern';

/**
 * The one rule engine for register fields, used by the register form and by the server.
 * Returns null when the value satisfies the rule, else the first issue.
 */
export function checkField(
  rule: RegisterFieldRule,
  raw: string | undefined | null,
): FieldIssue | null {
  const value = raw ?? '';
  if (!rule.enabled) return null;
  if (value === '') return rule.required ? 'required' : null;
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return 'length';
  const pattern = FIELD_PATTERNS[rule.patternId];
  if (pattern && !pattern.test(value)) return 'pattern';
  if (rule.acceptedPattern && rule.acceptedPattern !== '*') {
    const accepted = new RegExp(`^(?:${rule.acceptedPattern.replaceAll('*', '.*')})$`, 'u');
    if (!accepted.test(value)) return 'pattern';
  }
  return null;
}
