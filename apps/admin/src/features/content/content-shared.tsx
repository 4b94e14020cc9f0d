import type { ContentStatus } from '@nova/contracts/api/ops-content';
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';
import { isApiError } from '../../lib/api';
import i18n from '../../lib/i18n';

/** Query keys of this screen; every write invalidates `CONTENT_KEY`. */
export const CONTENT_KEY = ['ops', 'content'] as const;

const STATUS_TONE: Record<ContentStatus, 'neutral' | 'info' | 'good' | 'warn'> = {
  DRAFT: 'neutral',
  SCHEDULED: 'info',
  LIVE: 'good',
  ENDED: 'neutral',
  UNPUBLISHED: 'warn',
};

/** A published one (scheduled, live or ended) can be withdrawn; the others can be published. */
export function isPublished(status: ContentStatus): boolean {
  return status === 'SCHEDULED' || status === 'LIVE' || status === 'ENDED';
}

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`content.statuses.${status}`)}</Badge>;
}

/** A site language code (EN, CN, MY…) or a banner locale (en, zh…) as a small chip. */
export function LangChip({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="lang-chip"
      title={t(`content.languages.${code.toUpperCase()}`, { defaultValue: code })}
    >
      {code}
    </span>
  );
}

// ── Time in the brand's zone ──────────────────────────────────────────────────────────────────
function partsIn(ms: number, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant → a datetime-local value (`2026-12-01T10:00`) on the brand's clock. */
export function isoToZoned(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  try {
    const p = partsIn(ms, timeZone);
    return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
  } catch {
    const d = new Date(ms);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
}

/** A datetime-local value read on the brand's clock → an ISO instant; '' → null. */
export function zonedToIso(value: string, timeZone: string): string | null | undefined {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return undefined;
  const wall = Date.UTC(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 1), +(m[4] ?? 0), +(m[5] ?? 0));
  try {
    const first = offsetAt(wall, timeZone);
    let ms = wall - first;
    const second = offsetAt(ms, timeZone);
    if (second !== first) ms = wall - second;
    return new Date(ms).toISOString();
  } catch {
    const local = new Date(value);
    return Number.isNaN(local.getTime()) ? undefined : local.toISOString();
  }
}

/** A compact date and time (no seconds) in the brand's zone, in the operator's locale. */
export function shortDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone,
    }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** The time window of an announcement or banner, two short lines. */
export function TimeWindow({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string;
}) {
  const { t } = useTranslation();
  if (!startsAt && !endsAt) return <span className="muted">{t('content.always')}</span>;
  return (
    <span className="time-window">
      <span>{startsAt ? shortDateTime(startsAt, timeZone) : t('content.now')}</span>
      <span className="muted">
        {'→ '}
        {endsAt ? shortDateTime(endsAt, timeZone) : t('content.noEnd')}
      </span>
    </span>
  );
}

// ── Field errors ──────────────────────────────────────────────────────────────────────────────
function at(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** An error set by hand with a translated text; other errors read as "Required."/"Not valid.". */
export const TEXT_ERROR = 'text';

/** The translated message of a (possibly nested) field: the form's own or one set by hand. */
export function fieldError<V extends FieldValues>(
  t: TFunction,
  form: Pick<UseFormReturn<V>, 'getValues'> & { formState: { errors: FieldErrors<V> } },
  name: string,
): string | undefined {
  const error = at(form.formState.errors, name) as { type?: string; message?: string } | undefined;
  if (!error || typeof error !== 'object' || !('type' in error)) return undefined;
  if (error.type === TEXT_ERROR && error.message) return error.message;
  const value = at(form.getValues(), name);
  const empty =
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return empty ? t('form.required') : t('form.invalid');
}

/** The contract's refinement messages, translated (the others read "Not valid."). */
const REFINEMENTS: Record<string, string> = {
  'endsAt must be after startsAt': 'content.errors.endsAfterStart',
  'a video is an https address': 'content.errors.videoHttps',
  'no linkage without a linkage type': 'content.errors.noLinkage',
  'this linkage type needs a linkage': 'form.required',
  'an external link is an http(s) address': 'content.errors.externalLink',
  'an internal link is a site path': 'content.errors.internalLink',
  'image url': 'content.errors.imageUrl',
};

export function refinementText(t: TFunction, message: string | undefined): string | undefined {
  const key = message ? REFINEMENTS[message] : undefined;
  return key ? t(key) : undefined;
}

/** The request fields a server refusal names (`body.endsAt` → `endsAt`), with their issue. */
export function serverFields(error: unknown): { path: string[]; issue: string }[] {
  if (!isApiError(error)) return [];
  return error.details
    .map((d) => ({ path: String(d.path ?? '').split('.'), issue: String(d.issue ?? '') }))
    .filter((d) => d.path[0] === 'body' || d.path[0] === 'params')
    .map((d) => ({ path: d.path.slice(1), issue: d.issue }));
}
