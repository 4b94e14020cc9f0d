import {
  opsListPaymentChannels,
  PAYMENT_SETTINGS_ISSUES,
} from '@nova/contracts/api/ops-payment-settings';
import { minorToDecimal, parseDecimal, parseLocaleDecimal } from '@nova/contracts/money';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FieldErrors, type FieldValues, get, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { callApi, isApiError } from '../../lib/api';

/** The query of this screen; every write puts its answer into it and refetches. */
export const SETTINGS_KEY = ['ops', 'payment-settings'] as const;
/** What the screen's controls need; reading is payments.channels.read. */
export const MANAGE = 'payments.channels.manage';

/**
 * What the last action came to: shown above the channels, or in the card of the channel whose
 * receiving accounts it changed (`channelId`), next to the control that was used.
 */
export type Outcome = { tone: 'good' | 'bad'; text: string; channelId?: number } | null;

export function usePaymentSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => callApi(opsListPaymentChannels) });
}

/** Turnover: percent of the deposit → "1×", "1.5×" (exact: percent is 100 × the multiple). */
export function turnoverMultiple(percent: number): string {
  return minorToDecimal(BigInt(percent), 2).replace(/\.?0+$/u, '');
}

/**
 * What a field says when its typed value is refused and is not empty: the contract's own
 * message (PAYMENT_SETTINGS_ISSUES) when it has one, else this field's hint of what it takes.
 */
const FIELD_HINTS: Readonly<Record<string, string>> = {
  minAmount: 'amount',
  maxAmount: 'amount',
  turnoverPercent: 'multiple',
  sort: 'whole',
  accountNumber: 'digits',
};

/*
 * The typed values are converted without failing: a value that is no amount (or multiple, or
 * whole number) passes on as something the contract's schema refuses, so every field of the
 * form is checked at once, by the schema the server uses.
 */

/**
 * An amount typed in the currency (major units, the operator's locale) → its minor units as
 * the contract's digit string. Exact: parsed from the text, never through a float.
 */
export function typedAmount(scale: number, locale: string) {
  return z.pipe(
    z.string(),
    z.transform((value) => {
      const minor = parseLocaleDecimal(value, scale, locale);
      return minor === null ? value.trim() : minor.toString();
    }),
  );
}

/** A turnover multiple typed as "1" or "1.5" → percent of the deposit (150), exactly. */
export const typedMultiple = z.pipe(
  z.string(),
  z.transform((value) => {
    const percent = parseDecimal(value.trim().replace(/[x×]$/iu, ''), 2);
    return percent === null || percent > 1_000_000n ? Number.NaN : Number(percent);
  }),
);

/** A whole number typed in a text field (the order). */
export const typedWhole = z.pipe(
  z.string(),
  z.transform((value) => (/^\d{1,6}$/u.test(value.trim()) ? Number(value.trim()) : Number.NaN)),
);

const KNOWN = new Set<string>(Object.values(PAYMENT_SETTINGS_ISSUES));

/** The translated message of a field's error: a known issue's own text, else what it takes. */
export function fieldMessage(t: TFunction, errors: FieldErrors, values: () => FieldValues) {
  return (name: string): string | undefined => {
    const error = get(errors, name) as { message?: string } | undefined;
    if (!error) return undefined;
    if (error.message && KNOWN.has(error.message))
      return t(`paymentSettings.issues.${error.message}`);
    const value = get(values(), name);
    if (typeof value === 'string' && value.trim() === '') return t('form.required');
    const hint = FIELD_HINTS[name];
    return hint ? t(`paymentSettings.issues.${hint}`) : t('form.invalid');
  };
}

/**
 * The server's field refusals (VALIDATION_FAILED details `body.<field>`) onto the form's fields;
 * true when at least one landed, so the dialog need not repeat it above the fields.
 */
export function showServerIssues<V extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<V>,
): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return false;
  let shown = false;
  for (const detail of error.details) {
    const field = detail.path.replace(/^body\./u, '');
    if (!fields.includes(field)) continue;
    setError(field as Parameters<UseFormSetError<V>>[0], {
      type: 'server',
      message: KNOWN.has(detail.issue) ? detail.issue : 'invalid',
    });
    shown = true;
  }
  return shown;
}
