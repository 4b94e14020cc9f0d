import type { ErrorCode } from '@nova/contracts/errors';
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

/** Seconds to wait before asking again, when the server said so (SMS_COOLDOWN, RATE_LIMITED). */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const value = (error as { retryAfter?: unknown }).retryAfter;
  return typeof value === 'number' && value > 0 ? value : null;
}
