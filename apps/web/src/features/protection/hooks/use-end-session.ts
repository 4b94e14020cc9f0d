import { useCallback } from 'react';
import { type NoticeModalProps, openModal } from '../../modals/use-modals';
import { useLogout } from '../../session/api/use-logout';

/**
 * Ends the session on this device with the app's logout flow (session storage cleared, member
 * data dropped, back home), for a session the server has ended or is about to: an exclusion,
 * the session time limit, the reality check's "Log out". `notice`, when given, says why; it
 * stays open over the home page.
 */
export function useEndSession(): (notice?: NoticeModalProps) => void {
  const { mutate } = useLogout();
  return useCallback(
    (notice?: NoticeModalProps) => {
      if (notice) openModal('notice', notice);
      mutate();
    },
    [mutate],
  );
}
