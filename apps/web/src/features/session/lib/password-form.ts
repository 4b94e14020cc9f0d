/**
 * Server errors of the password forms (change, reset by phone, reset by link) placed under
 * their fields (spec §8 "Field errors appear under each field").
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@nova/contracts/constants';
import type { ErrorCode } from '@nova/contracts/errors';
import { type PasswordIssue, passwordIssue } from '@nova/contracts/password-policy';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { isApiError } from '../../../lib/api-client';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** The fields a failed call's details may be shown under (`accountFields.<name>` labels them). */
export const ACCOUNT_FIELDS = [
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'mobileNum',
  'verificationCode',
  'username',
  'email',
] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export function isAccountField(name: string): name is AccountField {
  return (ACCOUNT_FIELDS as readonly string[]).includes(name);
}

const CODE_FIELDS: Partial<Record<ErrorCode, AccountField>> = {
  OLD_PASSWORD_INVALID: 'oldPassword',
  WEAK_PASSWORD: 'newPassword',
  SAME_PASSWORD: 'newPassword',
  PASSWORD_MISMATCH: 'confirmNewPassword',
  CODE_INVALID: 'verificationCode',
  CODE_EXPIRED: 'verificationCode',
  PHONE_INVALID: 'mobileNum',
};

const POLICY_ISSUES = new Set(['length', 'common', 'simple', 'username']);

/** The message for one `{path, issue}` detail of a VALIDATION_FAILED answer. */
function detailMessage(t: TFunction, field: AccountField, issue: string): string {
  const label = t(`session:accountFields.${field}`);
  if (issue === 'required') return t('session:issues.required', { field: label });
  if (issue === 'mismatch') return t('session:issues.mismatch');
  if (field === 'newPassword' && POLICY_ISSUES.has(issue)) {
    return t(`session:passwordPolicy.${issue}`, {
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
    });
  }
  return t('session:issues.invalid', { field: label });
}

/**
 * Per field, the translated message of a failed call: field-bound codes and the server's field
 * details (`body.<field>`). Empty when nothing belongs to a field shown in `fields`; the caller
 * then shows the error above the button.
 */
export function fieldErrorsFromApi<F extends AccountField>(
  error: unknown,
  fields: readonly F[],
  t: TFunction,
): Partial<Record<F, string>> {
  const placed: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return placed;
  const shown = (name: string): name is F => (fields as readonly string[]).includes(name);
  for (const detail of error.details) {
    const name = detail.path.replace(/^body\./, '');
    if (shown(name)) placed[name] ??= detailMessage(t, name, detail.issue);
  }
  const codeField = CODE_FIELDS[error.code];
  if (codeField && shown(codeField) && !placed[codeField]) {
    placed[codeField] = t(`errors:${error.code}`);
  }
  return placed;
}

/**
 * The message key of a refused new password (`session` namespace); its placeholders are the
 * rule's length bounds and the password's label.
 */
export function passwordIssueKey(issue: PasswordIssue, rule?: RegisterFieldRule): string {
  if (issue === 'pattern') return rule ? `patterns.${rule.patternId}` : 'issues.pattern';
  return `passwordPolicy.${issue}`;
}

export interface NewPasswordContext {
  /** The account, which the new password must not contain. */
  username?: string | undefined;
  /** The brand's register rule for `password` (decision 028). */
  rule?: RegisterFieldRule | undefined;
}

type NewPasswordBody = { newPassword: string; confirmNewPassword: string; oldPassword?: string };

/**
 * A password request's schema with the rules the server applies beyond its shape (spec §5): the
 * new password meets the password rule and differs from the old one, and the confirmation
 * matches. Each refusal names its message key (`useZodForm` translates it).
 */
export function withNewPasswordRules<S extends z.ZodMiniType<NewPasswordBody, NewPasswordBody>>(
  schema: S,
  context: NewPasswordContext,
) {
  return schema.check(
    z.superRefine((body: NewPasswordBody, ctx) => {
      const { newPassword, confirmNewPassword, oldPassword } = body;
      const issue = newPassword ? passwordIssue(newPassword, context) : null;
      if (issue) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: passwordIssueKey(issue, context.rule),
        });
      } else if (newPassword && newPassword === oldPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'errors:SAME_PASSWORD' });
      }
      if (confirmNewPassword && confirmNewPassword !== newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'issues.mismatch' });
      }
    }),
  );
}
