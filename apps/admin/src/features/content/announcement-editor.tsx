import {
  CONTENT_LIMITS,
  ContentCodeSchema,
  NOTICE_TYPES,
  type OpsAnnouncement,
  opsGetAnnouncement,
  opsPublishAnnouncement,
  opsPutAnnouncement,
  opsUnpublishAnnouncement,
  type PutAnnouncement,
  PutAnnouncementSchema,
} from '@nova/contracts/api/ops-content';
import { POPUP_EXECUTIONS } from '@nova/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextArea, TextField } from '../../components/field';
import { Notice, Spinner, Tabs } from '../../components/ui';
import { callApi, errorText, isApiError } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { useCan, useOperator } from '../../lib/session';
import { isoToZoned, shortDateTime, zonedToIso } from '../../lib/zoned-time';
import {
  CONTENT_KEY,
  fieldError,
  NoticeTypeOptions,
  refinementText,
  serverFields,
  TEXT_ERROR,
} from './content-shared';
import { EditorDialog } from './editor-dialog';
import { CodeField, SortField, WindowFields } from './editor-fields';
import { HtmlPreview } from './html-preview';
import { useEditorAction } from './use-editor-action';

type Execution = (typeof POPUP_EXECUTIONS)[number];

const Version = z.object({
  title: z.string().check(z.maxLength(CONTENT_LIMITS.titleMax)),
  content: z.string().check(z.maxLength(CONTENT_LIMITS.htmlMax)),
});

/** The editor's fields; the request is built from them and checked with the contract's schema. */
const EditorSchema = z.object({
  code: ContentCodeSchema,
  type: z.enum(NOTICE_TYPES),
  execution: z.enum(POPUP_EXECUTIONS),
  startsAt: z.string(),
  endsAt: z.string(),
  sort: z.string().check(
    z.regex(/^\d{1,7}$/),
    z.refine((v) => Number(v) <= 1_000_000),
  ),
  translations: z.record(z.string(), Version),
});
type Values = z.infer<typeof EditorSchema>;

function emptyValues(languages: readonly string[]): Values {
  return {
    code: '',
    type: 'PL',
    execution: 'A',
    startsAt: '',
    endsAt: '',
    sort: '0',
    translations: Object.fromEntries(languages.map((l) => [l, { title: '', content: '' }])),
  };
}

function valuesOf(a: OpsAnnouncement, languages: readonly string[], tz: string): Values {
  const versions = Object.fromEntries(
    [...languages, ...a.translations.map((v) => v.language)].map((l) => {
      const v = a.translations.find((x) => x.language === l);
      return [l, { title: v?.title ?? '', content: v?.content ?? '' }];
    }),
  );
  return {
    code: a.code,
    type: a.type,
    execution: a.execution,
    startsAt: isoToZoned(a.startsAt, tz),
    endsAt: isoToZoned(a.endsAt, tz),
    sort: String(a.sort),
    translations: versions,
  };
}

/**
 * Create or edit an announcement in every site language at once: the common fields, then one
 * tab per language with its title, its HTML and a live preview of what will be stored. A
 * language left empty is not sent (and is removed when it had a version). Ctrl/⌘+S saves.
 */
