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
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextField } from '../../components/field';
import { callApi } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { useCan, useOperator } from '../../lib/session';
import { isoToZoned, zonedToIso } from '../../lib/zoned-time';
import { BannerPreview } from './banner-media';
import {
  BannerGroupOptions,
  BannerLocaleOptions,
  fieldError,
  refinementText,
  serverFields,
  TEXT_ERROR,
} from './content-shared';
import { EditorDialog } from './editor-dialog';
import { CodeField, SortField, WindowFields } from './editor-fields';
import { useEditorAction } from './use-editor-action';

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
  const tz = operator.brand.timezone;
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
  const editor = useEditorAction<OpsBanner>({
    initial: banner,
    list: 'banners',
    unpublish: (code) => callApi(opsUnpublishBanner, { params: { code } }),
    dirty,
    canWrite,
    onClose,
  });
  const { current } = editor;
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

  const save = (publish: boolean) =>
    form.handleSubmit(async (v) => {
      editor.clear();
      const body = buildBody(v);
      if (!body) return;
      const code = current?.code ?? v.code;
      if (isNew && takenCodes.has(code)) {
        setText('code', t('content.errors.codeTaken'));
        return;
      }
      await editor.run(
        publish ? 'publish' : 'save',
        async () => {
          let saved = current;
          if (isNew || dirty || !saved) {
            saved = await callApi(opsPutBanner, { params: { code }, body });
          }
          if (publish) saved = await callApi(opsPublishBanner, { params: { code } });
          form.reset(valuesOf(saved, tz));
          return saved;
        },
        (error) => {
          for (const field of serverFields(error)) {
            const name = field.path[0] ?? '';
            if (FIELDS.has(name)) form.setError(name as keyof Values, { type: 'server' });
          }
        },
      );
    })();

  return (
    <EditorDialog
      editor={editor}
      title={
        current
          ? t(canWrite ? 'content.editBanner' : 'content.banner', { code: current.code })
          : t('content.newBanner')
      }
      onSave={(publish) => void save(publish)}
    >
      <div className="banner-editor">
        <fieldset className="plain-fieldset banner-fields" disabled={!canWrite}>
          {isNew ? (
            <CodeField error={fieldError(t, form, 'code')} {...form.register('code')} />
          ) : null}
          <div className="grid-2 tight">
            <SelectField
              label={t('content.group')}
              error={fieldError(t, form, 'groupName')}
              {...form.register('groupName')}
            >
              <BannerGroupOptions />
            </SelectField>
            <SelectField
              label={t('content.language')}
              error={fieldError(t, form, 'language')}
              {...form.register('language')}
            >
              <BannerLocaleOptions />
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
            <SortField error={fieldError(t, form, 'sort')} {...form.register('sort')} />
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
            <WindowFields
              tz={tz}
              startsAt={{ ...form.register('startsAt'), error: fieldError(t, form, 'startsAt') }}
              endsAt={{ ...form.register('endsAt'), error: fieldError(t, form, 'endsAt') }}
            />
          </div>
        </fieldset>
        <BannerPreview
          url={values.url ?? ''}
          mediaType={values.mediaType ?? 'IMAGE'}
          title={values.title ?? ''}
        />
      </div>
    </EditorDialog>
  );
}
