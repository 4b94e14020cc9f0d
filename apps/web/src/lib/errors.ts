import type { PermissionData } from '@nova/contracts/api/system';
import { type ErrorCode, isErrorCode } from '@nova/contracts/errors';
import { formatMinor, MinorUnitsSchema, toMinor } from '@nova/contracts/money';
import i18next, { type TFunction } from 'i18next';
import { isApiError } from './api-client';
import { formatDateTimeText, NO_DATE } from './datetime';
import { formatCount, intlLocale } from './locale';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

/** The error code to show for anything thrown (or an error code itself); unknown failures read as INTERNAL. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (isApiError(error)) return error.code;
  return isErrorCode(error) ? error : 'INTERNAL';
}

/** The brand's currency symbol and scale, from the permission data the app loaded at boot. */
export interface ErrorMoney {
  symbol: string;
  scale: number;
}

function brandMoney(): ErrorMoney {
  const brand = queryClient.getQueryData<PermissionData>(queryKeys.permissionData)?.brand;
  return { symbol: brand?.currencySymbol ?? '', scale: brand?.currencyScale ?? 2 };
}

/** "RM 1,234.56" as the wallet prints it (a minus sign before the symbol). */
function formatMoney(minor: bigint, { symbol, scale }: ErrorMoney, locale: string): string {
  const abs = formatMinor(minor < 0n ? -minor : minor, scale, locale);
  return `${minor < 0n ? '−' : ''}${symbol ? `${symbol} ` : ''}${abs}`;
}

/**
 * The values of a protection error's placeholders (issue 14): `until` as a date and time in the
 * locale (the word for "permanent" when it has no end), `remaining` in the brand's money (or a
 * count of minutes for the session limit). Missing ones read as a dash, never as "{{until}}".
 */
export function protectionValues(
  t: TFunction,
  error: unknown,
  locale: string = intlLocale(i18next.language),
  money: ErrorMoney = brandMoney(),
): { until: string; remaining: string; limit: string } {
  const protection = isApiError(error) ? error.protection : undefined;
  let until = NO_DATE;
  if (protection?.until === null) until = t('errors:permanent');
  else if (protection?.until) until = formatDateTimeText(new Date(protection.until), locale);
  let remaining = NO_DATE;
  if (protection?.remaining && MinorUnitsSchema.safeParse(protection.remaining).success) {
    const value = toMinor(protection.remaining);
    remaining =
      protection.kind === 'SESSION'
        ? formatCount(value, locale)
        : formatMoney(value, money, locale);
  }
  const limitKey =
    protection?.kind && protection.period ? `${protection.kind}_${protection.period}` : 'ANY';
  const limit = t(`errors:limitNames.${limitKey}`, { defaultValue: t('errors:limitNames.ANY') });
  return { until, remaining, limit };
}

/**
 * Translated message for an error: `errors:<CODE>`, never server text (STYLE.md "Errors"), with
 * a protection error's end time or remaining limit filled in.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  return t(`errors:${errorCodeOf(error)}`, protectionValues(t, error));
}
