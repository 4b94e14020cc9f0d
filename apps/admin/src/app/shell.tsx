import { operatorLogout } from '@nova/contracts/api/ops-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui';
import { callApi } from '../lib/api';
import { ADMIN_LOCALES, type AdminLocale, changeLocale } from '../lib/i18n';
import { SELF_KEY, useOperator } from '../lib/session';
import { activeNavItem, NAV, NAV_GROUPS } from './nav';

/** The signed-in frame: the menu of what this operator's role may see, the top bar, the screen. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useMutation({
    mutationFn: () => callApi(operatorLogout),
    // Signed out: the sign-in form, and nothing of this operator's data kept in memory.
    onSettled: () => {
      queryClient.setQueryData(SELF_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== SELF_KEY[1] });
    },
  });
  const items = NAV.filter((item) => operator.permissions.includes(item.permission));
  // One item is current: the most specific one (nav.ts), not every item the address is under.
  const active = activeNavItem(items, location.pathname);
  return (
    <div className={`shell${menuOpen ? ' shell-menu-open' : ''}`}>
      <aside className="sidebar" aria-label={t('nav.label')}>
        <div className="sidebar-brand">
          <span className="logo-mark" aria-hidden="true">
            N
          </span>
          <span>
            <strong>{operator.brand.name}</strong>
            <small>{t('app.backOffice')}</small>
          </span>
        </div>
        <nav>
          {NAV_GROUPS.map((group) => {
            const inGroup = items.filter((item) => item.group === group);
            if (inGroup.length === 0) return null;
            return (
              <div className="nav-group" key={group}>
                <div className="nav-group-title">{t(`nav.groups.${group}`)}</div>
                {inGroup.map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    className={`nav-link${item === active ? ' nav-link-active' : ''}`}
                    aria-current={item === active ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    <item.icon size={17} aria-hidden="true" />
                    {t(`nav.${item.label}`)}
                  </Link>
                ))}
              </div>
            );
          })}
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <button
            type="button"
            className="icon-btn menu-toggle"
            aria-label={t('nav.toggle')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu size={20} aria-hidden="true" />
          </button>
          <div className="topbar-spacer" />
          <label className="topbar-lang">
            <span className="sr-only">{t('app.language')}</span>
            <select
              className="input input-sm"
              value={i18n.language}
              onChange={(event) => void changeLocale(event.target.value as AdminLocale)}
            >
              {ADMIN_LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {t(`app.locales.${locale}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="topbar-who" data-testid="operator-badge">
            <span className="avatar" aria-hidden="true">
              {operator.displayName.slice(0, 1).toUpperCase()}
            </span>
            <span>
              <strong>{operator.displayName}</strong>
              <small>{t(`roles.${operator.role}`, { defaultValue: operator.role })}</small>
            </span>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut size={16} aria-hidden="true" />
            {t('app.signOut')}
          </button>
        </header>
        <main className="content" key={location.pathname.split('/')[1]}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {menuOpen ? (
        <button
          type="button"
          className="scrim"
          aria-label={t('common.close')}
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
    </div>
  );
}
