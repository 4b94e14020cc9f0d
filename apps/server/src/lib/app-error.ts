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

  constructor(code: ErrorCode, message?: string, details?: ErrorDetail[]) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
