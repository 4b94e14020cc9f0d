import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  CodeSentSchema,
  MobileSchema,
  PasswordInputSchema,
  VerificationCodeSchema,
} from './fields.ts';

/**
 * Logging in (spec §3 "Login payload", "Login response value"; §7): by username, by SMS code,
 * as a free play account, and the second verification. The session token is never in a
 * response body: it travels in an HttpOnly cookie (SECURITY.md "Session tokens"; decision 004).
 * Apart from api/session.ts (logout, member info, which every page reads), so the login forms'
 * schemas load with the login modal, not with the first chunk (decision 037).
 */
const LoginArea = z._default(z.enum(['member', 'agent']), 'member');

export const UsernameLoginSchema = z.object({
  type: z._default(z.literal('username'), 'username'),
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  password: PasswordInputSchema,
  captcha: z.optional(z.string().check(z.trim(), z.maxLength(16))),
  /** Which area the login is for: members cannot log in to the agent area and vice versa. */
  area: LoginArea,
});

/** Mobile number plus SMS code (MOBILEVERCODELOGIN3). */
export const SmsLoginSchema = z.extend(MobileSchema, {
  type: z.literal('sms'),
  verificationCode: VerificationCodeSchema,
  area: LoginArea,
});

export const LoginRequestSchema = z.union([UsernameLoginSchema, SmsLoginSchema]);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResultSchema = z.object({
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The account may do nothing but change its password (weak, expired or someone else's). */
  mustChangePassword: z.boolean(),
  isAgent: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  summary:
    'Log in by username and password, or by mobile and SMS code; sets the session cookie. A login from an IP the account has not used answers VERIFICATION_REQUIRED',
  tags: ['session'],
  auth: 'none',
  body: LoginRequestSchema,
  response: envelope(LoginResultSchema),
});

/** Free play (FREEPLAY3): a fresh trial account (type 4) and its session. */
export const FreePlayRequestSchema = z.object({
  os: z.optional(z.string().check(z.maxLength(32))),
  platform: z._default(z.literal('W'), 'W'),
});
export const freePlayLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Log in a new trial account (type 4)',
  tags: ['session'],
  auth: 'none',
  body: FreePlayRequestSchema,
  response: envelope(LoginResultSchema),
});

// ── Second verification (spec §4 "Extra verification") ──────────────────────────────────────
export const SECOND_FACTOR_METHODS = ['SMS', 'EMAIL', 'REAL_NAME', 'TOTP'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const sendLoginVerificationCode = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/verification/send',
  summary: 'Send the pending login its SMS or email code (the challenge is in an HttpOnly cookie)',
  tags: ['session'],
  auth: 'none',
  body: z.object({ method: z.enum(['SMS', 'EMAIL']) }),
  response: envelope(CodeSentSchema),
});

export const completeLoginVerification = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/verification',
  summary: 'Complete a pending login with its second verification; sets the session cookie',
  tags: ['session'],
  auth: 'none',
  body: z.object({
    method: z.enum(SECOND_FACTOR_METHODS),
    /** SMS, EMAIL, TOTP: the code; REAL_NAME: the bound real name. */
    answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  }),
  response: envelope(LoginResultSchema),
});
