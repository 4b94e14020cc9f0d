import type { RealtimeEvent } from '@nova/contracts/api/realtime';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { connectRealtime, realtimeUrl } from '../../../lib/realtime';

/**
 * Issue 4 "Live balance": while mounted, keep the member's event connection open and refetch
 * the balance when the server says it changed. The balance is refetched rather than written
 * from the event, so the cache only ever holds what the balance endpoint answered, in order.
 */
export function useRealtimeBalance(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    return connectRealtime({
      url: realtimeUrl(window.location),
      onEvent: (event) => handleRealtimeEvent(queryClient, event),
      // Events sent while the socket was down are lost: catch up once it is back.
      onOpen: (resumed) => {
        if (resumed) void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance });
      },
      // Logged out, or logged in again elsewhere: member info decides whether this stays mounted.
      onSessionInDoubt: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
      },
    });
  }, [queryClient]);
}

export function handleRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  switch (event.type) {
    case 'balance':
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance });
      return;
    case 'session_ended':
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
      return;
  }
}
