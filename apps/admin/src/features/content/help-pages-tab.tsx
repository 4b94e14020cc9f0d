import {
  type OpsHelpPage,
  opsHideHelpPage,
  opsListHelpPages,
  opsShowHelpPage,
} from '@nova/contracts/api/ops-content-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, EyeOff, Plus } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Button, Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useCan, useOperator } from '../../lib/session';
import { useTabFilters } from './content-tab';
import { HelpPageEditor } from './help-page-editor';
import { HELP_KEY, ShownBadge } from './help-shared';
import './content-pages.css';

/**
 * The text of a page's HTML for a short excerpt, without its opening heading (usually its
 * title). Parsed as an inert document: nothing in it loads or runs.
 */
function excerptOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const first = body.firstElementChild;
  if (first && /^H[1-3]$/.test(first.tagName)) first.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
}

/** The site's languages as a segmented switch (`?language=`). */
function LanguageSwitch({
  languages,
  value,
  onChange,
}: {
  languages: readonly string[];
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="filter">
      <span id="help-language-label">{t('content.help.languageSwitch')}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not a form */}
      <div className="segmented content-switch" role="group" aria-labelledby="help-language-label">
        {languages.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={code === value}
            className={code === value ? 'segmented-on' : undefined}
            onClick={() => onChange(code)}
          >
            <span className="mono">{code}</span>
            <span className="content-switch-name">
              {t(`content.languages.${code}`, { defaultValue: code })}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The help center's pages of one site language, in the site's order: shown or hidden, a row
 * opens its editor (HTML with the sanitised preview), Hide/Show takes it off the site or back.
 */
export function HelpPagesTab() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canWrite = useCan()('content.write');
  const queryClient = useQueryClient();
  const filters = useTabFilters('help');
  const languages = operator.brand.languages;
  const language = filters.pick('language', languages) ?? languages[0] ?? 'EN';
  const [open, setOpen] = useState<{ page: OpsHelpPage | null; seq: number } | null>(null);
  const pages = useQuery({
    queryKey: [...HELP_KEY, language],
    queryFn: ({ signal }) =>
      callApi(opsListHelpPages, { query: { language, device: 'WEB' }, signal }),
  });
  const toggle = useMutation({
    mutationFn: (page: OpsHelpPage) =>
      callApi(page.published ? opsHideHelpPage : opsShowHelpPage, { params: { id: page.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HELP_KEY }),
  });
  const rows = pages.data?.items ?? [];

  const columns: ColumnDef<OpsHelpPage, unknown>[] = [
    { header: t('content.help.order'), meta: { className: 'num narrow' }, accessorKey: 'sort' },
    {
      header: t('content.help.pageTitle'),
      cell: ({ row }) => (
        <span className="stack">
          <strong>{row.original.title}</strong>
          <span className="mono muted small">#{row.original.key}</span>
        </span>
      ),
    },
    {
      header: t('content.help.excerpt'),
      meta: { className: 'excerpt-cell' },
      cell: ({ row }) => (
        <span className="stack">
          <span className="help-excerpt">{excerptOf(row.original.content)}</span>
          <span className="muted small">
            {t('content.help.characters', { count: row.original.content.length })}
          </span>
        </span>
      ),
    },
    {
      header: t('content.help.onSite'),
      cell: ({ row }) => <ShownBadge published={row.original.published} />,
    },
  ];
  if (canWrite) {
    columns.push({
      header: () => <span className="sr-only">{t('common.actions')}</span>,
      id: 'actions',
      meta: { className: 'actions-cell' },
      cell: ({ row }) => {
        const page = row.original;
        const busy = toggle.isPending && toggle.variables?.id === page.id;
        return (
          <Button
            size="sm"
            variant="ghost"
            busy={busy}
            disabled={toggle.isPending}
            aria-label={t(page.published ? 'content.help.hideTitle' : 'content.help.showTitle', {
              title: page.title,
            })}
            onClick={() => toggle.mutate(page)}
          >
            {busy ? null : page.published ? (
              <EyeOff size={15} aria-hidden="true" />
            ) : (
              <Eye size={15} aria-hidden="true" />
            )}
            {page.published ? t('content.help.hide') : t('content.help.show')}
          </Button>
        );
      },
    });
  }

  return (
    <>
      <p className="muted small tab-intro">{t('content.help.intro')}</p>
      <div className="page-toolbar">
        <div className="filters">
          <LanguageSwitch
            languages={languages}
            value={language}
            onChange={(value) => filters.set('language', value)}
          />
        </div>
        {canWrite ? (
          <Button variant="primary" onClick={() => setOpen({ page: null, seq: Date.now() })}>
            <Plus size={16} aria-hidden="true" />
            {t('content.help.newPage')}
          </Button>
        ) : null}
      </div>
      {toggle.isError ? <Notice tone="bad">{errorText(t, toggle.error)}</Notice> : null}
      <DataTable
        caption={t('content.tabs.help')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        loading={pages.isPending}
        error={pages.isError ? errorText(t, pages.error) : null}
        empty={t('content.help.empty')}
        onOpen={(page) => setOpen({ page, seq: Date.now() })}
      />
      {open ? (
        <Fragment key={open.seq}>
          <HelpPageEditor page={open.page} language={language} onClose={() => setOpen(null)} />
        </Fragment>
      ) : null}
    </>
  );
}
