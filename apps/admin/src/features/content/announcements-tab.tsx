import { NOTICE_TYPES, opsListAnnouncements } from '@nova/contracts/api/ops-content';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { useCan, useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { AnnouncementEditor } from './announcement-editor';
import {
  CONTENT_KEY,
  ContentStatusBadge,
  LangChip,
  shortDateTime,
  TimeWindow,
} from './content-shared';

type Row = ValueOf<typeof opsListAnnouncements>['items'][number];
type NoticeType = (typeof NOTICE_TYPES)[number];

/** What the editor shows: one announcement by code, or a new one (`code: null`). */
interface Target {
  code: string | null;
  /** Every opening mounts a fresh editor. */
  seq: number;
}

/** Announcements newest first, filtered by type and language on the server, keyset pages. */
export function AnnouncementsTab() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const tz = operator.brand.timezone;
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type');
  const type = (NOTICE_TYPES as readonly string[]).includes(rawType ?? '')
    ? (rawType as NoticeType)
    : undefined;
  const rawLanguage = params.get('language');
  const language =
    rawLanguage && operator.brand.languages.includes(rawLanguage) ? rawLanguage : undefined;
  const code = params.get('code')?.trim() || undefined;
  const [codeText, setCodeText] = useState(code ?? '');
  const [target, setTarget] = useState<Target | null>(null);
  const list = useKeysetList(
    [...CONTENT_KEY, 'announcements', { type, language, code }],
    (before) =>
      callApi(opsListAnnouncements, { query: { type, language, code, before, limit: 50 } }),
  );
  const filter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'announcements');
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const columns: ColumnDef<Row, unknown>[] = [
    {
      header: t('content.type'),
      cell: ({ row }) => (
        <span className="type-cell">
          <strong>{t(`content.types.${row.original.type}`)}</strong>
          {row.original.type === 'PU' ? (
            <span className="muted small">{t(`content.executions.${row.original.execution}`)}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('content.code'),
      cell: ({ row }) => <span className="mono nowrap">{row.original.code}</span>,
    },
    {
      header: t('content.titles'),
      cell: ({ row }) => (
        <ul className="title-list">
          {row.original.titles.map((title) => (
            <li key={title.language}>
              <LangChip code={title.language} />
              <span className="title-text">{title.title}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: t('content.status'),
      cell: ({ row }) => <ContentStatusBadge status={row.original.status} />,
    },
    {
      header: t('content.window'),
      cell: ({ row }) => (
        <TimeWindow startsAt={row.original.startsAt} endsAt={row.original.endsAt} timeZone={tz} />
      ),
    },
    {
      header: t('content.sort'),
      meta: { className: 'num' },
      accessorKey: 'sort',
    },
    {
      header: t('content.published'),
      cell: ({ row }) => (
        <span className="nowrap">{shortDateTime(row.original.publishedAt, tz)}</span>
      ),
    },
  ];
  return (
    <>
      <div className="content-toolbar">
        <div className="filters">
          <label className="filter">
            <span>{t('content.type')}</span>
            <select
              className="input input-sm"
              value={type ?? ''}
              onChange={(event) => filter('type', event.target.value)}
            >
              <option value="">{t('content.allTypes')}</option>
              {NOTICE_TYPES.map((key) => (
                <option key={key} value={key}>
                  {t(`content.types.${key}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span>{t('content.language')}</span>
            <select
              className="input input-sm"
              value={language ?? ''}
              onChange={(event) => filter('language', event.target.value)}
            >
              <option value="">{t('content.allLanguages')}</option>
              {operator.brand.languages.map((key) => (
                <option key={key} value={key}>
                  {key} · {t(`content.languages.${key}`, { defaultValue: key })}
                </option>
              ))}
            </select>
          </label>
          <form
            className="filter"
            onSubmit={(event) => {
              event.preventDefault();
              filter('code', codeText.trim());
            }}
          >
            <label htmlFor="content-code-filter">{t('content.codeStarts')}</label>
            <input
              id="content-code-filter"
              className="input input-sm mono"
              type="search"
              value={codeText}
              maxLength={64}
              onChange={(event) => setCodeText(event.target.value)}
            />
          </form>
        </div>
        {can('content.write') ? (
          <Button variant="primary" onClick={() => setTarget({ code: null, seq: Date.now() })}>
            <Plus size={16} aria-hidden="true" />
            {t('content.newAnnouncement')}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t('content.tabs.announcements')}
        columns={columns}
        rowId={(row) => row.code}
        empty={t('content.noAnnouncements')}
        onOpen={(row) => setTarget({ code: row.code, seq: Date.now() })}
        {...list}
      />
      {target ? (
        <AnnouncementEditor key={target.seq} code={target.code} onClose={() => setTarget(null)} />
      ) : null}
    </>
  );
}
