import { REMEMBER_LOGIN_DAYS } from '@nova/contracts/constants';

/**
 * "Remember me" keeps the USERNAME only, in a cookie for REMEMBER_LOGIN_DAYS (spec §4;
 * SECURITY.md: remember the username, never the password).
 */
const COOKIE = 'nova_remember_username';

export function readRememberedUsername(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(COOKIE.length + 1)) || null;
  } catch {
    return null;
  }
}

export function rememberUsername(username: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = REMEMBER_LOGIN_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function forgetUsername(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see rememberUsername
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
