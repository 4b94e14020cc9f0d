import { CONTENT_LIMITS } from '@nova/contracts/api/ops-content';
import {
  type OpsSiteImage,
  opsCreateSiteImage,
  opsUpdateSiteImage,
  SITE_IMAGE_ISSUES,
  SITE_IMAGE_TYPES,
  type SiteImageInput,
  SiteImageInputSchema,
  type SiteImageType,
} from '@nova/contracts/api/ops-content-pages';
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
import { useCan } from '../../lib/session';
import { DiscardFooter, fieldError, serverFields, TEXT_ERROR } from './content-shared';
import { SortField } from './editor-fields';
import { IMAGES_KEY, SiteImageThumb } from './site-images-shared';

/** The fields as typed; the request is checked with the contract's schema (every issue at once). */
const FormSchema = z.object({
  resourceType: z.enum(SITE_IMAGE_TYPES),
  title: z.string(),
  url: z.string(),
  link: z.string(),
  paymentChannelCode: z.string(),
  sort: z.string(),
});
type Values = z.infer<typeof FormSchema>;
const FIELDS = new Set(Object.keys(FormSchema.shape));

/** The contract's refinement messages, translated. */
const ISSUE_TEXT: Record<string, string> = {
  [SITE_IMAGE_ISSUES.link]: 'content.images.errors.link',
  [SITE_IMAGE_ISSUES.channelNeeded]: 'content.images.errors.channelNeeded',
  [SITE_IMAGE_ISSUES.channelOnlyPayment]: 'content.images.errors.channelOnlyPayment',
  'image url': 'content.errors.imageUrl',
};

function valuesOf(image: OpsSiteImage): Values {
  return {
    resourceType: image.resourceType,
    title: image.title,
    url: image.url,
    link: image.link ?? '',
    paymentChannelCode: image.paymentChannelCode ?? '',
    sort: String(image.sort),
  };
}

/**
 * Add or edit a site image: its type (where it shows), title, picture, link and order; a payment
 * logo names the deposit channel it stands for. Beside the fields, the image as the footer shows
 * it. Remove asks first (SiteImagesTab).
 */
