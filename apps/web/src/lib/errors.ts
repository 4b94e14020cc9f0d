import type { ErrorCode } from '@nova/contracts/errors';
import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** The error code to show for anything thrown; unknown failures read as INTERNAL. */
export function errorCodeOf(error: unknown): ErrorCode {
  return isApiError(error) ? error.code : 'INTERNAL';
}

/** Translated message for an error: `errors:<CODE>`, never server text (STYLE.md "Errors"). */
export function errorMessage(t: TFunction, error: unknown): string {
  return t(`errors:${errorCodeOf(error)}`);
}
