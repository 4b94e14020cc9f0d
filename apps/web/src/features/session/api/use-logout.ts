import { logout } from '@nova/contracts/api/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useUiStore } from '../../../lib/ui-store';
import { clearSessionStorage } from '../lib/session-storage';

/**
 * Spec §4 "Logout": loader, logout call, clear session storage, reset the logged-in flags
 * (member info becomes null, member-only queries are dropped) and go home — or to /agent
 * from the agent area. Call it after the visitor confirmed.
 */
export function useLogout({ redirectTo = '/' }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      useUiStore.getState().showLoading();
      try {
        await callApi(logout);
      } catch (error) {
        // An already-ended session is logged out all the same.
        if (!(isApiError(error) && error.code === 'UNAUTHENTICATED')) throw error;
      }
    },
    onSettled: async () => {
      clearSessionStorage();
      queryClient.setQueryData(queryKeys.memberInfo, null);
      queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
      await navigate(redirectTo);
      useUiStore.getState().hideLoading();
    },
  });
}
