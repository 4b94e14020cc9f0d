import type { PermissionData } from '@nova/contracts/api/system';
import { SYSTEM_STATUS } from '@nova/contracts/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, use } from 'react';
import { initCdns } from '../../../lib/cdn';
import { configureLanguages } from '../../../lib/i18n';
import { permissionDataQuery } from '../api/use-permission-data';
import { systemStatusQuery } from '../api/use-system-status';

// Rare screens stay out of the normal page's JavaScript.
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('./region-blocked-page').then((m) => ({ default: m.RegionBlockedPage })),
);
const InvalidDomainPage = lazy(() =>
  import('./invalid-domain-page').then((m) => ({ default: m.InvalidDomainPage })),
);

let bootstrapped: { key: PermissionData; ready: Promise<void> } | null = null;

/**
 * One-time work once permission data is in: this page load's CDN and the brand languages. The
 * server render and a hydrating page await it before rendering; once settled, `use` reads it
 * without suspending (a hydration that suspends here would leave the server's HTML inert).
 */
export function bootstrap(permission: PermissionData): Promise<void> {
  if (bootstrapped?.key !== permission) {
    initCdns(permission);
    const ready = configureLanguages(permission.brand);
    ready.then(
      () => Object.assign(ready, { status: 'fulfilled', value: undefined }),
      (reason: unknown) => Object.assign(ready, { status: 'rejected', reason }),
    );
    bootstrapped = { key: permission, ready };
  }
  return bootstrapped.ready;
}

export interface StatusGateProps {
  /** The normal app, rendered only when the site is open to this visitor. */
  children: ReactNode;
}

/**
 * Spec §2 "The app first loads site permission data, then shows the normal app, the
 * maintenance page or the blocked page according to system status" (§4: maintenance wins).
 */
export function StatusGate({ children }: StatusGateProps) {
  // Both requests start at boot (main.tsx), so reading them one after the other waits for the
  // slower one, not for both in turn; useSuspenseQueries would add its observer to the first
  // chunk for nothing (decision 037).
  const { data: permission } = useSuspenseQuery(permissionDataQuery);
  const { data: status } = useSuspenseQuery(systemStatusQuery);
  use(bootstrap(permission));

  if (!permission.domainRoute.valid) return <InvalidDomainPage />;
  if (status.status === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage status={status} />;
  if (status.status === SYSTEM_STATUS.REGION_RESTRICTED) {
    return <RegionBlockedPage status={status} />;
  }
  return children;
}
