import { BANNER_LOCALES, type OpsBanner, opsListBanners } from '@nova/contracts/api/ops-content';
import { BANNER_GROUPS } from '@nova/contracts/constants';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { BannerEditor } from './banner-editor';
import { BannerThumb } from './banner-media';
import {
  BannerGroupOptions,
  BannerLocaleOptions,
  CONTENT_KEY,
  ContentStatusBadge,
  LangChip,
  TimeWindow,
} from './content-shared';
import { ContentTab, FilterSelect, useTabFilters } from './content-tab';

/** Banners newest first, filtered by group and locale on the server, keyset pages. */
export function BannersTab() {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const filters = useTabFilters('banners');
  const groupName = filters.pick('group', BANNER_GROUPS);
  const language = filters.pick('locale', BANNER_LOCALES);
  const list = useKeysetList([...CONTENT_KEY, 'banners', { groupName, language }], (before) =>
    callApi(opsListBanners, { query: { groupName, language, before, limit: 50 } }),
  );
  const taken = useMemo(() => new Set(list.rows.map((row) => row.code)), [list.rows]);
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
    <ContentTab
      filters={
        <>
          <FilterSelect
            label={t('content.group')}
            all={t('content.allGroups')}
            value={groupName}
            onChange={(value) => filters.set('group', value)}
          >
            <BannerGroupOptions />
          </FilterSelect>
          <FilterSelect
            label={t('content.language')}
            all={t('content.allLanguages')}
            value={language}
            onChange={(value) => filters.set('locale', value)}
          >
            <BannerLocaleOptions />
          </FilterSelect>
        </>
      }
      newLabel={t('content.newBanner')}
      caption={t('content.tabs.banners')}
      columns={columns}
      empty={t('content.noBanners')}
      list={list}
      editor={(row, close) => <BannerEditor banner={row} takenCodes={taken} onClose={close} />}
    />
  );
}
