import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { RegisterFieldRuleSchema } from '../register-rules.ts';

/*
 * Read by the register and password forms only: apart from api/system.ts, whose permission
 * data and status every page reads at boot (decision 037).
 */

// ── Register settings (spec §3 "Register field rule", §5) ────────────────────────────────────
export const RegisterSettingsSchema = z.object({
  rules: z.array(RegisterFieldRuleSchema),
  minAge: z.number().check(z.int()),
  forgotPasswordMode: z.enum(['EMAIL', 'PHONE']),
  countryDialingCodes: z.array(z.string()),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export const getRegisterSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Register field rules and registration settings',
  tags: ['system'],
  auth: 'none',
  response: envelope(RegisterSettingsSchema),
});
