import { passwordLengthBounds } from '@nova/contracts/password-policy';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z4 from 'zod/v4/core';
import { useZodForm, type ZodFormOptions } from '../../../lib/use-zod-form';
import { fieldErrorsFromApi, isAccountField } from '../lib/password-form';

/**
 * A password or account form of the session feature (change, reset by phone or link): labels
 * `accountFields.<name>`, a refused new password explained with the brand's rule, a failed call's
 * details under their fields (`fieldErrorsFromApi`).
 */
export function useAccountForm<S extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z4.input<S>,
  {
    rule,
    invalid,
  }: {
    /** The brand's password rule, whose bounds the length message names. */
    rule?: RegisterFieldRule | undefined;
    invalid?: ZodFormOptions<z4.input<S>>['invalid'];
  } = {},
) {
  const { t } = useTranslation(['session', 'errors']);
  const fields = Object.keys(defaultValues).filter(isAccountField);
  return useZodForm(schema, {
    ns: 'session',
    defaultValues,
    labels: Object.fromEntries(fields.map((field) => [field, `accountFields.${field}`])) as Partial<
      Record<keyof z4.input<S> & string, string>
    >,
    invalid,
    params: { ...passwordLengthBounds(rule), field: t('fields.password') },
    placeError: (error) => fieldErrorsFromApi(error, fields, t),
  });
}
