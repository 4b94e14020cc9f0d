import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  CodeSentSchema,
  IsoDateTimeSchema,
  MobileSchema,
  PasswordInputSchema,
  VerificationCodeSchema,
} from './fields.ts';

/**
 * The security center (spec §2 "securityCenter"). Sensitive changes carry the current password
 * (fresh authentication, SECURITY.md 14); secrets are never returned after they are set.
 */
export const LoginRecordSchema = z.object({
  at: IsoDateTimeSchema,
  ip: z.string(),
  method: z.string(),
});
export type LoginRecord = z.infer<typeof LoginRecordSchema>;

export const SecurityOverviewSchema = z.object({
  account: z.string(),
  /** Masked, e.g. '+60 12****678'. */
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  realNameSet: z.boolean(),
  paymentPasswordSet: z.boolean(),
  totpEnabled: z.boolean(),
  /** The login before the current one (time and IP). */
  previousLogin: z.nullable(LoginRecordSchema),
  otherSessions: z.number().check(z.int(), z.gte(0)),
  /** Whether this account logs in with a password at all (not for trial accounts). */
  passwordLogin: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>;

export const getSecurityOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security',
  summary: 'What is bound and enabled on the account, and the previous login',
  tags: ['security'],
  auth: 'member',
  response: envelope(SecurityOverviewSchema),
});

export const getLoginHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security/login-history',
  summary: 'The latest logins of the account, newest first',
  tags: ['security'],
  auth: 'member',
  response: envelope(z.array(LoginRecordSchema)),
});

export const sendBindSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms',
  summary: 'Send an SMS code to a mobile number being bound to the account',
  tags: ['security'],
  auth: 'member',
  body: MobileSchema,
  response: envelope(CodeSentSchema),
});

export const bindMobile = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/mobile',
  summary: 'Bind (or replace) the mobile number with its SMS code and the current password',
  tags: ['security'],
  auth: 'member',
  body: z.extend(MobileSchema, {
    verificationCode: VerificationCodeSchema,
    password: PasswordInputSchema,
  }),
  response: envelope(z.null()),
});

const EmailSchema = z.email().check(z.maxLength(254));

export const sendBindEmailCode = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/email/code',
  summary: 'Mail a code to an address being bound; needs the current password',
  tags: ['security'],
  auth: 'member',
  body: z.object({ email: EmailSchema, password: PasswordInputSchema }),
  response: envelope(CodeSentSchema),
});

export const bindEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/email',
  summary: 'Bind the email address with the mailed code',
  tags: ['security'],
  auth: 'member',
  body: z.object({ email: EmailSchema, verificationCode: VerificationCodeSchema }),
  response: envelope(z.null()),
});

export const bindRealName = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/real-name',
  summary: 'Bind the real name (bank account name) once; needs the current password',
  tags: ['security'],
  auth: 'member',
  body: z.object({
    realName: z.string().check(z.trim(), z.minLength(2), z.maxLength(50)),
    password: PasswordInputSchema,
  }),
  response: envelope(z.null()),
});

export const setPaymentPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/payment-password',
  summary: 'Set or replace the payment password; needs the current login password',
  tags: ['security'],
  auth: 'member',
  body: z.object({
    password: PasswordInputSchema,
    paymentPassword: z.string().check(z.regex(/^\d{6}$/)),
    confirmPaymentPassword: z.string().check(z.regex(/^\d{6}$/)),
  }),
  response: envelope(z.null()),
});

export const TotpSetupSchema = z.object({
  /** Base32, shown once for manual entry; never returned again after enrolment. */
  secret: z.string(),
  otpauthUri: z.string().check(z.startsWith('otpauth://totp/')),
  /** The otpauth URI as a QR code (SVG data URL), drawn by the server. */
  qrCode: z.string().check(z.startsWith('data:image/svg+xml')),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const startTotpEnrolment = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp/setup',
  summary: 'Start authenticator enrolment: a new secret awaiting its first code',
  tags: ['security'],
  auth: 'member',
  body: z.object({ password: PasswordInputSchema }),
  response: envelope(TotpSetupSchema),
});

const TotpCode = z.string().check(z.regex(/^\d{6}$/));

export const confirmTotpEnrolment = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp/enable',
  summary: 'Finish enrolment with a code from the authenticator',
  tags: ['security'],
  auth: 'member',
  body: z.object({ code: TotpCode }),
  response: envelope(z.null()),
});

export const disableTotp = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp/disable',
  summary: 'Turn the authenticator off; needs the password and a current code',
  tags: ['security'],
  auth: 'member',
  body: z.object({ password: PasswordInputSchema, code: TotpCode }),
  response: envelope(z.null()),
});

export const signOutOtherSessions = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/sessions/others',
  summary: 'End every other session of the account',
  tags: ['security'],
  auth: 'member',
  response: envelope(z.object({ ended: z.number().check(z.int(), z.gte(0)) })),
});