export function AnnouncementEditor({
  code,
  onClose,
}: {
  code: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const operator = useOperator();
  const canWrite = useCan()('content.write');
  const tz = operator.brand.timezone;
  const siteLanguages = operator.brand.languages;
  const [language, setLanguage] = useState(siteLanguages[0] ?? 'EN');
  const form = useAdminForm(EditorSchema, emptyValues(siteLanguages));
  const dirty = form.formState.isDirty;
  const editor = useEditorAction<OpsAnnouncement>({
    initial: null,
    list: 'announcements',
    unpublish: (target) => callApi(opsUnpublishAnnouncement, { params: { code: target } }),
    dirty,
    canWrite,
    onClose,
  });
  const { current, setCurrent } = editor;
  const loaded = useQuery({
    queryKey: [...CONTENT_KEY, 'announcement', code],
    queryFn: () => callApi(opsGetAnnouncement, { params: { code: code ?? '' } }),
    enabled: code !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const filled = useRef(false);
  useEffect(() => {
    if (!loaded.data || filled.current) return;
    filled.current = true;
    setCurrent(loaded.data);
    form.reset(valuesOf(loaded.data, siteLanguages, tz));
    const first = loaded.data.translations[0]?.language;
    if (first) setLanguage(first);
  }, [loaded.data, form, siteLanguages, tz, setCurrent]);

  const languages = Object.keys(form.getValues('translations'));
  const values = useWatch({ control: form.control }) as Values;
  const type = values.type ?? 'PL';
  const versions = values.translations ?? {};
  const activeTitle = versions[language]?.title ?? '';
  const activeContent = versions[language]?.content ?? '';
  const isNew = current === null;
  const ready = code === null || current !== null;
  const errors = form.formState.errors;

  const setText = (name: string, text: string) =>
    form.setError(name as keyof Values, { type: TEXT_ERROR, message: text });

  /** The request, or null after marking what is missing or wrong. */
  function buildBody(v: Values): PutAnnouncement | null {
    let ok = true;
    const translations: PutAnnouncement['translations'] = [];
    const order = [
      ...siteLanguages,
      ...Object.keys(v.translations).filter((l) => !siteLanguages.includes(l)),
    ];
    for (const l of order) {
      const version = v.translations[l];
      if (!version) continue;
      const title = version.title.trim();
      if (!title && !version.content.trim()) continue;
      if (!title) {
        form.setError(`translations.${l}.title` as keyof Values, { type: 'required' });
        ok = false;
        continue;
      }
      const images = current?.translations.find((x) => x.language === l)?.images ?? [];
      translations.push({ language: l, title, content: version.content, images });
    }
    const startsAt = zonedToIso(v.startsAt, tz);
    const endsAt = zonedToIso(v.endsAt, tz);
    if (startsAt === undefined) {
      form.setError('startsAt', { type: 'invalid' });
      ok = false;
    }
    if (endsAt === undefined) {
      form.setError('endsAt', { type: 'invalid' });
      ok = false;
    }
    if (ok && translations.length === 0) {
      editor.fail(t('content.errors.noLanguage'));
      return null;
    }
    if (!ok) return null;
    const body = {
      type: v.type,
      execution: v.type === 'PU' ? v.execution : (current?.execution ?? 'A'),
      startsAt: startsAt ?? null,
      endsAt: endsAt ?? null,
      sort: Number(v.sort),
      translations,
    } satisfies PutAnnouncement;
    const checked = PutAnnouncementSchema.safeParse(body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      markField(issue.path.map(String), refinementText(t, issue.message), translations);
    }
    return null;
  }

  /** Marks the field a contract path names (`translations.1.title` → that language's title). */
  function markField(path: string[], text: string | undefined, sent: { language: string }[]) {
    const [head, index, leaf] = path;
    let name: string | null = null;
    if (head === 'translations' && index !== undefined && leaf) {
      const l = sent[Number(index)]?.language;
      if (l && (leaf === 'title' || leaf === 'content')) name = `translations.${l}.${leaf}`;
    } else if (head && ['code', 'type', 'execution', 'startsAt', 'endsAt', 'sort'].includes(head)) {
      name = head;
    }
    if (!name) return;
    if (text) setText(name, text);
    else form.setError(name as keyof Values, { type: 'server' });
  }

  /** Show the first language tab holding an error. */
  function revealErrors() {
    const invalid = (l: string) =>
      form.getFieldState(`translations.${l}.title`).invalid ||
      form.getFieldState(`translations.${l}.content`).invalid;
    if (invalid(language)) return;
    const first = languages.find(invalid);
    if (first) setLanguage(first);
  }

  const save = (publish: boolean) =>
    form.handleSubmit(
      async (v) => {
        editor.clear();
        const body = buildBody(v);
        if (!body) {
          revealErrors();
          return;
        }
        const target = isNew ? v.code : (current?.code ?? v.code);
        await editor.run(
          publish ? 'publish' : 'save',
          async () => {
            if (isNew) {
              const taken = await callApi(opsGetAnnouncement, { params: { code: target } }).then(
                () => true,
                (error: unknown) => {
                  if (isApiError(error) && error.code === 'NOT_FOUND') return false;
                  throw error;
                },
              );
              if (taken) {
                setText('code', t('content.errors.codeTaken'));
                return null;
              }
            }
            let saved = current;
            if (isNew || dirty || !saved) {
              saved = await callApi(opsPutAnnouncement, { params: { code: target }, body });
            }
            if (publish) {
              saved = await callApi(opsPublishAnnouncement, { params: { code: target } });
            }
            form.reset(valuesOf(saved, siteLanguages, tz));
            return saved;
          },
          (error) => {
            for (const field of serverFields(error)) {
              if (field.issue === 'unsupported_language') continue;
              markField(field.path, undefined, body.translations);
            }
            revealErrors();
          },
        );
      },
      () => revealErrors(),
    )();

  const title = isNew
    ? code === null
      ? t('content.newAnnouncement')
      : t('content.announcement', { code })
    : t(canWrite ? 'content.editAnnouncement' : 'content.announcement', { code: current.code });

  return (
    <EditorDialog
      editor={editor}
      title={title}
      onSave={(publish) => void save(publish)}
      note={
        current?.publishedAt ? (
          <span className="foot-note">
            {t('content.publishedAt', { time: shortDateTime(current.publishedAt, tz) })}
          </span>
        ) : null
      }
      actions={ready}
      placeholder={
        code !== null && loaded.isError ? (
          <Notice tone="bad">{errorText(t, loaded.error)}</Notice>
        ) : !ready ? (
          <Spinner label={t('common.loading')} />
        ) : undefined
      }
    >
      <fieldset className="plain-fieldset" disabled={!canWrite}>
        <div className="editor-grid">
          {isNew ? (
            <CodeField error={fieldError(t, form, 'code')} {...form.register('code')} />
          ) : null}
          <SelectField
            label={t('content.type')}
            hint={t(`content.typeHelp.${type}`)}
            error={fieldError(t, form, 'type')}
            {...form.register('type')}
          >
            <NoticeTypeOptions />
          </SelectField>
          {type === 'PU' ? (
            <SelectField
              label={t('content.execution')}
              error={fieldError(t, form, 'execution')}
              {...form.register('execution')}
            >
              {POPUP_EXECUTIONS.map((key: Execution) => (
                <option key={key} value={key}>
                  {t(`content.executions.${key}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <WindowFields
            tz={tz}
            startsAt={{ ...form.register('startsAt'), error: fieldError(t, form, 'startsAt') }}
            endsAt={{ ...form.register('endsAt'), error: fieldError(t, form, 'endsAt') }}
          />
          <SortField error={fieldError(t, form, 'sort')} {...form.register('sort')} />
        </div>
      </fieldset>
      <Tabs
        label={t('content.languagesLabel')}
        tabs={languages.map((l) => ({
          key: l,
          label: (
            <span className="lang-tab">
              {l}
              {errors.translations?.[l] ? (
                <span className="lang-dot lang-dot-bad" aria-hidden="true" />
              ) : versions[l]?.title?.trim() || versions[l]?.content?.trim() ? (
                <span className="lang-dot" aria-hidden="true" />
              ) : null}
            </span>
          ),
        }))}
        active={language}
        onChange={setLanguage}
      />
      {canWrite ? (
        <p className="muted small lang-help">
          {t('content.languageHelp', {
            name: t(`content.languages.${language}`, { defaultValue: language }),
          })}
        </p>
      ) : null}
      {languages.map((l) => (
        <fieldset
          key={l}
          className="plain-fieldset lang-panel"
          disabled={!canWrite}
          hidden={l !== language}
        >
          <TextField
            label={t('content.titleIn', { language: l })}
            maxLength={CONTENT_LIMITS.titleMax}
            error={fieldError(t, form, `translations.${l}.title`)}
            {...form.register(`translations.${l}.title`)}
          />
          <div className="html-editor">
            <TextArea
              label={t('content.contentIn', { language: l })}
              className="input textarea mono html-source"
              rows={14}
              spellCheck={false}
              hint={t('content.contentHint')}
              error={fieldError(t, form, `translations.${l}.content`)}
              {...form.register(`translations.${l}.content`)}
            />
            {l === language ? (
              <HtmlPreview title={activeTitle} content={activeContent} language={l} />
            ) : null}
          </div>
        </fieldset>
      ))}
    </EditorDialog>
  );
}
