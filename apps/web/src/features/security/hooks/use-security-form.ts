import type { FieldValues } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { useZodForm } from '../../../lib/use-zod-form';
import { FIELD_OF_CODE } from '../lib/form-errors';

/**
 * A security dialog's form: checked with the request schema, messages from the `security`
 * namespace (`fields.<name>` unless `labels` says otherwise), a failed call's code under the
 * field it concerns (the current password, the code, the number).
 */
export function useSecurityForm<S extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z4.input<S>,
  labels?: Partial<Record<keyof z4.input<S> & string, string>>,
) {
  return useZodForm(schema, { ns: 'security', defaultValues, labels, fieldOfCode: FIELD_OF_CODE });
}
