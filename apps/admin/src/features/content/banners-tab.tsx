import { BANNER_LOCALES, type OpsBanner, opsListBanners } from '@nova/contracts/api/ops-content';
import { BANNER_GROUPS } from '@nova/contracts/constants';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/ui';
import { callApi } from '../../lib/api';
import { useCan, useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { BannerEditor } from './banner-editor';
import { BannerThumb } from './banner-media';
import { CONTENT_KEY, ContentStatusBadge, LangChip, TimeWindow } from './content-shared';

type Group = (typeof BANNER_GROUPS)[number];
type Locale = (typeof BANNER_LOCALES)[number];

interface Target {
  banner: OpsBanner | null;
  seq: number;
}

/** Banners newest first, filtered by group and locale on the server, keyset pages. */
export function BannersTab() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const tz = operator.brand.timezone;
  const [params, setParams] = useSearchParams();
  const rawGroup = params.get('group');
  const groupName = (BANNER_GROUPS as readonly string[]).includes(rawGroup ?? '')
    ? (rawGroup as Group)
    : undefined;
  const rawLocale = params.get('locale');
  const language = (BANNER_LOCALES as readonly string[]).includes(rawLocale ?? '')
    ? (rawLocale as Locale)
    : undefined;
  const [target, setTarget] = useState<Target | null>(null);
  const list = useKeysetList([...CONTENT_KEY, 'banners', { groupName, language }], (before) =>
    callApi(opsListBanners, { query: { groupName, language, before, limit: 50 } }),
  );
  const taken = useMemo(() => new Set(list.rows.map((row) => row.code)), [list.rows]);
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'banners');
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const columns: ColumnDef<OpsBanner, unknown>[] = [
    {
      header: t('content.image'),
      meta: { className: 'thumb-cell' },
      cell: ({ row }) => <BannerThumb url={row.original.url} mediaType={row.original.mediaType} />,
    },
    {
      header: t('content.bannerTitle'),
      cell: ({ row }) => (
        <span className="stack">
          <strong>{row.original.title}</strong>
          <span className="mono muted small">{row.original.code}</span>
        </span>
      ),
    },
    {
      header: t('content.group'),
      cell: ({ row }) => (
        <span className="stack">
          <span>{t(`content.groupNames.${row.original.groupName}`)}</span>
          <span className="mono muted small">{row.original.groupName}</span>
        </span>
      ),
    },
    {
      header: t('content.language'),
      cell: ({ row }) => <LangChip code={row.original.language} />,
    },
    {
      header: t('content.link'),
      cell: ({ row }) =>
        row.original.linkageType === 'NONE' ? (
          <span className="muted">{t('content.linkageTypes.NONE')}</span>
        ) : (
          <span className="stack">
            <span>{t(`content.linkageTypes.${row.original.linkageType}`)}</span>
            {row.original.linkage ? (
              <span className="mono muted small link-target">{row.original.linkage}</span>
            ) : null}
          </span>
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
    { header: t('content.sort'), meta: { className: 'num' }, accessorKey: 'sort' },
  ];
  return (
    <>
      <div className="content-toolbar">
        <div className="filters">
          <label className="filter">
            <span>{t('content.group')}</span>
            <select
              className="input input-sm"
              value={groupName ?? ''}
              onChange={(event) => filter('group', event.target.value)}
            >
              <option value="">{t('content.allGroups')}</option>
              {BANNER_GROUPS.map((key) => (
                <option key={key} value={key}>
                  {t(`content.groupNames.${key}`)} ({key})
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span>{t('content.language')}</span>
            <select
              className="input input-sm"
              value={language ?? ''}
              onChange={(event) => filter('locale', event.target.value)}
            >
              <option value="">{t('content.allLanguages')}</option>
              {BANNER_LOCALES.map((key) => (
                <option key={key} value={key}>
                  {t(`content.locales.${key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {can('content.write') ? (
          <Button variant="primary" onClick={() => setTarget({ banner: null, seq: Date.now() })}>
            <Plus size={16} aria-hidden="true" />
            {t('content.newBanner')}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t('content.tabs.banners')}
        columns={columns}
        rowId={(row) => row.code}
        empty={t('content.noBanners')}
        onOpen={(row) => setTarget({ banner: row, seq: Date.now() })}
        {...list}
      />
      {target ? (
        <BannerEditor
          key={target.seq}
          banner={target.banner}
          takenCodes={taken}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </>
  );
}
