import {
  BRAND_ISSUES,
  type BrandSettings,
  opsGetBrandSettings,
} from '@nova/contracts/api/ops-brand';
import { parseLocaleDecimal } from '@nova/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Resolver,
  set,
  type UseFormReset,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi, type EndpointDef } from '../../lib/api';

export const BRAND_KEY = ['ops', 'brand', 'settings'] as const;

export function useBrandSettings() {
  return useQuery({ queryKey: BRAND_KEY, queryFn: () => callApi(opsGetBrandSettings) });
}

/** A section's PUT: its answer is the whole page as it now is. */
export function useSectionSave<E extends EndpointDef>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      callApi(endpoint, { body } as never) as unknown as Promise<BrandSettings>,
    onSuccess: (settings) => queryClient.setQueryData(BRAND_KEY, settings),
  });
}

/**
 * Reset a section's form when its own data changes (after its save, or another operator's), and
 * only then: saving one card never throws away what is being typed in another.
 */
export function useResetOnChange<V extends FieldValues>(
  reset: UseFormReset<V>,
  section: unknown,
  toValues: () => V,
) {
  const key = JSON.stringify(section);
  const last = useRef(key);
  const latest = useRef(toValues);
  latest.current = toValues;
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    reset(latest.current());
  }, [key, reset]);
}

/** A typed value the conversion to the request body refused (an amount that is no amount). */
export class FormValueError extends Error {
  constructor(
    readonly path: string,
    readonly key: 'invalid' | 'required' = 'invalid',
  ) {
    super(key);
  }
}

/** A typed amount in the currency → its minor units (a string), or FormValueError. */
export function typedAmount(path: string, value: string, scale: number, locale: string): string {
  if (value.trim() === '') throw new FormValueError(path, 'required');
  const minor = parseLocaleDecimal(value, scale, locale);
  if (minor === null || minor <= 0n) throw new FormValueError(path);
  return minor.toString();
}

interface ContractSchema<B> {
  safeParse(value: unknown):
    | { success: true; data: B }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

const KNOWN = new Set<string>(Object.values(BRAND_ISSUES));

function issueKey(message: string, value: unknown): string {
  if (KNOWN.has(message)) return message;
  const empty =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return empty ? 'required' : 'invalid';
}

/**
 * react-hook-form validated by the contract's request schema, the one the server checks: the
 * form's values become the request body (`toBody`), the schema checks it, and each issue lands
 * on its field (`toPath` maps a body path back to the form's when they differ) with a message
 * key translated under `brand.issues.*`.
 */
export function contractResolver<V extends FieldValues, B>(
  schema: ContractSchema<B>,
  toBody: (values: V) => unknown,
  toPath: (path: string, body: unknown) => string = (path) => path,
): Resolver<V, unknown, B> {
  return async (values) => {
    let body: unknown;
    try {
      body = toBody(values);
    } catch (error) {
      if (!(error instanceof FormValueError)) throw error;
      const errors: FieldErrors<V> = {};
      set(errors, error.path, { type: 'typed', message: error.key });
      return { values: {}, errors };
    }
    const result = schema.safeParse(body);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const issue of result.error.issues) {
      const bodyPath = issue.path.map(String).join('.');
      const path = bodyPath ? toPath(bodyPath, body) : 'root';
      if (get(errors, path)) continue;
      set(errors, path, {
        type: 'contract',
        message: issueKey(issue.message, bodyPath ? get(body, bodyPath) : body),
      });
    }
    return { values: {}, errors };
  };
}

/** The translated message of a field's error, if it has one. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation();
  return (path: string): string | undefined => {
    const error = get(errors, path) as { message?: string } | undefined;
    if (!error?.message) return undefined;
    return t(`brand.issues.${error.message}`, { defaultValue: t('form.invalid') });
  };
}

/**
 * A section card's form wiring: reset on its own data's change, save through its PUT, translated
 * field errors, and the SectionCard's submit and status props (`<SectionCard {...card}>`).
 */
export function useSectionForm<V extends FieldValues, B extends FieldValues>(
  form: UseFormReturn<V, unknown, B>,
  endpoint: EndpointDef,
  section: unknown,
  toValues: () => V,
) {
  useResetOnChange(form.reset, section, toValues);
  const save = useSectionSave(endpoint);
  const error = useFieldError(form.formState.errors);
  const card = {
    onSubmit: form.handleSubmit((body) => save.mutate(body)),
    saving: save.isPending,
    failure: save.error,
    saved: save.isSuccess,
    dirty: form.formState.isDirty,
    invalid: Object.keys(form.formState.errors).length > 0,
  };
  return { error, card };
}
