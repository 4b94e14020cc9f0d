import { Suspense } from 'react';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { useSession } from '../../session/hooks/use-session';

/**
 * The event connection's code (the socket, its backoff, the event schemas) is its own chunk:
 * a visitor never opens one, and a member's connection opens after the first render anyway
 * (decision 037).
 */
const LiveBalance = lazyChunk('src/features/wallet/components/live-balance.tsx', () =>
  import('./live-balance').then((m) => ({ default: m.LiveBalance })),
);

/**
 * Mount once, inside the query client and the member-info suspense boundary. Opens the event
 * connection for a logged-in real member: trial accounts have no money to watch (SECURITY.md
 * 16), and a session that must change its password is refused by the server.
 */
export function RealtimeConnection() {
  const { member, isTrial } = useSession();
  if (member === null || isTrial || member.mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      <LiveBalance />
    </Suspense>
  );
}
