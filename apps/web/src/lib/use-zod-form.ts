/**
 * One form state for the site's forms: react-hook-form, validated by the request schema the
 * server validates with (STYLE.md "Contracts"; decision 036). Messages are translated by kind
 * and field, or by error code, never taken from zod or the server (STYLE.md "Errors").
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ErrorCode } from '@nova/contracts/errors';
import { type ChangeEvent, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z4 from 'zod/v4/core';
import { isApiError } from './api-client';
import { errorCodeOf, errorMessage } from './errors';

/** What a field keeps of what was typed; the field shows the same. */
export type InputFilter = (text: string) => string;

/** Digits only: codes, PINs, phone and account numbers. */
export const digitsOnly: InputFilter = (text) => text.replace(/\D/g, '');

/**
 * No spaces at either end: codes and addresses. Not for text with inner spaces (a name): the
 * space between two words would be dropped as it is typed.
 */
export const trimmed: InputFilter = (text) => text.trim();

/**
 * The kind of a field's error (its `type`): empty, not valid, a refinement of the form (its
 * message is the translation key to show), or a failed call (its message is translated).
 */
type IssueKind = 'required' | 'invalid' | 'custom' | 'server';

export interface ZodFormOptions<V extends FieldValues> {
  /** The namespace of `issues.required`, `issues.invalid`, `issues.format.<field>`, `fields.*`. */
  ns: string;
  /** Every field of the form with its first value: the fields a failed call may land on. */
  defaultValues: V;
  /** The label key of a field, when it is not `fields.<name>`. */
  labels?: Partial<Record<keyof V & string, string>>;
  /** The message key of an empty field, when not `issues.required`. */
  required?: Partial<Record<keyof V & string, string>>;
  /** The message key of a field that is filled but not valid, when not `issues.format.<name>`. */
  invalid?: Partial<Record<keyof V & string, string>>;
  /** Values for the placeholders of the refinements' messages (a length's `min` and `max`). */
  params?: Record<string, unknown>;
  /** Which field a server error code belongs under, when the form has that field. */
  fieldOfCode?: Partial<Record<ErrorCode, string>>;
  /**
   * Instead of `fieldOfCode`: the translated messages a failed call puts under the form's
   * fields; none, and the call's error is the form's.
   */
  placeError?: (error: unknown) => Partial<Record<string, string>>;
}

/**
 * The field a failed call belongs under, when the form has it: by error code, or by the first
 * detail of a validation failure. Otherwise (null) the error is the form's.
 */
function fieldOfError(
  error: unknown,
  fields: readonly string[],
  fieldOfCode: Partial<Record<ErrorCode, string>> = {},
): string | null {
  if (!isApiError(error)) return null;
  const byCode = fieldOfCode[error.code];
  if (byCode && fields.includes(byCode)) return byCode;
  if (error.code === 'VALIDATION_FAILED') {
    for (const detail of error.details) {
      const field = detail.path.split('.').pop() ?? '';
      if (fields.includes(field)) return field;
    }
  }
  return null;
}

/** The code's message under its field, when it has one. */
function byCode(field: string | null, text: string): Record<string, string> {
  return field ? { [field]: text } : {};
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/**
 * zod's issues turned into kinds, judged on the values that were checked: an empty field is
 * `required` whatever rule it broke; a refinement keeps its key; anything else is `invalid`.
 */
function byKind<V extends FieldValues, O>(
  resolver: Resolver<V, unknown, O>,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [name, error] of Object.entries(result.errors) as [string, FieldError][]) {
      const kind: IssueKind = isEmpty(values[name])
        ? 'required'
        : error.type === 'custom'
          ? 'custom'
          : 'invalid';
      error.type = kind;
    }
    return result;
  };
}

/**
 * A form validated by `schema` on submit (and again only on the next submit, so a message stays
 * while the person corrects the field). `field(name)` gives an input its props and its message;
 * `submit(onValid)` is the form's submit handler; `fail(error)` shows a failed call.
 */
export function useZodForm<S extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  {
    ns,
    defaultValues,
    labels = {},
    required = {},
    invalid = {},
    params,
    fieldOfCode,
    placeError,
  }: ZodFormOptions<z4.input<S>>,
) {
  type Values = z4.input<S>;
  type Name = Path<Values>;
  const { t } = useTranslation([ns, 'errors']);
  const form = useForm<Values, unknown, z4.output<S>>({
    resolver: byKind(zodResolver(schema) as Resolver<Values, unknown, z4.output<S>>),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus stays where the person left it, as before react-hook-form.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const busy = useRef(false);
  const fields = Object.keys(defaultValues);

  function message(name: Name): string | undefined {
    const error = errors[name] as FieldError | undefined;
    if (!error) return undefined;
    const key = name as keyof Values & string;
    const label = t(labels[key] ?? `fields.${name}`);
    switch (error.type as IssueKind) {
      case 'required':
        return t(required[key] ?? 'issues.required', { field: label });
      case 'custom':
        return t(error.message ?? 'issues.invalid', { field: label, ...params });
      case 'server':
        return error.message;
      default:
        return t(invalid[key] ?? `issues.format.${name}`, {
          field: label,
          defaultValue: t('issues.invalid', { field: label }),
        });
    }
  }

  /** An input's props: react-hook-form's `register`, the filter on change, the message. */
  function field(name: Name, filter?: InputFilter) {
    const registered = form.register(name);
    return {
      ...registered,
      onChange(event: ChangeEvent<HTMLInputElement>) {
        if (filter) event.target.value = filter(event.target.value);
        return registered.onChange(event);
      },
      error: message(name),
    };
  }

  /** Shows a failed call under its field, or once for the whole form. */
  function fail(error: unknown): ErrorCode {
    const code = errorCodeOf(error);
    const text = errorMessage(t, error);
    const placed = placeError?.(error) ?? byCode(fieldOfError(error, fields, fieldOfCode), text);
    const entries = Object.entries(placed).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    for (const [name, fieldText] of entries) {
      form.setError(name as Name, { type: 'server', message: fieldText });
    }
    if (entries.length === 0) setAlert(text);
    return code;
  }

  /**
   * The form's submit handler (for `<form onSubmit>` or a button): clears the form alert,
   * checks, then `onValid`; one at a time.
   */
  function submit(onValid: (values: z4.output<S>) => unknown) {
    const handle = form.handleSubmit(async (values) => {
      await onValid(values);
    });
    return async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setAlert(null);
      try {
        await handle();
      } finally {
        busy.current = false;
      }
    };
  }

  /** Every message of the form gone. */
  function clear(): void {
    form.clearErrors();
    setAlert(null);
  }

  return { ...form, field, message, fail, submit, alert, setAlert, clear };
}
