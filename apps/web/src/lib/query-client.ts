import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The server's site gate answers these on every player route while the site is closed to this
 * visitor (decision 023): asking again changes nothing, and the status page should take over.
 */
const SITE_CLOSED_CODES: ReadonlySet<string> = new Set(['MAINTENANCE', 'REGION_RESTRICTED']);

function isSiteClosed(error: unknown): boolean {
  return isApiError(error) && SITE_CLOSED_CODES.has(error.code);
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
