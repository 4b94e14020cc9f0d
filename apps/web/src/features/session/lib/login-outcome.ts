import type { LoginResult } from '@nova/contracts/api/login';

/**
 * How a login was made; an expired password does not stop an SMS or one-click login (spec §4;
 * decision 010: social logins never force a password change).
 */
export type LoginMethod = 'username' | 'sms' | 'social';

/**
 * Spec §4 "Login success": an account on a weak or default password may only change its
 * password (the server restricts the session whatever the login type); one whose password
 * expired while the brand enforces expiry (PWDEXPFORCECHANGE3) must change it, except after an
 * SMS or one-click login. Either way the change-password modal opens instead of the next screen.
 */
export function mustChangePasswordAfterLogin(
  result: LoginResult,
  expiryEnforced: boolean,
  method: LoginMethod = 'username',
): boolean {
  return (
    result.mustChangePassword || (result.passwordExpired && expiryEnforced && method === 'username')
  );
}
