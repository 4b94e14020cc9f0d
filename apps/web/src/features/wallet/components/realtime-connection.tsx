import { useSession } from '../../session/hooks/use-session';
import { useRealtimeBalance } from '../hooks/use-realtime-balance';

/**
 * Mount once, inside the query client and the member-info suspense boundary. Opens the event
 * connection for a logged-in real member: trial accounts have no money to watch (SECURITY.md
 * 16), and a session that must change its password is refused by the server.
 */
export function RealtimeConnection() {
  const { member, isTrial } = useSession();
  useRealtimeBalance(member !== null && !isTrial && !member.mustChangePassword);
  return null;
}
