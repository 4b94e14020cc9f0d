import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Icon } from '../../components/icon-full';
import { LanguageSelect } from '../../components/language-select';
import { Spinner } from '../../components/spinner';
import { useConfirmSignOut } from '../../features/session/hooks/use-confirm-sign-out';
import { useSession } from '../../features/session/hooks/use-session';
import { AgentClock } from './agent-clock';
import styles from './agent-layout.module.css';
import { SiteLogo } from './site-logo';

/** The agent area's own frame (spec §2 "/agent", "/agentHome": agent layout). */
export function AgentLayout() {
  const { t } = useTranslation('layout');
  const { member, isLogin } = useSession();
  // Spec §2: logout from the agent area returns to /agent.
  const confirmLogout = useConfirmSignOut({ redirectTo: '/agent' });

  return (
    <div className={styles.shell} data-testid="agent-layout">
      <header className={styles.bar}>
        <Link to="/agent" className={styles.logo} aria-label={t('agent.home')}>
          {/* Narrow phones: the mark, so the clock, the nickname and sign-out keep their room
              (a CSS switch, as in the site header: right in the server's HTML at every width). */}
          <span className={styles.logoFull}>
            <SiteLogo />
          </span>
          <span className={styles.logoMark}>
            <SiteLogo markOnly />
          </span>
          <span className={styles.tag}>{t('agent.badge')}</span>
        </Link>
        <div className={styles.right}>
          <AgentClock />
          <LanguageSelect placement="down" className={styles.language} />
          {isLogin && (
            <>
              <span className={styles.nickname} data-testid="agent-nickname">
                <Icon name="user" size={16} />
                <span className={styles.nicknameText}>{member?.nickname || member?.account}</span>
              </span>
              <button
                type="button"
                className={styles.logout}
                onClick={confirmLogout}
                data-testid="agent-logout"
              >
                <Icon name="logout" size={16} />
                <span>{t('account.signOut')}</span>
              </button>
            </>
          )}
        </div>
      </header>
      <main className={styles.main}>
        <Suspense
          fallback={
            <div className={styles.fallback}>
              <Spinner size="lg" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
