import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The server's site gate answers these on every player route while the site is closed to this
 * visitor (decision 023): asking again changes nothing, and the status page should take over.
 */
const SITE_CLOSED_CODES: ReadonlySet<string> = new Set(['MAINTENANCE', 'REGION_RESTRICTED']);

function isSiteClosed(error: unknown): boolean {
  return isApiError(error) && SITE_CLOSED_CODES.has(error.code);
}

/**
 * Player protection (issue 14): a logged-in member's request answered with one of these means
 * the session is over (a time-out taken on another device, the session time limit), so this
 * device ends it too. Not SELF_EXCLUDED: a self-excluded player may still sign in to withdraw
 * (the server's sign-in allows it), so that answer refuses one action, not the session.
 */
const SESSION_ENDING_CODES: ReadonlySet<string> = new Set(['TIMED_OUT', 'SESSION_LIMIT_REACHED']);

type SessionEndedListener = (error: ApiError) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Listens for a member's session ended by the server (SESSION_ENDING_CODES); the member's
 * protection watcher logs out and says why. Returns the unsubscribe.
 */
export function onSessionEndedByServer(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Client errors (4xx) are answers, not glitches: retrying them changes nothing. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isSiteClosed(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // A session already inside the site when maintenance starts (or a blocked region) learns it
  // from its next call: the status is fetched again and StatusGate shows the status page.
  const onError = (error: unknown) => {
    if (isSiteClosed(error)) void client.invalidateQueries({ queryKey: queryKeys.systemStatus });
    if (isApiError(error) && SESSION_ENDING_CODES.has(error.code)) endedByServer(error);
  };
  // A refused login (no member yet) ends nothing. Without a listener (its chunk not loaded yet),
  // member info is asked again, as after the realtime `session_ended`: it answers logged out.
  const endedByServer = (error: ApiError) => {
    if (!client.getQueryData(queryKeys.memberInfo)) return;
    if (sessionEndedListeners.size === 0) {
      void client.invalidateQueries({ queryKey: queryKeys.memberInfo });
    }
    for (const listener of sessionEndedListeners) listener(error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one client; loaders and guards read the cache through it. */
export const queryClient = createQueryClient();
