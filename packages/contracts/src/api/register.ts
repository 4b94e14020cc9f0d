import { z } from 'zod/mini';
import { VERIFICATION_CODE_MAX_LENGTH } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { REGISTER_FIELDS, type RegisterField } from '../register-rules.ts';
import { CodeSentSchema, DialingCodeSchema, MobileSchema } from './fields.ts';
import { LoginResultSchema } from './login.ts';

/**
 * Registration (spec §3 "Register user fields", §4 "Register", §5 "Registration"; §7). Field
 * values are checked by the brand's rules through `checkField`, the same engine the form uses;
 * this schema only bounds their size.
 */
const FieldValue = z.optional(z.string().check(z.maxLength(VERIFICATION_CODE_MAX_LENGTH)));
const fieldShape = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, FieldValue])) as Record<
  RegisterField,
  typeof FieldValue
>;

export const RegisterRequestSchema = z.object({
  ...fieldShape,
  countryDialingCode: z.optional(DialingCodeSchema),
  /** From the URL's referralCode when the form shows no affiliate code (spec §4). */
  referralCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  termsAccepted: z.boolean(),
  /** The visitor confirmed the brand's minimum age (SECURITY.md 34). */
  ageConfirmed: z.boolean(),
  registerUrl: z.optional(z.string().check(z.maxLength(512))),
  domain: z.optional(z.string().check(z.maxLength(255))),
  registerMethod: z._default(z.literal('WEB'), 'WEB'),
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
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
    domain: z.optional(z.string().check(z.maxLength(255))),
  }),
  response: envelope(z.object({ valid: z.boolean() })),
});

export const sendRegisterSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  summary: 'Send a registration SMS code (REGMOBVERF3)',
  tags: ['verification'],
  auth: 'none',
  body: z.extend(MobileSchema, { regType: z._default(z.enum(['USERNAME', 'MOBILE']), 'MOBILE') }),
  response: envelope(CodeSentSchema),
});

export const sendNoLoginSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Send an SMS code for a login (MOBILEVERCODELOGIN3) or a password reset by phone',
  tags: ['verification'],
  auth: 'none',
  body: z.extend(MobileSchema, { purpose: z.enum(['LOGIN', 'RESET']) }),
  response: envelope(CodeSentSchema),
});
