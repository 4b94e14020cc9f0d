import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { lazyChunk } from '../../lib/lazy-chunk';
import { useUiStore } from '../../lib/ui-store';
import { OpenModalOnArrival } from '../open-modal-on-arrival';
import { SERVICE_PANEL_GROUPS, SIDE_MENU_HIDDEN_GROUPS, useRouteHandle } from '../route-handle';
import styles from './main-layout.module.css';
import { RightBar } from './right-bar';
import { SideMenu } from './side-menu';
import { SiteFooterSlot } from './site-footer-slot';
import { SiteHeader } from './site-header';

/** Game screens only: not in the first chunk of home; main.tsx prefetches it when idle. */
export function loadServicePanel() {
  return import('./service-panel').then((m) => ({ default: m.ServicePanel }));
}
const ServicePanel = lazyChunk('src/app/layouts/service-panel.tsx', loadServicePanel);

function PageFallback() {
  return (
    <div className={styles.pageFallback}>
      <Spinner size="lg" />
    </div>
  );
}

/** The player site's frame (spec §2): header, side menu, content, footer, floating bars. */
export function MainLayout() {
  const { group, arrivalModal } = useRouteHandle();
  const location = useLocation();
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const hasSideMenu = !SIDE_MENU_HIDDEN_GROUPS.includes(group);
  const hasServicePanel = SERVICE_PANEL_GROUPS.includes(group);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes on navigation
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key, setDrawerOpen]);

  return (
    <div className={styles.shell} data-testid="main-layout" data-group={group}>
      <SiteHeader hasSideMenu={hasSideMenu} />
      <div className={styles.body}>
        {hasSideMenu && <SideMenu />}
        <div className={styles.main}>
          <main className={styles.content} id="main-content">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
          <SiteFooterSlot />
        </div>
      </div>
      <RightBar />
      {hasServicePanel && (
        <Suspense fallback={null}>
          <ServicePanel />
        </Suspense>
      )}
      {arrivalModal && <OpenModalOnArrival name={arrivalModal} />}
    </div>
  );
}