export function SiteImageEditor({
  image,
  type,
  channels,
  onClose,
  onRemove,
}: {
  image: OpsSiteImage | null;
  /** The type of a new image (the group it was added from). */
  type: SiteImageType;
  /** The brand's open deposit channels. */
  channels: readonly { code: string; name: string }[];
  onClose: () => void;
  onRemove: (image: OpsSiteImage) => void;
}) {
  const { t } = useTranslation();
  const canWrite = useCan()('content.write');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(image);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const form = useAdminForm(
    FormSchema,
    image
      ? valuesOf(image)
      : { resourceType: type, title: '', url: '', link: '', paymentChannelCode: '', sort: '0' },
  );
  const values = useWatch({ control: form.control }) as Values;
  const dirty = form.formState.isDirty;
  void form.formState.errors;
  const isPayment = values.resourceType === 'PAYMENT_METHOD';
  const kept = current?.paymentChannelCode ?? null;
  const keptClosed = kept !== null && !channels.some((c) => c.code === kept);

  const setText = (name: string, key: string) =>
    form.setError(name as keyof Values, { type: TEXT_ERROR, message: t(key) });

  function buildBody(v: Values): SiteImageInput | null {
    const payment = v.resourceType === 'PAYMENT_METHOD';
    const checked = SiteImageInputSchema.safeParse({
      resourceType: v.resourceType,
      title: v.title.trim(),
      url: v.url.trim(),
      link: v.link.trim() || null,
      paymentChannelCode: payment ? v.paymentChannelCode || null : null,
      sort: /^\d{1,7}$/.test(v.sort.trim()) ? Number(v.sort) : Number.NaN,
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (!FIELDS.has(name)) continue;
      const key = ISSUE_TEXT[issue.message];
      if (key) setText(name, key);
      else form.setError(name as keyof Values, { type: 'invalid' });
    }
    return null;
  }

  const save = form.handleSubmit(async (v) => {
    setFailure(null);
    setDone(null);
    const body = buildBody(v);
    if (!body) return;
    setBusy(true);
    try {
      const saved = current
        ? await callApi(opsUpdateSiteImage, { params: { id: current.id }, body })
        : await callApi(opsCreateSiteImage, { body });
      setDone(current ? t('content.savedDone') : t('content.images.createdDone'));
      setCurrent(saved);
      form.reset(valuesOf(saved));
      await queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
    } catch (error) {
      setFailure(errorText(t, error));
      for (const field of serverFields(error)) {
        const name = field.path[0] ?? '';
        if (field.issue === 'unknown_channel') {
          setText('paymentChannelCode', 'content.images.errors.unknownChannel');
        } else if (FIELDS.has(name)) {
          form.setError(name as keyof Values, { type: 'server' });
        }
      }
    } finally {
      setBusy(false);
    }
  });

  const requestClose = () => {
    if (canWrite && dirty && !confirmClose) setConfirmClose(true);
    else onClose();
  };

  const title = current
    ? t(canWrite ? 'content.images.editImage' : 'content.images.image', { title: current.title })
    : t('content.images.newImage');

  const footer = confirmClose ? (
    <DiscardFooter onKeep={() => setConfirmClose(false)} onDiscard={onClose} />
  ) : canWrite ? (
    <>
      {current ? (
        <Button
          variant="ghost"
          className="foot-start danger-text"
          onClick={() => onRemove(current)}
        >
          {t('content.images.remove')}
        </Button>
      ) : null}
      <Button variant="primary" busy={busy} onClick={() => void save()}>
        {t('common.save')}
      </Button>
    </>
  ) : undefined;

  return (
    <Dialog open wide title={title} onClose={requestClose} footer={footer}>
      <form
        className="image-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canWrite && !busy) void save();
        }}
      >
        <div className="image-editor-fields">
          {failure ? <Notice tone="bad">{failure}</Notice> : null}
          {done ? <Notice tone="good">{done}</Notice> : null}
          {!canWrite ? <Notice tone="info">{t('content.readOnly')}</Notice> : null}
          <fieldset className="plain-fieldset" disabled={!canWrite}>
            <div className="grid-2 tight">
              <SelectField
                label={t('content.images.type')}
                error={fieldError(t, form, 'resourceType')}
                {...form.register('resourceType')}
              >
                {SITE_IMAGE_TYPES.map((key) => (
                  <option key={key} value={key}>
                    {t(`content.images.types.${key}`)}
                  </option>
                ))}
              </SelectField>
              <SortField error={fieldError(t, form, 'sort')} {...form.register('sort')} />
            </div>
            <TextField
              label={t('content.images.title')}
              maxLength={CONTENT_LIMITS.titleMax}
              hint={t('content.images.titleHint')}
              autoFocus={!current}
              error={fieldError(t, form, 'title')}
              {...form.register('title')}
            />
            <TextField
              label={t('content.images.imageUrl')}
              className="input mono"
              autoComplete="off"
              spellCheck={false}
              maxLength={CONTENT_LIMITS.urlMax}
              placeholder={canWrite ? '/brand/…' : undefined}
              hint={t('content.images.imageUrlHint')}
              error={fieldError(t, form, 'url')}
              {...form.register('url')}
            />
            <TextField
              label={t('content.images.link')}
              className="input mono"
              autoComplete="off"
              spellCheck={false}
              maxLength={CONTENT_LIMITS.urlMax}
              placeholder={canWrite ? 'https://…' : undefined}
              hint={t('content.images.linkHint')}
              error={fieldError(t, form, 'link')}
              {...form.register('link')}
            />
            {isPayment ? (
              <SelectField
                label={t('content.images.channel')}
                hint={t('content.images.channelHint')}
                error={fieldError(t, form, 'paymentChannelCode')}
                {...form.register('paymentChannelCode')}
              >
                <option value="">{t('content.images.chooseChannel')}</option>
                {channels.map((channel) => (
                  <option key={channel.code} value={channel.code}>
                    {channel.name} ({channel.code})
                  </option>
                ))}
                {keptClosed ? (
                  <option value={kept}>{t('content.images.channelClosed', { code: kept })}</option>
                ) : null}
              </SelectField>
            ) : null}
          </fieldset>
        </div>
        <section className="image-preview" aria-label={t('content.images.preview')}>
          <h3 className="html-preview-head">{t('content.images.preview')}</h3>
          <div className="image-stage">
            {(values.url ?? '').trim() ? (
              <SiteImageThumb url={(values.url ?? '').trim()} title={values.title ?? ''} large />
            ) : (
              <p className="muted small">{t('content.images.previewNoUrl')}</p>
            )}
          </div>
          {current && !current.onSite ? (
            <p className="image-preview-note">
              <span className="badge badge-warn">{t('content.images.offSite')}</span>
            </p>
          ) : null}
        </section>
      </form>
    </Dialog>
  );
}
