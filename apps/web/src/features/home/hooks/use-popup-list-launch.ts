import { useEffect } from 'react';
import { openModal, useModals } from '../../modals/use-modals';
import { isPopupListClosed } from '../lib/popup-session';

/**
 * Whether the popup list already opened in this page load: going back to home inside the app
 * does not reopen it. A reload shows it again unless "Don't show again this session" stored
 * the closed flag (spec §4 "Popups").
 */
let launched = false;

/** For tests: forget that the list was shown in this page load. */
export function resetPopupListLaunch(): void {
  launched = false;
}

/**
 * Opens the popup list on the first home visit when there are popups, no closed flag, and no
 * other dialog on screen (a login or register modal from /login, /register goes first).
 */
export function usePopupListLaunch(popupCount: number): void {
  const idle = useModals((state) => state.stack.length === 0);
  useEffect(() => {
    if (launched || popupCount === 0 || !idle || isPopupListClosed()) return;
    launched = true;
    openModal('popupList');
  }, [popupCount, idle]);
}
