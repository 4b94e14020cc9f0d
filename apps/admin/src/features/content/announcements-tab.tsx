import { NOTICE_TYPES, opsListAnnouncements } from '@nova/contracts/api/ops-content';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type ValueOf } from '../../lib/api';
import { useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { shortDateTime } from '../../lib/zoned-time';
import { AnnouncementEditor } from './announcement-editor';
import {
  CONTENT_KEY,
  ContentStatusBadge,
  LangChip,
  NoticeTypeOptions,
  TimeWindow,
} from './content-shared';
import { ContentTab, FilterSelect, useTabFilters } from './content-tab';

type Row = ValueOf<typeof opsListAnnouncements>['items'][number];

/** Announcements newest first, filtered by type and language on the server, keyset pages. */
export function AnnouncementsTab() {
  const { t } = useTranslation();
  const operator = useOperator();
  const tz = operator.brand.timezone;
  const filters = useTabFilters('announcements');
  const type = filters.pick('type', NOTICE_TYPES);
  const language = filters.pick('language', operator.brand.languages);
  const code = filters.params.get('code')?.trim() || undefined;
  const [codeText, setCodeText] = useState(code ?? '');
  const list = useKeysetList(
    [...CONTENT_KEY, 'announcements', { type, language, code }],
    (before) =>
      callApi(opsListAnnouncements, { query: { type, language, code, before, limit: 50 } }),
  );
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
    <ContentTab
      filters={
        <>
          <FilterSelect
            label={t('content.type')}
            all={t('content.allTypes')}
            value={type}
            onChange={(value) => filters.set('type', value)}
          >
            <NoticeTypeOptions />
          </FilterSelect>
          <FilterSelect
            label={t('content.language')}
            all={t('content.allLanguages')}
            value={language}
            onChange={(value) => filters.set('language', value)}
          >
            {operator.brand.languages.map((key) => (
              <option key={key} value={key}>
                {key} · {t(`content.languages.${key}`, { defaultValue: key })}
              </option>
            ))}
          </FilterSelect>
          <form
            className="filter"
            onSubmit={(event) => {
              event.preventDefault();
              filters.set('code', codeText.trim());
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
        </>
      }
      newLabel={t('content.newAnnouncement')}
      exportQuery={{ path: '/ops/content/announcements', query: { type, language, code } }}
      caption={t('content.tabs.announcements')}
      columns={columns}
      empty={t('content.noAnnouncements')}
      list={list}
      editor={(row, close) => <AnnouncementEditor code={row?.code ?? null} onClose={close} />}
    />
  );
}
