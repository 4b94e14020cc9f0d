import { defineEndpoint } from '@nova/contracts/endpoint';
import { envelope } from '@nova/contracts/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RegisterTab } from '../lib/register-form';

/**
 * TEMPORARY: the register contract arrives with the Accounts issue and belongs in
 * @nova/contracts (spec §7: PUT /wps/member/register, /wps/member/register/mobile). Until then
 * the call is made honestly and whatever the server answers (today ROUTE_NOT_FOUND) is shown.
 */
const RegisterBodySchema = z.record(z.string(), z.union([z.string(), z.boolean()]));
const registerByUsername = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  summary: 'Register by username (contract pending)',
  tags: ['session'],
  auth: 'none',
  body: RegisterBodySchema,
  response: envelope(z.unknown()),
});
const registerByMobile = defineEndpoint({
  ...registerByUsername,
  path: '/wps/member/register/mobile',
  summary: 'Register by mobile number (contract pending)',
});

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tab, body }: { tab: RegisterTab; body: z.input<typeof RegisterBodySchema> }) =>
      callApi(tab === 'mobile' ? registerByMobile : registerByUsername, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
    },
  });
}
