import {
  GAME_FLAG_FILTERS,
  type OpsGame,
  opsListGames,
  opsListGameVendors,
} from '@nova/contracts/api/ops-games';
import { GAME_CATEGORIES } from '@nova/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { Badge, Notice } from '../../components/ui';
import { callApi } from '../../lib/api';
import { useCan } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { FlagSwitch, SortInput, useGameUpdate } from './game-controls';
import { categoryName, GAMES_KEY, MANAGE, NARROW_HIDDEN } from './games-shared';

type Category = (typeof GAME_CATEGORIES)[number];
type Flag = (typeof GAME_FLAG_FILTERS)[number];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/**
 * Games in the order the site lists them (vendor, category, the vendor's order), filtered on the
 * server, a keyset page at a time. With games.manage the hot and new flags, the order and
 * enabling are edited in the row; every change reaches the site at once and is audited.
 */
export function GamesTab() {
  const { t } = useTranslation();
  const manage = useCan()(MANAGE);
  const [params, setParams] = useSearchParams();
  const vendor = params.get('vendor') || undefined;
  const category = oneOf<Category>(GAME_CATEGORIES, params.get('category'));
  const flag = oneOf<Flag>(GAME_FLAG_FILTERS, params.get('flag'));
  const q = params.get('q')?.trim() || undefined;
  const [text, setText] = useState(q ?? '');
  const vendors = useQuery({
    queryKey: [...GAMES_KEY, 'vendors', 'all'],
    queryFn: () => callApi(opsListGameVendors, { query: { limit: 200 } }),
    staleTime: 60_000,
  });
  const key = [...GAMES_KEY, 'list', { vendor, category, flag, q }] as const;
  const list = useKeysetList(key, async (after: string | undefined) => {
    const page = await callApi(opsListGames, {
      query: { vendor, category, flag, q, after, limit: 100 },
    });
    return { items: page.items, nextBefore: page.nextAfter };
  });
  const update = useGameUpdate(key);
  const filter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'games');
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  const flagCell = (field: 'hot' | 'isNew', label: string) =>
    ({
      id: field,
      header: label,
      meta: { className: 'games-flag-cell' },
      cell: ({ row }) =>
        manage ? (
          <FlagSwitch
            checked={row.original[field]}
            label={t(`games.${field}For`, { name: row.original.name })}
            busy={update.busy(row.original.id, field)}
            onChange={(value) => update.save(row.original, { [field]: value })}
          />
        ) : row.original[field] ? (
          <Badge tone={field === 'hot' ? 'bad' : 'info'}>{label}</Badge>
        ) : (
          <span className="muted">—</span>
        ),
    }) satisfies ColumnDef<OpsGame, unknown>;

  const columns: ColumnDef<OpsGame, unknown>[] = [
    {
      header: t('games.game'),
      cell: ({ row }) => (
        <span className="stack">
          <strong className={row.original.enabled ? undefined : 'games-off'}>
            {row.original.name}
          </strong>
          <span className="mono muted small">{row.original.gameId}</span>
        </span>
      ),
    },
    {
      header: t('games.vendor'),
      meta: { className: NARROW_HIDDEN },
      cell: ({ row }) => (
        <span className="mono" title={row.original.vendorName}>
          {row.original.vendor}
        </span>
      ),
    },
    {
      header: t('games.categories.title'),
      meta: { className: NARROW_HIDDEN },
      cell: ({ row }) => (
        <CategoryCell category={row.original.category} classify={row.original.classify} />
      ),
    },
    flagCell('hot', t('games.hot')),
    flagCell('isNew', t('games.new')),
    {
      id: 'sort',
      header: t('games.sort'),
      meta: { className: 'num' },
      cell: ({ row }) =>
        manage ? (
          <SortInput
            value={row.original.sort}
            label={t('games.sortFor', { name: row.original.name })}
            busy={update.busy(row.original.id, 'sort')}
            onSave={(sort) => update.save(row.original, { sort })}
          />
        ) : (
          row.original.sort
        ),
    },
    {
      id: 'enabled',
      header: t('games.enabled'),
      meta: { className: 'games-flag-cell' },
      cell: ({ row }) =>
        manage ? (
          <FlagSwitch
            checked={row.original.enabled}
            label={t('games.enabledFor', { name: row.original.name })}
            busy={update.busy(row.original.id, 'enabled')}
            onChange={(enabled) => update.save(row.original, { enabled })}
          />
        ) : (
          <Badge tone={row.original.enabled ? 'good' : 'neutral'}>
            {row.original.enabled ? t('games.on') : t('games.off')}
          </Badge>
        ),
    },
  ];

  return (
    <>
      <div className="games-toolbar">
        <form
          className="games-search"
          onSubmit={(event) => {
            event.preventDefault();
            filter('q', text.trim() || undefined);
          }}
        >
          <Search size={16} aria-hidden="true" />
          <input
            className="input input-sm"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('games.searchPlaceholder')}
            aria-label={t('games.search')}
          />
          <button type="submit" className="btn btn-secondary btn-sm">
            {t('games.search')}
          </button>
        </form>
        <div className="filters games-filters">
          <label className="filter">
            <span>{t('games.vendor')}</span>
            <select
              className="input input-sm"
              value={vendor ?? ''}
              onChange={(event) => filter('vendor', event.target.value || undefined)}
            >
              <option value="">{t('games.allVendors')}</option>
              {vendor && !vendors.data?.items.some((v) => v.code === vendor) ? (
                <option value={vendor}>{vendor}</option>
              ) : null}
              {vendors.data?.items.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name} ({v.code})
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span>{t('games.categories.title')}</span>
            <select
              className="input input-sm"
              value={category ?? ''}
              onChange={(event) => filter('category', event.target.value || undefined)}
            >
              <option value="">{t('games.allCategories')}</option>
              {GAME_CATEGORIES.map((code) => (
                <option key={code} value={code}>
                  {categoryName(code)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span>{t('games.show')}</span>
            <select
              className="input input-sm"
              value={flag ?? ''}
              onChange={(event) => filter('flag', event.target.value || undefined)}
            >
              <option value="">{t('games.flags.ALL')}</option>
              {GAME_FLAG_FILTERS.map((code) => (
                <option key={code} value={code}>
                  {t(`games.flags.${code}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ExportButton path="/ops/games" query={{ vendor, category, flag, q }} size="sm" />
      </div>
      <p className="muted games-help">
        {manage ? t('games.gamesHelp') : t('games.gamesHelpReadOnly')}
      </p>
      {update.error ? <Notice tone="bad">{update.error}</Notice> : null}
      <DataTable
        caption={t('games.tabs.games')}
        columns={columns}
        rowId={(row) => String(row.id)}
        empty={t('games.noGames')}
        {...list}
      />
    </>
  );
}

/** The category, and the game's tab inside it when that says more (a slot's jackpot tab). */
function CategoryCell({ category, classify }: { category: string; classify: string }) {
  const { t } = useTranslation();
  const name = categoryName(category);
  const tab = t(`games.classify.${classify}`, { defaultValue: classify });
  return (
    <span className="stack">
      <span>{name}</span>
      {tab !== name ? <span className="muted small">{tab}</span> : null}
    </span>
  );
}
