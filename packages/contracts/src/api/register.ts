import { z } from 'zod';
import { VERIFICATION_CODE_MAX_LENGTH } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { REGISTER_FIELDS, type RegisterField } from '../register-rules.ts';
import { CodeSentSchema, DialingCodeSchema, MobileSchema } from './fields.ts';
import { LoginResultSchema } from './session.ts';

/**
 * Registration (spec §3 "Register user fields", §4 "Register", §5 "Registration"; §7). Field
 * values are checked by the brand's rules through `checkField`, the same engine the form uses;
 * this schema only bounds their size.
 */
const FieldValue = z.string().max(VERIFICATION_CODE_MAX_LENGTH).optional();
const fieldShape = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, FieldValue])) as Record<
  RegisterField,
  typeof FieldValue
>;

export const RegisterRequestSchema = z.object({
  ...fieldShape,
  countryDialingCode: DialingCodeSchema.optional(),
  /** From the URL's referralCode when the form shows no affiliate code (spec §4). */
  referralCode: z.string().trim().max(32).optional(),
  termsAccepted: z.boolean(),
  /** The visitor confirmed the brand's minimum age (SECURITY.md 34). */
  ageConfirmed: z.boolean(),
  registerUrl: z.string().max(512).optional(),
  domain: z.string().max(255).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const registerByUsername = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  summary: 'Register by username (USERNAMEREG3); logs the new member in',
  tags: ['member'],
  auth: 'none',
  body: RegisterRequestSchema,
  response: envelope(LoginResultSchema),
});

export const registerByMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  summary: 'Register by mobile number (MOBILENUMREG3); the number is the username',
  tags: ['member'],
  auth: 'none',
  body: RegisterRequestSchema,
  response: envelope(LoginResultSchema),
});

export const verifyAffiliate = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  summary: 'Whether an affiliate (invitation) code names an agent of this brand',
  tags: ['member'],
  auth: 'none',
  query: z.object({
    code: z.string().trim().min(1).max(32),
    domain: z.string().max(255).optional(),
  }),
  response: envelope(z.object({ valid: z.boolean() })),
});

export const sendRegisterSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  summary: 'Send a registration SMS code (REGMOBVERF3)',
  tags: ['verification'],
  auth: 'none',
  body: MobileSchema.extend({ regType: z.enum(['USERNAME', 'MOBILE']).default('MOBILE') }),
  response: envelope(CodeSentSchema),
});

export const sendNoLoginSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Send an SMS code for a login (MOBILEVERCODELOGIN3) or a password reset by phone',
  tags: ['verification'],
  auth: 'none',
  body: MobileSchema.extend({ purpose: z.enum(['LOGIN', 'RESET']) }),
  response: envelope(CodeSentSchema),
});
