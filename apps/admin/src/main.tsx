import '@fontsource-variable/inter';
import './styles/admin.css';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { isApiError } from './lib/api';
import { i18nReady } from './lib/i18n';
import { SELF_KEY } from './lib/session';

const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !isApiError(error) && failures < 2,
    },
  },
  // A session that ended (idle, absolute limit, signed out elsewhere): back to the sign-in form.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
        queryClient.setQueryData(SELF_KEY, null);
      }
    },
  }),
});
queryClient.getQueryCache().subscribe((event) => {
  const error = event.query.state.error;
  if (
    event.type === 'updated' &&
    isApiError(error) &&
    error.code === 'UNAUTHENTICATED' &&
    event.query.queryKey !== SELF_KEY
  ) {
    queryClient.setQueryData(SELF_KEY, null);
  }
});

// The operator's language first (one small chunk), so no screen ever shows a key.
await i18nReady;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
