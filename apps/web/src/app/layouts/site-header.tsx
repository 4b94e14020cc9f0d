import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { openModal } from '../../features/modals/use-modals';
import { useTrialWarning } from '../../features/security/hooks/use-trial-warning';
import { useSession } from '../../features/session/hooks/use-session';
import { useUiStore } from '../../lib/ui-store';
import { HeaderAccount } from './header-account';
import { MainNav } from './main-nav';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

/** The dialog (and the Modal it renders) is not in the first chunk; main.tsx prefetches it. */
export function loadTrialWarningDialog() {
  return import('../../features/security/components/trial-warning-dialog').then((m) => ({
    default: m.TrialWarningDialog,
  }));
}
const TrialWarningDialog = lazy(loadTrialWarningDialog);

function TrialWarning() {
  const open = useTrialWarning((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TrialWarningDialog />
    </Suspense>
  );
}

/** Sticky glass header (spec §2 "Header and menus"). */
export function SiteHeader({ hasSideMenu }: { hasSideMenu: boolean }) {
  const { t } = useTranslation('layout');
  const { isLogin } = useSession();
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.inner}>
        {hasSideMenu && (
          <button
            type="button"
            className={styles.burger}
            aria-label={t('menu.open')}
            onClick={() => setDrawerOpen(true)}
            data-testid="menu-toggle"
          >
            <Icon name="menu" size={22} />
          </button>
        )}
        <Link to="/" className={styles.logo} aria-label={t('nav.home')} data-testid="header-logo">
          {/* On narrow phones the wordmark would push the login/register buttons off screen: the
              mark shows instead. A CSS media query, not a JS one, so the server's HTML is right
              at every width and hydration changes nothing (decision 035, session 22). */}
          <span className={styles.logoFull}>
            <SiteLogo />
          </span>
          <span className={styles.logoMark}>
            <SiteLogo markOnly />
          </span>
        </Link>
        <MainNav />
        <div className={styles.actions}>
          {isLogin ? (
            <HeaderAccount />
          ) : (
            <>
              <Button
                variant="outline"
                size="md"
                className={styles.auth}
                onClick={() => openModal('login')}
                data-testid="header-login"
              >
                {t('auth.login')}
              </Button>
              <Button
                size="md"
                className={styles.auth}
                onClick={() => openModal('register')}
                data-testid="header-register"
              >
                {t('auth.register')}
              </Button>
            </>
          )}
        </div>
      </div>
      {/* The real-account warning for trial accounts (spec §4 "Protected action"). */}
      <TrialWarning />
    </header>
  );
}
