import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z4 from 'zod/v4/core';

/**
 * A back-office form: react-hook-form validated by the same zod schema the server checks the
 * request with (the contracts'). A field's message is translated by kind (`form.required`,
 * `form.invalid`), never zod's text.
 */
export function useAdminForm<S extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z4.input<S>,
) {
  const { t } = useTranslation();
  const form = useForm<z4.input<S>, unknown, z4.output<S>>({
    resolver: zodResolver(schema) as Resolver<z4.input<S>, unknown, z4.output<S>>,
    defaultValues: defaultValues as DefaultValues<z4.input<S>>,
    mode: 'onSubmit',
  });
  function message(name: string): string | undefined {
    const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[name];
    if (!error) return undefined;
    const values = form.getValues() as Record<string, unknown>;
    const value = values[name];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    return empty ? t('form.required') : t('form.invalid');
  }
  return { ...form, message };
}
