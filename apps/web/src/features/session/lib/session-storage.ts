import { SESSION_STORAGE_KEYS } from '@nova/contracts/constants';

/**
 * Spec §4 "Logout … clears session storage". The session token itself lives in an HttpOnly
 * cookie and never in page storage (SECURITY.md "Session tokens"); these keys hold only the
 * display values the spec lists.
 */
export function clearSessionStorage(): void {
  try {
    for (const key of SESSION_STORAGE_KEYS) sessionStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
