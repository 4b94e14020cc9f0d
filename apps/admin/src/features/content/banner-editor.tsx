import {
  BANNER_LOCALES,
  CONTENT_LIMITS,
  ContentCodeSchema,
  type OpsBanner,
  opsPublishBanner,
  opsPutBanner,
  opsUnpublishBanner,
  type PutBanner,
  PutBannerSchema,
} from '@nova/contracts/api/ops-content';
import { BANNER_GROUPS, BANNER_LINKAGE_TYPES } from '@nova/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Dialog } from '../../components/dialog';
import { SelectField, TextField } from '../../components/field';
import { Button, Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { useCan, useOperator } from '../../lib/session';
import { BannerPreview } from './banner-media';
import {
  CONTENT_KEY,
  ContentStatusBadge,
  fieldError,
  isoToZoned,
  isPublished,
  refinementText,
  serverFields,
  TEXT_ERROR,
  zonedToIso,
} from './content-shared';

const MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;

const BannerFormSchema = z.object({
  code: ContentCodeSchema,
  groupName: z.enum(BANNER_GROUPS),
  language: z.enum(BANNER_LOCALES),
  mediaType: z.enum(MEDIA_TYPES),
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.urlMax)),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  linkage: z.string().check(z.maxLength(CONTENT_LIMITS.urlMax)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.titleMax)),
  sort: z.string().check(
    z.regex(/^\d{1,7}$/),
    z.refine((v) => Number(v) <= 1_000_000),
  ),
  startsAt: z.string(),
  endsAt: z.string(),
});
type Values = z.infer<typeof BannerFormSchema>;
type Locale = (typeof BANNER_LOCALES)[number];

/** The banner locale of a site language (spec §2 banner language map). */
const LOCALE_OF: Record<string, Locale> = {
  EN: 'en',
  CN: 'zh',
  ZH: 'zh',
  MY: 'ms',
  MS: 'ms',
  PH: 'tl',
  TL: 'tl',
  VN: 'vi',
  VI: 'vi',
  TH: 'th',
};

function valuesOf(b: OpsBanner, tz: string): Values {
  return {
    code: b.code,
    groupName: b.groupName,
    language: b.language,
    mediaType: b.mediaType,
    url: b.url,
    linkageType: b.linkageType,
    linkage: b.linkage ?? '',
    title: b.title,
    sort: String(b.sort),
    startsAt: isoToZoned(b.startsAt, tz),
    endsAt: isoToZoned(b.endsAt, tz),
  };
}

const FIELDS = new Set(Object.keys(BannerFormSchema.shape));

type Busy = 'save' | 'publish' | 'unpublish' | null;

/**
 * Create or edit a banner: where it shows (group, locale), the picture or video, where a click
 * leads, and its time window; a preview of the image beside the fields.
 */
