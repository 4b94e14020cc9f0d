import type { LoginRequest, LoginResult } from '@nova/contracts/api/session';
import type { PermissionData } from '@nova/contracts/api/system';
import { isSwitchOn } from '@nova/contracts/whitelabel';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { openModal } from '../../modals/use-modals';
import { useLogin } from '../api/use-login';
import { mustChangePasswordAfterLogin } from '../lib/login-outcome';

export type LoginArea = NonNullable<LoginRequest['area']>;

export interface LoginCredentials {
  username: string;
  password: string;
  captcha?: string;
}

export interface LoginSuccess {
  result: LoginResult;
  /** The username that logged in, trimmed. */
  username: string;
  /**
   * The change-password modal opens right after the callback: the caller closes what it must
   * but does not move on to another screen.
   */
  passwordChangeForced: boolean;
}

/**
 * The brand's expiry policy as loaded at boot: read from the cache, never fetched, so a login
 * form needs nothing but the login call (the status gate loads permission data before any
 * screen renders).
 */
function expiryEnforced(queryClient: QueryClient): boolean {
  const permissions = queryClient.getQueryData<PermissionData>(queryKeys.permissionData);
  return permissions ? isSwitchOn(permissions.whitelabel, 'PWDEXPFORCECHANGE3') : false;
}

/**
 * Username login for either area (spec §4 "Login success"): calls the contracts `login`, tells
 * the caller, then opens the forced password change when the account needs it.
 */
export function useUsernameLogin(area: LoginArea, onSuccess: (success: LoginSuccess) => void) {
  const queryClient = useQueryClient();
  const login = useLogin();

  /** Resolves to the error of a failed login (also kept in `error`), or null. */
  async function submit(credentials: LoginCredentials): Promise<unknown> {
    let result: LoginResult;
    try {
      result = await login.mutateAsync({ ...credentials, area });
    } catch (error) {
      return error;
    }
    const passwordChangeForced = mustChangePasswordAfterLogin(result, expiryEnforced(queryClient));
    onSuccess({ result, username: credentials.username, passwordChangeForced });
    if (passwordChangeForced) openModal('changePassword', { forced: true });
    return null;
  }

  return { submit, reset: login.reset, isPending: login.isPending, error: login.error };
}
