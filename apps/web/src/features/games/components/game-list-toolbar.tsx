import type { GameClassify, GameTab } from '@nova/contracts/constants';
import { GAME_SEARCH_MAX_LENGTH, GAME_TABS } from '@nova/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon-full';
import styles from './game-list-toolbar.module.css';

const TAB_ICONS: Record<GameTab, IconName> = {
  NEW: 'sparkles',
  FAV: 'star',
  ALL: 'grid',
  HOT: 'fire',
  RECENT: 'clock',
};

/** How long typing must pause before the name search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GameListToolbarProps {
  tab: GameTab;
  onTab: (tab: GameTab) => void;
  classifies: readonly GameClassify[];
  classify: GameClassify | undefined;
  onClassify: (classify: GameClassify | undefined) => void;
  search: string;
  onSearch: (name: string) => void;
}

/** Tabs NEW, FAV, ALL, HOT, RECENT (spec §3 site config game tabs), classify chips, name search. */
export function GameListToolbar({
  tab,
  onTab,
  classifies,
  classify,
  onClassify,
  search,
  onSearch,
}: GameListToolbarProps) {
  const { t } = useTranslation('games');
  const [draft, setDraft] = useState(search);

  useEffect(() => setDraft(search), [search]);
  useEffect(() => {
    if (draft === search) return;
    const timer = window.setTimeout(() => onSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search, onSearch]);

  return (
    <div className={styles.toolbar}>
      <div className={styles.row}>
        {/* Toggle buttons, one pressed: the list below is not a tab panel (WCAG, review #12). */}
        <fieldset className={styles.tabs}>
          <legend className="visually-hidden">{t('tabs.label')}</legend>
          {GAME_TABS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={tab === name}
              className={styles.tab}
              data-testid={`game-tab-${name}`}
              onClick={() => onTab(name)}
            >
              <Icon name={TAB_ICONS[name]} size={16} />
              {t(`tabs.${name}`)}
            </button>
          ))}
        </fieldset>
        <label className={styles.search}>
          <Icon name="search" size={16} />
          <input
            type="search"
            value={draft}
            maxLength={GAME_SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            data-testid="game-search"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onSearch(draft);
            }}
          />
        </label>
      </div>
      {classifies.length > 1 && (
        <fieldset className={styles.classifies} aria-label={t('classify.label')}>
          <button
            type="button"
            className={styles.classify}
            aria-pressed={classify === undefined}
            data-testid="game-classify-ALL"
            onClick={() => onClassify(undefined)}
          >
            {t('classify.ALL')}
          </button>
          {classifies.map((name) => (
            <button
              key={name}
              type="button"
              className={styles.classify}
              aria-pressed={classify === name}
              data-testid={`game-classify-${name}`}
              onClick={() => onClassify(name)}
            >
              {t(`classify.${name}`)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
