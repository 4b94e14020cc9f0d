import type { GameClassify, GameTab } from '@nova/contracts/constants';
import { GAME_TABS, INHOUSE_VENDOR } from '@nova/contracts/constants';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { LazyImage } from '../../../components/lazy-image';
import { SECTION_ICON_SIZE, SectionHeader } from '../../../components/section-header';
import { vendorPath } from '../../../lib/vendor-path';
import { openModal } from '../../modals/use-modals';
import { useSession } from '../../session/hooks/use-session';
import { useGameVendors } from '../api/use-game-vendors';
import { useRouteCategory } from '../hooks/use-route-category';
import { CATEGORY_ICONS } from '../lib/categories';
import { CategoryHero } from './category-hero';
import { GameListResults } from './game-list-results';
import { GameListToolbar } from './game-list-toolbar';
import { GameMaintenanceDialog } from './game-maintenance-dialog';
import styles from './game-pages.module.css';
import { MemberGamesLoader } from './member-games-loader';
import { VendorGrid } from './vendor-grid';

const MEMBER_TABS: readonly GameTab[] = ['FAV', 'RECENT'];

function readTab(value: string | null): GameTab {
  return (GAME_TABS as readonly string[]).includes(value ?? '') ? (value as GameTab) : 'ALL';
}

/**
 * Game list center: live, fish, slots, cards, bingo (spec §2); `?vassalage=` narrows the list to
 * one vendor. Tab, classify and search live in the address (`tab`, `classify`, `q`), so a list
 * can be shared and the back button restores it.
 */
export function GameListCenterPage() {
  const { t } = useTranslation('layout');
  const { t: tGames } = useTranslation('games');
  const { category, menu } = useRouteCategory();
  const { isLogin } = useSession();
  const { lanes } = useGameVendors();
  const [params, setParams] = useSearchParams();
  const asked = params.get('vassalage') ?? undefined;
  // An unknown vendor (an old or mistyped link) falls back to every vendor of the category.
  const known =
    !asked || asked === INHOUSE_VENDOR || menu.vendors.some((v) => v.vassalage === asked);
  const vassalage = known ? asked : undefined;
  const selected = menu.vendors.find((v) => v.vassalage === vassalage) ?? null;
  const tab = readTab(params.get('tab'));
  // A visitor's shared FAV or RECENT link: the list is the member's own, so ask for a login.
  const needsLogin = MEMBER_TABS.includes(tab) && !isLogin;
  const search = params.get('q') ?? '';

  // The lane of this screen: the in-house lane for ?vassalage=INHOUSE, else the category's.
  const lane =
    (vassalage === INHOUSE_VENDOR ? lanes.find((l) => l.title === INHOUSE_VENDOR) : undefined) ??
    lanes.find((l) => l.title === category) ??
    lanes.find((l) => l.gameCategory === category);
  const classifies = useMemo(
    () =>
      (lane?.gameClassify ?? [])
        .filter((group) => !vassalage || group.vendors.includes(vassalage))
        .map((group) => group.classify),
    [lane, vassalage],
  );
  const rawClassify = params.get('classify') as GameClassify | null;
  const classify = rawClassify && classifies.includes(rawClassify) ? rawClassify : undefined;

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!known) update({ vassalage: undefined });
  }, [known, update]);

  function chooseTab(next: GameTab) {
    // FAV and RECENT are the member's own lists: login first (spec §4 "login required").
    if (MEMBER_TABS.includes(next) && !isLogin) {
      openModal('login', {});
      return;
    }
    update({ tab: next === 'ALL' ? undefined : next });
  }
  const onSearch = useCallback((name: string) => update({ q: name.trim() || undefined }), [update]);

  return (
    <div className={styles.page} data-testid="game-list-center-page" data-category={category}>
      <CategoryHero category={category} vendorCount={menu.vendors.length} />

      {menu.vendors.length > 0 && (
        <nav className={styles.chips} aria-label={t('games.providers')} data-testid="vendor-filter">
          <Link
            to={menu.path}
            className={styles.chip}
            aria-current={selected ? undefined : 'page'}
            data-testid="vendor-filter-all"
          >
            <Icon name="grid" size={16} />
            {t('games.allProviders')}
          </Link>
          {menu.vendors.map((vendor) => (
            <Link
              key={vendor.vassalage}
              to={vendorPath(category, vendor.vassalage, menu.path)}
              className={`${styles.chip} ${styles.withLogo}`}
              aria-current={vendor.vassalage === selected?.vassalage ? 'page' : undefined}
              data-testid={`vendor-filter-${vendor.vassalage}`}
            >
              <LazyImage src={vendor.logo} alt="" className={styles.chipLogo} eager />
              {vendor.displayName}
            </Link>
          ))}
        </nav>
      )}

      <section className={styles.section} data-testid="game-list" data-vassalage={vassalage ?? ''}>
        <SectionHeader
          icon={CATEGORY_ICONS[category]}
          title={
            selected
              ? t('games.vendorGames', { vendor: selected.displayName })
              : t('games.allGames')
          }
        />
        <GameListToolbar
          tab={tab}
          onTab={chooseTab}
          classifies={classifies}
          classify={classify}
          onClassify={(next) => update({ classify: next })}
          search={search}
          onSearch={onSearch}
        />
        {needsLogin ? (
          <EmptyState
            icon="lock"
            title={tGames('memberTab.title')}
            description={tGames('memberTab.description')}
            action={
              <Button onClick={() => openModal('login', {})} data-testid="member-tab-login">
                {tGames('memberTab.login')}
              </Button>
            }
          />
        ) : (
          <GameListResults
            tab={tab}
            filter={{ gameType: category, vassalage, gameClassify: classify, name: search }}
          />
        )}
      </section>

      {menu.vendors.length > 0 ? (
        <section className={styles.section}>
          <SectionHeader
            icon={<Icon name="grid" size={SECTION_ICON_SIZE} />}
            title={t('games.providers')}
            subtitle={t('games.pickProvider')}
          />
          <VendorGrid vendors={menu.vendors} selected={selected?.vassalage} />
        </section>
      ) : (
        <EmptyState icon={CATEGORY_ICONS[category]} title={t('games.noProviders')} />
      )}
      <GameMaintenanceDialog />
      <MemberGamesLoader />
    </div>
  );
}
