import { formatMinor } from '@nova/contracts/money';
import i18n from './i18n';

/** Money from integer minor units (a string from the API), in the operator's locale. */
export function money(minor: string | bigint | null | undefined, scale: number): string {
  if (minor === null || minor === undefined || minor === '') return '—';
  return formatMinor(typeof minor === 'bigint' ? minor : BigInt(minor), scale, i18n.language);
}

/** A date and time in the brand's time zone, in the operator's locale. */
export function dateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

export function dateOnly(iso: string, timeZone?: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    ...(timeZone && iso.length !== 10 ? { timeZone } : { timeZone: 'UTC' }),
  }).format(date);
}

export function count(value: number): string {
  return new Intl.NumberFormat(i18n.language).format(value);
}