export function BannerEditor({
  banner,
  takenCodes,
  onClose,
}: {
  banner: OpsBanner | null;
  /** Codes already seen in the list: a new banner must not silently replace one. */
  takenCodes: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const operator = useOperator();
  const canWrite = useCan()('content.write');
  const queryClient = useQueryClient();
  const tz = operator.brand.timezone;
  const [current, setCurrent] = useState<OpsBanner | null>(banner);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const form = useAdminForm(
    BannerFormSchema,
    banner
      ? valuesOf(banner, tz)
      : {
          code: '',
          groupName: 'w_home',
          language: LOCALE_OF[operator.brand.languages[0] ?? 'EN'] ?? 'en',
          mediaType: 'IMAGE',
          url: '',
          linkageType: 'NONE',
          linkage: '',
          title: '',
          sort: '0',
          startsAt: '',
          endsAt: '',
        },
  );
  const values = useWatch({ control: form.control }) as Values;
  const dirty = form.formState.isDirty;
  void form.formState.errors;
  const isNew = current === null;
  const linkageType = values.linkageType ?? 'NONE';

  const setText = (name: string, text: string) =>
    form.setError(name as keyof Values, { type: TEXT_ERROR, message: text });

  function buildBody(v: Values): PutBanner | null {
    const startsAt = zonedToIso(v.startsAt, tz);
    const endsAt = zonedToIso(v.endsAt, tz);
    if (startsAt === undefined || endsAt === undefined) {
      if (startsAt === undefined) form.setError('startsAt', { type: 'invalid' });
      if (endsAt === undefined) form.setError('endsAt', { type: 'invalid' });
      return null;
    }
    const linkage = v.linkage.trim();
    const body = {
      groupName: v.groupName,
      language: v.language,
      mediaType: v.mediaType,
      url: v.url.trim(),
      linkageType: v.linkageType,
      linkage: v.linkageType === 'NONE' || !linkage ? null : linkage,
      title: v.title.trim(),
      sort: Number(v.sort),
      startsAt,
      endsAt,
    } satisfies PutBanner;
    const checked = PutBannerSchema.safeParse(body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (!FIELDS.has(name)) continue;
      const text = refinementText(t, issue.message);
      if (text) setText(name, text);
      else form.setError(name as keyof Values, { type: 'invalid' });
    }
    return null;
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, 'banners'] });

  const save = (publish: boolean) =>
    form.handleSubmit(async (v) => {
      setFailure(null);
      setDone(null);
      const body = buildBody(v);
      if (!body) return;
      const code = current?.code ?? v.code;
      if (isNew && takenCodes.has(code)) {
        setText('code', t('content.errors.codeTaken'));
        return;
      }
      setBusy(publish ? 'publish' : 'save');
      try {
        let saved = current;
        if (isNew || dirty || !saved) {
          saved = await callApi(opsPutBanner, { params: { code }, body });
        }
        if (publish) saved = await callApi(opsPublishBanner, { params: { code } });
        setCurrent(saved);
        form.reset(valuesOf(saved, tz));
        setDone(t(publish ? 'content.publishedDone' : 'content.savedDone'));
        await refresh();
      } catch (error) {
        setFailure(errorText(t, error));
        for (const field of serverFields(error)) {
          const name = field.path[0] ?? '';
          if (FIELDS.has(name)) form.setError(name as keyof Values, { type: 'server' });
        }
      } finally {
        setBusy(null);
      }
    })();

  async function unpublish() {
    if (!current) return;
    setFailure(null);
    setDone(null);
    setBusy('unpublish');
    try {
      const after = await callApi(opsUnpublishBanner, { params: { code: current.code } });
      setCurrent(after);
      setDone(t('content.unpublishedDone'));
      await refresh();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(null);
    }
  }

  const requestClose = () => {
    if (canWrite && dirty && !confirmClose) setConfirmClose(true);
    else onClose();
  };

  const title = current ? (
    <span className="title-with-badges">
      {t(canWrite ? 'content.editBanner' : 'content.banner', { code: current.code })}
      <ContentStatusBadge status={current.status} />
    </span>
  ) : (
    t('content.newBanner')
  );

  const footer = confirmClose ? (
    <>
      <span className="foot-note" role="alert">
        {t('content.discardQuestion')}
      </span>
      <Button variant="ghost" onClick={() => setConfirmClose(false)}>
        {t('content.keepEditing')}
      </Button>
      <Button variant="danger" onClick={onClose}>
        {t('content.discard')}
      </Button>
    </>
  ) : canWrite ? (
    <>
      {current && isPublished(current.status) ? (
        <Button
          busy={busy === 'unpublish'}
          disabled={busy !== null}
          onClick={() => void unpublish()}
        >
          {t('content.unpublish')}
        </Button>
      ) : (
        <Button busy={busy === 'publish'} disabled={busy !== null} onClick={() => void save(true)}>
          {t('content.publish')}
        </Button>
      )}
      <Button
        variant="primary"
        busy={busy === 'save'}
        disabled={busy !== null}
        onClick={() => void save(false)}
      >
        {t('common.save')}
      </Button>
    </>
  ) : undefined;

  return (
    <Dialog open title={title} onClose={requestClose} footer={footer} wide>
      <form
        className="content-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canWrite) void save(false);
        }}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            if (canWrite && busy === null) void save(false);
          }
        }}
      >
        {failure ? <Notice tone="bad">{failure}</Notice> : null}
        {done ? <Notice tone="good">{done}</Notice> : null}
        {!canWrite ? <Notice tone="info">{t('content.readOnly')}</Notice> : null}
        {canWrite && !done && current?.status === 'LIVE' ? (
          <Notice tone="warn">{t('content.liveWarning')}</Notice>
        ) : null}
        <div className="banner-editor">
          <fieldset className="plain-fieldset banner-fields" disabled={!canWrite}>
            {isNew ? (
              <TextField
                label={t('content.code')}
                className="input mono"
                autoComplete="off"
                spellCheck={false}
                maxLength={CONTENT_LIMITS.codeMax}
                hint={t('content.codeHint')}
                error={fieldError(t, form, 'code')}
                autoFocus
                {...form.register('code')}
              />
            ) : null}
            <div className="grid-2 tight">
              <SelectField
                label={t('content.group')}
                error={fieldError(t, form, 'groupName')}
                {...form.register('groupName')}
              >
                {BANNER_GROUPS.map((key) => (
                  <option key={key} value={key}>
                    {t(`content.groupNames.${key}`)} ({key})
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('content.language')}
                error={fieldError(t, form, 'language')}
                {...form.register('language')}
              >
                {BANNER_LOCALES.map((key) => (
                  <option key={key} value={key}>
                    {t(`content.locales.${key}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              label={t('content.bannerTitle')}
              maxLength={CONTENT_LIMITS.titleMax}
              hint={t('content.bannerTitleHint')}
              error={fieldError(t, form, 'title')}
              {...form.register('title')}
            />
            <div className="grid-2 tight">
              <SelectField
                label={t('content.mediaType')}
                error={fieldError(t, form, 'mediaType')}
                {...form.register('mediaType')}
              >
                {MEDIA_TYPES.map((key) => (
                  <option key={key} value={key}>
                    {t(`content.media.${key}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('content.sort')}
                type="number"
                inputMode="numeric"
                min={0}
                max={1_000_000}
                step={1}
                hint={t('content.sortHint')}
                error={fieldError(t, form, 'sort')}
                {...form.register('sort')}
              />
            </div>
            <TextField
              label={values.mediaType === 'VIDEO' ? t('content.videoUrl') : t('content.imageUrl')}
              className="input mono"
              autoComplete="off"
              spellCheck={false}
              maxLength={CONTENT_LIMITS.urlMax}
              placeholder={
                values.mediaType === 'VIDEO' ? 'https://www.youtube.com/watch?v=…' : '/banners/…'
              }
              hint={
                values.mediaType === 'VIDEO' ? t('content.videoUrlHint') : t('content.imageUrlHint')
              }
              error={fieldError(t, form, 'url')}
              {...form.register('url')}
            />
            <div className="grid-2 tight">
              <SelectField
                label={t('content.linkageType')}
                error={fieldError(t, form, 'linkageType')}
                {...form.register('linkageType')}
              >
                {BANNER_LINKAGE_TYPES.map((key) => (
                  <option key={key} value={key}>
                    {t(`content.linkageTypes.${key}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('content.linkage')}
                className="input mono"
                autoComplete="off"
                spellCheck={false}
                maxLength={CONTENT_LIMITS.urlMax}
                disabled={linkageType === 'NONE'}
                hint={t(`content.linkageHints.${linkageType}`)}
                error={fieldError(t, form, 'linkage')}
                {...form.register('linkage')}
              />
            </div>
            <div className="grid-2 tight">
              <TextField
                label={t('content.startsAt')}
                type="datetime-local"
                hint={t('content.startsHint', { tz })}
                error={fieldError(t, form, 'startsAt')}
                {...form.register('startsAt')}
              />
              <TextField
                label={t('content.endsAt')}
                type="datetime-local"
                hint={t('content.endsHint')}
                error={fieldError(t, form, 'endsAt')}
                {...form.register('endsAt')}
              />
            </div>
          </fieldset>
          <BannerPreview
            url={values.url ?? ''}
            mediaType={values.mediaType ?? 'IMAGE'}
            title={values.title ?? ''}
          />
        </div>
      </form>
    </Dialog>
  );
}
