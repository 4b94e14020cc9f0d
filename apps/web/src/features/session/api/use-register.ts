import {
  type RegisterRequest,
  registerByMobile,
  registerByUsername,
  sendRegisterSms,
  verifyAffiliate,
} from '@nova/contracts/api/register';
import type { RegisterTab } from '@nova/contracts/register-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reloadMemberInfo } from './use-login';

/** Register (spec §4 "Register"); the server logs the new member in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tab, body }: { tab: RegisterTab; body: RegisterRequest }) =>
      callApi(tab === 'mobile' ? registerByMobile : registerByUsername, { body }),
    onSuccess: () => reloadMemberInfo(queryClient),
  });
}

/** Spec §4: "a present code is verified first". */
export async function isAffiliateCodeValid(code: string): Promise<boolean> {
  const { valid } = await callApi(verifyAffiliate, {
    query: { code, domain: window.location.hostname },
  });
  return valid;
}

export function sendRegisterCode(mobileNum: string, countryDialingCode: string, tab: RegisterTab) {
  return callApi(sendRegisterSms, {
    body: { mobileNum, countryDialingCode, regType: tab === 'mobile' ? 'MOBILE' : 'USERNAME' },
  });
}
