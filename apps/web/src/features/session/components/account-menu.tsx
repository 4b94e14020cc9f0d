import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/icon';
import { useDismiss } from '../../../lib/use-dismiss';
import { useSession } from '../hooks/use-session';
import styles from './account-menu.module.css';

/** The open menu is drawn on a click only: not in the first chunk; main.tsx prefetches it. */
export function loadAccountMenuPanel() {
  return import('./account-menu-panel').then((m) => ({ default: m.AccountMenuPanel }));
}
const AccountMenuPanel = lazy(loadAccountMenuPanel);

/** The logged-in account menu: the member's avatar and name, opening the account panel. */
export function AccountMenu() {
  const { member } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = member?.nickname || member?.account || '';
  const initial = (name || '?').slice(0, 1).toUpperCase();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on navigation
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useDismiss(root, open, setOpen);

  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        data-testid="account-menu-toggle"
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.nickname}>{name}</span>
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuPanel
            id={menuId}
            name={name}
            initial={initial}
            close={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
