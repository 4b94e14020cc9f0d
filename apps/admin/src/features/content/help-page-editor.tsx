import { CONTENT_LIMITS } from '@nova/contracts/api/ops-content';
import {
  HelpPageKeySchema,
  type OpsHelpPage,
  opsCreateHelpPage,
  opsHideHelpPage,
  opsShowHelpPage,
  opsUpdateHelpPage,
} from '@nova/contracts/api/ops-content-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Dialog } from '../../components/dialog';
import { TextArea, TextField } from '../../components/field';
import { Button, Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { useCan } from '../../lib/session';
import { DiscardFooter, fieldError, serverFields, TEXT_ERROR } from './content-shared';
import { SortField } from './editor-fields';
import { HELP_KEY, ShownBadge } from './help-shared';
import { HtmlPreview } from './html-preview';

/** A new page's key is checked with the rest (an existing page's is fixed). */
const editorSchema = (isNew: boolean) =>
  z.object({
    key: isNew ? HelpPageKeySchema : z.string(),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.titleMax)),
    content: z.string().check(z.maxLength(CONTENT_LIMITS.htmlMax)),
    sort: z.string().check(
      z.regex(/^\d{1,7}$/),
      z.refine((v) => Number(v) <= 1_000_000),
    ),
    published: z.boolean(),
  });
type Values = z.infer<ReturnType<typeof editorSchema>>;
type Busy = 'save' | 'visibility';

/** As the site's help center: a page opening with its own heading gets no title on top. */
const STARTS_WITH_HEADING = /^\s*<h[1-3][\s>]/i;

function valuesOf(page: OpsHelpPage): Values {
  return {
    key: page.key,
    title: page.title,
    content: page.content,
    sort: String(page.sort),
    published: page.published,
  };
}

/**
 * Create or edit one help page of one language: its key (fixed once created), title, order and
 * HTML, with the preview of what the site will show (sanitised by the server, then here).
 * Hide and Show take the page off the site's help center or back. Ctrl/⌘+S saves.
 */
export function HelpPageEditor({
  page,
  language,
  onClose,
}: {
  page: OpsHelpPage | null;
  /** The language of a new page (the list's). */
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canWrite = useCan()('content.write');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(page);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const form = useAdminForm(
    editorSchema(page === null),
    page ? valuesOf(page) : { key: '', title: '', content: '', sort: '0', published: true },
  );
  const values = useWatch({ control: form.control }) as Values;
  const dirty = form.formState.isDirty;
  void form.formState.errors;
  const isNew = current === null;
  const pageLanguage = current?.language ?? language;

  async function run(kind: Busy, action: () => Promise<OpsHelpPage | null>, message: string) {
    setFailure(null);
    setDone(null);
    setBusy(kind);
    try {
      const after = await action();
      if (!after) return;
      setCurrent(after);
      setDone(message);
      await queryClient.invalidateQueries({ queryKey: HELP_KEY });
    } catch (error) {
      setFailure(errorText(t, error));
      for (const field of serverFields(error)) {
        const name = field.path[0] ?? '';
        if (name === 'key' && field.issue === 'taken') {
          form.setError('key', { type: TEXT_ERROR, message: t('content.help.keyTaken') });
        } else if (name in values) {
          form.setError(name as keyof Values, { type: 'server' });
        }
      }
    } finally {
      setBusy(null);
    }
  }

  const save = form.handleSubmit((v) =>
    run(
      'save',
      async () => {
        const body = { title: v.title.trim(), content: v.content, sort: Number(v.sort) };
        if (!isNew) {
          const saved = await callApi(opsUpdateHelpPage, { params: { id: current.id }, body });
          form.reset(valuesOf(saved));
          return saved;
        }
        const created = await callApi(opsCreateHelpPage, {
          body: { ...body, language, device: 'WEB', key: v.key, published: v.published },
        });
        form.reset(valuesOf(created));
        return created;
      },
      isNew ? t('content.help.createdDone') : t('content.savedDone'),
    ),
  );

  const toggle = () => {
    if (!current) return;
    const show = !current.published;
    void run(
      'visibility',
      () => callApi(show ? opsShowHelpPage : opsHideHelpPage, { params: { id: current.id } }),
      show ? t('content.help.shownDone') : t('content.help.hiddenDone'),
    );
  };

  const requestClose = () => {
    if (canWrite && dirty && !confirmClose) setConfirmClose(true);
    else onClose();
  };

  const title = isNew
    ? t('content.help.newPageIn', { language })
    : t(canWrite ? 'content.help.editPage' : 'content.help.page', {
        key: current.key,
        language: pageLanguage,
      });

  const footer = confirmClose ? (
    <DiscardFooter onKeep={() => setConfirmClose(false)} onDiscard={onClose} />
  ) : canWrite ? (
    <>
      {current && !current.published ? (
        <span className="foot-note">{t('content.help.hiddenNote')}</span>
      ) : null}
      {current ? (
        <Button busy={busy === 'visibility'} disabled={busy !== null} onClick={toggle}>
          {current.published ? t('content.help.hide') : t('content.help.show')}
        </Button>
      ) : null}
      <Button
        variant="primary"
        busy={busy === 'save'}
        disabled={busy !== null}
        onClick={() => void save()}
      >
        {t('common.save')}
      </Button>
    </>
  ) : undefined;

  return (
    <Dialog
      open
      wide
      title={
        current ? (
          <span className="title-with-badges">
            {title}
            <ShownBadge published={current.published} />
          </span>
        ) : (
          title
        )
      }
      onClose={requestClose}
      footer={footer}
    >
      <form
        className="content-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canWrite && busy === null) void save();
        }}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            if (canWrite && busy === null) void save();
          }
        }}
      >
        {failure ? <Notice tone="bad">{failure}</Notice> : null}
        {done ? <Notice tone="good">{done}</Notice> : null}
        {!canWrite ? <Notice tone="info">{t('content.readOnly')}</Notice> : null}
        <fieldset className="plain-fieldset" disabled={!canWrite}>
          <div className="editor-grid help-fields">
            {isNew ? (
              <TextField
                label={t('content.help.key')}
                className="input mono"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                hint={t('content.help.keyHint')}
                autoFocus
                error={fieldError(t, form, 'key')}
                {...form.register('key')}
              />
            ) : null}
            <TextField
              label={t('content.help.pageTitle')}
              maxLength={CONTENT_LIMITS.titleMax}
              hint={t('content.help.pageTitleHint')}
              error={fieldError(t, form, 'title')}
              {...form.register('title')}
            />
            <SortField error={fieldError(t, form, 'sort')} {...form.register('sort')} />
          </div>
          {isNew ? (
            <label className="check-line">
              <input type="checkbox" {...form.register('published')} />
              {t('content.help.showOnSite')}
            </label>
          ) : null}
          <div className="html-editor">
            <TextArea
              label={t('content.contentIn', { language: pageLanguage })}
              className="input textarea mono html-source"
              rows={16}
              spellCheck={false}
              hint={t('content.contentHint')}
              error={fieldError(t, form, 'content')}
              {...form.register('content')}
            />
            <HtmlPreview
              title={STARTS_WITH_HEADING.test(values.content ?? '') ? '' : (values.title ?? '')}
              content={values.content ?? ''}
              language={pageLanguage}
            />
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
