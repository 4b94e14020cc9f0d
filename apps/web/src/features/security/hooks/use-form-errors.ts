import type { ErrorCode } from '@nova/contracts/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { errorCodeOf } from '../../../lib/errors';
import { checkBody, fieldOfError } from '../lib/form-errors';

/**
 * Errors of one security form: under each field, or once for the whole form. Every message is
 * translated by code (`errors:<CODE>`), never server text (STYLE.md "Errors").
 */
export function useFormErrors<F extends string>(labels: Record<F, string>) {
  const { t } = useTranslation(['security', 'errors']);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const fields = Object.keys(labels) as F[];

  function clear(): void {
    setErrors({});
    setAlert(null);
  }

  /** Checks the values against the request schema; null (and messages shown) when invalid. */
  function validate<S extends z.ZodMiniType>(
    schema: S,
    values: Record<string, string>,
    extra: Partial<Record<F, string>> = {},
  ): z.output<S> | null {
    clear();
    const result = checkBody(schema, values);
    const next: Partial<Record<F, string>> = {};
    if (!result.ok) {
      for (const [field, kind] of Object.entries(result.issues)) {
        if (!fields.includes(field as F)) continue;
        const label = labels[field as F];
        next[field as F] =
          kind === 'required'
            ? t('issues.required', { field: label })
            : t(`issues.format.${field}`, { defaultValue: t('issues.invalid', { field: label }) });
      }
    }
    Object.assign(next, Object.fromEntries(Object.entries(extra).filter(([f]) => !next[f as F])));
    setErrors(next);
    return result.ok && Object.keys(next).length === 0 ? result.data : null;
  }

  /** Shows a failed call under its field, or above the buttons. */
  function fail(error: unknown): ErrorCode {
    const code = errorCodeOf(error);
    const message = t(`errors:${code}`);
    const field = fieldOfError(error, fields) as F | null;
    if (field) setErrors({ [field]: message } as Partial<Record<F, string>>);
    else setAlert(message);
    return code;
  }

  return { errors, alert, clear, validate, fail, setAlert };
}
