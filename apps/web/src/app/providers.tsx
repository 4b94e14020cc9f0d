import { QueryClientProvider, QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { BootErrorPage } from '../features/system/components/boot-error-page';
import { queryClient } from '../lib/query-client';
import { LoadingCover } from './loading-cover';

/** Query cache, the boot loading cover and the boot error screen around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <ErrorBoundary
            fallback={(error, retry) => (
              <Suspense fallback={<LoadingCover />}>
                <BootErrorPage
                  error={error}
                  onRetry={() => {
                    reset();
                    retry();
                  }}
                />
              </Suspense>
            )}
          >
            <Suspense fallback={<LoadingCover />}>{children}</Suspense>
          </ErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </QueryClientProvider>
  );
}
