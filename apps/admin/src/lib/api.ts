import { ApiError, type CallInput, callApi, isApiError } from '@nova/client/api-client';
import type { EndpointDef, ValueOf } from '@nova/contracts/endpoint';
import type { TFunction } from 'i18next';

export type { CallInput, EndpointDef, ValueOf };
export { ApiError, callApi, isApiError };

/**
 * What an operator reads when a call fails: the error code translated (`errors.<CODE>`), with
 * the fields the server named. Server text is never shown (STYLE.md "Errors").
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.INTERNAL');
  const base = t(`errors.${error.code}`, {
    defaultValue: t('errors.UNKNOWN', { code: error.code }),
  });
  const fields = error.details.map((d) => d.path).filter(Boolean);
  return fields.length ? `${base} (${fields.join(', ')})` : base;
}
