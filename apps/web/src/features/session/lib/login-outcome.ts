import type { LoginResult } from '@nova/contracts/api/session';

/**
 * Spec §4 "Login success": an account on a weak or default password, or one whose password
 * expired while the brand enforces expiry (switch PWDEXPFORCECHANGE3), may only change its
 * password: the change-password modal opens instead of the next screen.
 */
export function mustChangePasswordAfterLogin(
  result: LoginResult,
  expiryEnforced: boolean,
): boolean {
  return result.mustChangePassword || (result.passwordExpired && expiryEnforced);
}
