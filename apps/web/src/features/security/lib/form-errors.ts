import type { ErrorCode } from '@nova/contracts/errors';
<<<<<<< HEAD
=======
import type { z } from 'zod/mini';
>>>>>>> h/bundle
import { isApiError } from '../../../lib/api-client';

/** Which field a server error belongs under (SECURITY.md 14: the current password is asked). */
export const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  INVALID_CREDENTIALS: 'password',
  OLD_PASSWORD_INVALID: 'password',
  PASSWORD_MISMATCH: 'confirmPaymentPassword',
  WEAK_PASSWORD: 'paymentPassword',
  CODE_INVALID: 'verificationCode',
  CODE_EXPIRED: 'verificationCode',
  VERIFICATION_FAILED: 'verificationCode',
  TOTP_INVALID: 'code',
  PHONE_INVALID: 'mobileNum',
  MOBILE_TAKEN: 'mobileNum',
};

<<<<<<< HEAD
=======
export type IssueKind = 'required' | 'invalid';

export type CheckResult<T> =
  | { ok: true; data: T }
  | { ok: false; issues: Record<string, IssueKind> };

/**
 * Checks form values with the request schema the server validates with (STYLE.md
 * "Contracts"); each field gets its first problem: empty or not valid.
 */
export function checkBody<S extends z.ZodMiniType>(
  schema: S,
  values: Record<string, string>,
): CheckResult<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues: Record<string, IssueKind> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || issues[field]) continue;
    issues[field] = (values[field] ?? '').trim() === '' ? 'required' : 'invalid';
  }
  return { ok: false, issues };
}

/**
 * The field a failed call belongs under, when the form has it: by error code, or by the
 * first detail of a validation failure. Otherwise the error is the form's.
 */
export function fieldOfError(error: unknown, fields: readonly string[]): string | null {
  if (!isApiError(error)) return null;
  const byCode = FIELD_OF_CODE[error.code];
  if (byCode && fields.includes(byCode)) return byCode;
  if (error.code === 'VALIDATION_FAILED') {
    for (const detail of error.details) {
      const field = detail.path.split('.').pop() ?? '';
      if (fields.includes(field)) return field;
    }
  }
  return null;
}

>>>>>>> h/bundle
/** Seconds to wait before asking again, when the server said so (SMS_COOLDOWN, RATE_LIMITED). */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const value = (error as { retryAfter?: unknown }).retryAfter;
  return typeof value === 'number' && value > 0 ? value : null;
}
