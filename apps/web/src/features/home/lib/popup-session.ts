/**
 * Spec §4 "Popups: lists show once per session unless a closed flag is stored".
 * The closed flag lives in sessionStorage under the same key the content feature uses, so
 * whichever popup list modal is registered, both honour one flag.
 */
export const POPUP_LIST_CLOSED_KEY = 'popupListClosed';

export function isPopupListClosed(): boolean {
  try {
    return sessionStorage.getItem(POPUP_LIST_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function markPopupListClosed(): void {
  try {
    sessionStorage.setItem(POPUP_LIST_CLOSED_KEY, '1');
  } catch {
    // Storage blocked: the list may show again after a reload, which is harmless.
  }
}
