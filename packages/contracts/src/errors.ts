/**
 * The closed list of error codes. Services throw AppError(code); the server's error plugin maps
 * each code to an HTTP status (apps/server/src/plugins/errors.ts); the web translates
 * `errors.<CODE>` and never shows server text raw (STYLE.md "Errors").
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TRIAL_FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'IDEMPOTENCY_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'INVALID_CREDENTIALS',
  'NON_MEMBER_LOGIN',
  'NON_AGENT_LOGIN',
  'PASSWORD_CHANGE_REQUIRED',
  'WEAK_PASSWORD',
  'INVALID_AFFILIATE_CODE',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'PASSWORD_MISMATCH',
  'OLD_PASSWORD_INVALID',
  'SAME_PASSWORD',
  'TERMS_NOT_ACCEPTED',
  'AGE_NOT_CONFIRMED',
  'UNDERAGE',
  'FEATURE_DISABLED',
  'PHONE_INVALID',
  'SMS_LOCKED',
  'SMS_COOLDOWN',
  'SMS_QUOTA_EXCEEDED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'VERIFICATION_REQUIRED',
  'VERIFICATION_FAILED',
  'TOTP_INVALID',
  'TICKET_INVALID',
  'SOCIAL_LOGIN_FAILED',
  'INVALID_DOMAIN',
  'REGION_RESTRICTED',
  'MAINTENANCE',
  'GAME_MAINTENANCE',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INVALID',
  'REAL_NAME_REQUIRED',
  'AMOUNT_OUT_OF_RANGE',
  'TURNOVER_NOT_MET',
  'INVALID_STATE',
  'UPLOAD_INVALID',
  'CHANNEL_UNAVAILABLE',
  'NO_UPLINE',
  'VENDOR_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'SESSION_EXPIRED',
  'ROUND_SETTLED',
  'ROUND_ROLLED_BACK',
  'TRIAL_UNAVAILABLE',
  'SEED_IN_USE',
  'BETTING_CLOSED',
  'BET_NOT_FOUND',
  /** Player protection (issue 14): the envelope's `protection` says until when or which limit. */
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
  'LIMIT_COOLING_OFF',
  'KYC_REQUIRED',
  /** A transfer to a member whose protection refuses it; the sender is told nothing more. */
  'RECIPIENT_UNAVAILABLE',
  /** Issue 15: an upline that did not pay a statement in time: no withdrawal or transfer out. */
  'ACCOUNT_FROZEN',
  /** Contract terms that break a rule (tiers out of order, a ratio above the upline's, ...). */
  'CONTRACT_INVALID',
  /** Signing would cancel sub-agent contracts that beat it: confirm first (extra: accounts). */
  'CONTRACT_CANCELS_DOWNLINE',
  /** The contract is not in a state that allows this action. */
  'CONTRACT_STATE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
