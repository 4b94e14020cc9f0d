import type { ErrorExtra } from '@nova/contracts/error-extra';
import type { ErrorCode } from '@nova/contracts/errors';

export interface ErrorDetail {
  path: string;
  issue: string;
}

/**
 * The one error type services throw (STYLE.md "Errors"). The error plugin turns the code into
 * an HTTP status and the envelope; the message is for logs and developers, never for players.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** Envelope extras: retryAfter (also sent as Retry-After), captchaRequired, verification. */
  readonly extra: ErrorExtra | undefined;

  constructor(code: ErrorCode, message?: string, details?: ErrorDetail[], extra?: ErrorExtra) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.extra = extra;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A 429 whose envelope and Retry-After header say when to come back (SECURITY.md 3). */
export function rateLimited(
  retryAfterSeconds: number,
  code: 'RATE_LIMITED' | 'SMS_LOCKED' | 'SMS_COOLDOWN' = 'RATE_LIMITED',
): AppError {
  return new AppError(code, undefined, undefined, {
    retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}
