import { useRealtimeBalance } from '../hooks/use-realtime-balance';

/** The member's open event connection; RealtimeConnection mounts it for real members only. */
export function LiveBalance() {
  useRealtimeBalance();
  return null;
}
