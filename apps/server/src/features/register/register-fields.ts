import {
  type RegisterSwitches,
  type RegisterValues,
  registerFields,
  validateRegister,
} from '@nova/contracts/register-form';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import type { ErrorDetail } from '../../lib/app-error.ts';

/**
 * The server side of the register form's field set (spec §5 "Registration"): the same
 * definition the form uses (@nova/contracts/register-form), so both accept the same inputs.
 * The tab is named like the member's register method.
 */
export type RegisterTab = 'USERNAME' | 'MOBILE';
export type TabSwitches = RegisterSwitches;

function formTab(tab: RegisterTab) {
  return tab === 'USERNAME' ? 'username' : 'mobile';
}

/** The rules to apply; only these fields are read from the body. */
export function fieldsToCheck(
  rules: readonly RegisterFieldRule[],
  tab: RegisterTab,
  switches: TabSwitches,
  values: RegisterValues,
): RegisterFieldRule[] {
  return registerFields(rules, formTab(tab), switches, values);
}

/** Every field issue at once, as VALIDATION_FAILED details (`body.<field>`). */
export function fieldIssues(
  fields: readonly RegisterFieldRule[],
  values: RegisterValues,
): ErrorDetail[] {
  return Object.entries(validateRegister(fields, values)).map(([field, issue]) => ({
    path: `body.${field}`,
    issue,
  }));
}
