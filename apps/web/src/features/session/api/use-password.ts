import {
  type ChangePasswordRequest,
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByPhone,
  resetPasswordByTicket,
} from '@nova/contracts/api/password';
import { sendNoLoginSms } from '@nova/contracts/api/register';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reloadMemberInfo } from './use-login';

/** Spec §4 "Password change success: user info reloads". */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callApi(changePassword, { body }),
    onSuccess: () => reloadMemberInfo(queryClient),
  });
}

/** The answer is the same whether or not the details match (no enumeration). */
export function useForgotPasswordByEmail() {
  return useMutation({
    mutationFn: (body: { username: string; email: string }) =>
      callApi(forgotPasswordByEmail, { body }),
  });
}

export function useResetPasswordByTicket() {
  return useMutation({
    mutationFn: (body: { ticket: string; newPassword: string; confirmNewPassword: string }) =>
      callApi(resetPasswordByTicket, { body }),
  });
}

/** Spec §4 "Phone reset success: auto-login": the server opens a session. */
export function useResetPasswordByPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    }) => callApi(resetPasswordByPhone, { body }),
    onSuccess: () => reloadMemberInfo(queryClient),
  });
}

/** SMS code for an SMS login or a reset by phone (no session yet). */
export function sendNoLoginCode(
  mobileNum: string,
  countryDialingCode: string,
  purpose: 'LOGIN' | 'RESET',
) {
  return callApi(sendNoLoginSms, { body: { mobileNum, countryDialingCode, purpose } });
}
