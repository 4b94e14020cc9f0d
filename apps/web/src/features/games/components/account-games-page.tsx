import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { PageHero } from '../../../components/page-hero';
import { openModal } from '../../modals/use-modals';
import { useSession } from '../../session/hooks/use-session';
import { useFavourites, useRecentGames } from '../api/use-member-games';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GameMaintenanceDialog } from './game-maintenance-dialog';
import styles from './game-pages.module.css';
import { MemberGamesLoader } from './member-games-loader';

/** Favourite and recent games (spec §2 "/favorite, /recent": account games list). */
export function AccountGamesPage() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const { isLogin } = useSession();
  const kind = pathname.toLowerCase().startsWith('/recent') ? 'recent' : 'favorite';
  return (
    <div className={styles.page} data-testid="account-games-page" data-kind={kind}>
      <PageHero
        icon={kind === 'recent' ? 'clock' : 'star-filled'}
        theme={kind === 'recent' ? 5 : 4}
        title={t(`accountGames.${kind}.title`)}
        subtitle={t(`accountGames.${kind}.subtitle`)}
      />
      <nav className={styles.chips} aria-label={t('accountGames.label')}>
        <NavLink to="/favorite" className={styles.chip}>
          <Icon name="star" size={16} />
          {t('accountGames.favorite.title')}
        </NavLink>
        <NavLink to="/recent" className={styles.chip}>
          <Icon name="clock" size={16} />
          {t('accountGames.recent.title')}
        </NavLink>
      </nav>
      <section className={styles.section}>
        {isLogin ? (
          <MemberGameList kind={kind} />
        ) : (
          <EmptyState
            icon="lock"
            title={t('accountGames.loginTitle')}
            description={t('accountGames.loginText')}
            action={
              <Button onClick={() => openModal('login', {})} data-testid="account-games-login">
                {t('auth.login')}
              </Button>
            }
          />
        )}
      </section>
      <GameMaintenanceDialog />
      <MemberGamesLoader />
    </div>
  );
}

function MemberGameList({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const recent = useRecentGames();
  const source = kind === 'favorite' ? favourites : recent;
  if (source.isLoading) return <GameGridSkeleton />;
  if (source.games.length === 0) {
    const tab = kind === 'favorite' ? 'FAV' : 'RECENT';
    return (
      <EmptyState
        icon={kind === 'favorite' ? 'star' : 'clock'}
        title={t(`list.empty.${tab}.title`)}
        description={t(`list.empty.${tab}.text`)}
      />
    );
  }
  return <GameGrid games={source.games} />;
}
