/**
 * The invitation code a visitor arrived with (`?referralCode=`, spec §2 "A referralCode query
 * parameter is read at registration"). Read once at arrival and kept in session storage, so a
 * visitor who browses before registering still registers under the agent who invited them.
 */
const KEY = 'referralCode';
const MAX_LENGTH = 32;

export function storeReferralCode(code: string | null | undefined): void {
  const value = code?.trim().slice(0, MAX_LENGTH);
  if (!value) return;
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // Storage unavailable (private mode): the code still reaches an open register form by props.
  }
}

export function readReferralCode(): string | null {
  try {
    return sessionStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}
