import { BANNER_LOCALES, type ContentStatus, NOTICE_TYPES } from '@nova/contracts/api/ops-content';
import { BANNER_GROUPS } from '@nova/contracts/constants';
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../components/ui';
import { isApiError } from '../../lib/api';
import { shortDateTime } from '../../lib/zoned-time';

/** Query keys of this screen; every write invalidates `CONTENT_KEY`. */
export const CONTENT_KEY = ['ops', 'content'] as const;

/** The screen's tabs, in order (`?tab=`). */
export const CONTENT_TABS = ['announcements', 'banners', 'help', 'images'] as const;
export type ContentTabKey = (typeof CONTENT_TABS)[number];

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

/** The options of a select of announcement types (the editor's and the list's filter). */
export function NoticeTypeOptions() {
  const { t } = useTranslation();
  return NOTICE_TYPES.map((key) => (
    <option key={key} value={key}>
      {t(`content.types.${key}`)}
    </option>
  ));
}

/** The options of a select of banner groups. */
export function BannerGroupOptions() {
  const { t } = useTranslation();
  return BANNER_GROUPS.map((key) => (
    <option key={key} value={key}>
      {t(`content.groupNames.${key}`)} ({key})
    </option>
  ));
}

/** The options of a select of banner locales. */
export function BannerLocaleOptions() {
  const { t } = useTranslation();
  return BANNER_LOCALES.map((key) => (
    <option key={key} value={key}>
      {t(`content.locales.${key}`)}
    </option>
  ));
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

/** An editor's footer while it asks before throwing unsaved changes away. */
export function DiscardFooter({
  onKeep,
  onDiscard,
}: {
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className="foot-note" role="alert">
        {t('content.discardQuestion')}
      </span>
      <Button variant="ghost" onClick={onKeep}>
        {t('content.keepEditing')}
      </Button>
      <Button variant="danger" onClick={onDiscard}>
        {t('content.discard')}
      </Button>
    </>
  );
}
