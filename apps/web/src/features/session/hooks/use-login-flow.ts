import type { LoginRequest, LoginResult } from '@nova/contracts/api/login';
import type { PermissionData } from '@nova/contracts/api/system';
import type { ErrorExtra } from '@nova/contracts/error-extra';
import { isSwitchOn } from '@nova/contracts/whitelabel';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { openModal } from '../../modals/use-modals';
import { useLogin } from '../api/use-login';
import { type LoginMethod, mustChangePasswordAfterLogin } from '../lib/login-outcome';

export type LoginArea = NonNullable<LoginRequest['area']>;
export type Verification = NonNullable<ErrorExtra['verification']>;

export interface LoginSuccess {
  result: LoginResult;
  method: LoginMethod;
  /** The username that logged in, trimmed (username logins only). */
  username?: string;
  /**
   * The change-password modal opens right after the callback: the caller closes what it must
   * but does not move on to another screen.
   */
  passwordChangeForced: boolean;
}

/** A correct login from a new IP that still needs its second verification (spec §4). */
export interface LoginChallenge {
  verification: Verification;
  method: LoginMethod;
  username?: string;
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
 * What follows every successful login, whichever way it was made (spec §4 "Login success"):
 * tell the caller (it closes the login UI, remembers the username, goes to /agentHome), then
 * either open the forced password change or fire the first-login welcome.
 */
export function useFinishLogin(onSuccess: (success: LoginSuccess) => void) {
  const { t } = useTranslation('session');
  const queryClient = useQueryClient();
  return (result: LoginResult, method: LoginMethod, username?: string): void => {
    const passwordChangeForced = mustChangePasswordAfterLogin(
      result,
      expiryEnforced(queryClient),
      method,
    );
    onSuccess({ result, method, passwordChangeForced, ...(username ? { username } : {}) });
    if (passwordChangeForced) {
      openModal('changePassword', { forced: true });
    } else if (result.firstTimeLogin) {
      openModal('notice', {
        tone: 'success',
        title: t('login.welcomeTitle'),
        message: t('login.welcome'),
      });
    }
  };
}

type LoginInput =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string };

/**
 * Username or SMS login for either area: calls the contracts `login`; a VERIFICATION_REQUIRED
 * answer becomes a challenge for the second-verification step instead of an error.
 */
export function useLoginFlow(
  area: LoginArea,
  onSuccess: (success: LoginSuccess) => void,
  onChallenge: (challenge: LoginChallenge) => void,
) {
  const login = useLogin();
  const finish = useFinishLogin(onSuccess);

  /** Resolves to the error of a failed login (also kept in `error`), or null. */
  async function submit(input: LoginInput): Promise<unknown> {
    let result: LoginResult;
    const username = input.type === 'username' ? input.username : undefined;
    try {
      // `type` defaults to 'username' in the contract: a username login sends the plain shape.
      if (input.type === 'username') {
        const { type: _, ...fields } = input;
        result = await login.mutateAsync({ ...fields, area });
      } else {
        result = await login.mutateAsync({ ...input, area });
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'VERIFICATION_REQUIRED' && error.verification) {
        login.reset();
        onChallenge({
          verification: error.verification,
          method: input.type,
          ...(username ? { username } : {}),
        });
        return null;
      }
      return error;
    }
    finish(result, input.type, username);
    return null;
  }

  return { submit, reset: login.reset, isPending: login.isPending, error: login.error };
}
