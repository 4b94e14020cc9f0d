import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MobileSchema, PasswordInputSchema, VerificationCodeSchema } from './fields.ts';
import { LoginResultSchema } from './login.ts';

/** Password calls (spec §3 "Password change", "Forgot by email/phone"; §4; §7). */
export const ChangePasswordSchema = z.object({
  oldPassword: PasswordInputSchema,
  newPassword: PasswordInputSchema,
  confirmNewPassword: PasswordInputSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordSchema>;

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  summary: 'Change the password; every other session of the account ends',
  tags: ['member'],
  auth: 'member',
  body: ChangePasswordSchema,
  response: envelope(z.null()),
});

export const forgotPasswordByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  summary:
    'Mail a reset link when username and email match; the answer is the same either way (no enumeration)',
  tags: ['member'],
  auth: 'none',
  body: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  }),
  response: envelope(z.null()),
});

export const resetPasswordByTicket = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  summary: 'Set a new password with the single-use ticket from a reset mail',
  tags: ['member'],
  auth: 'none',
  body: z.object({
    ticket: z.string().check(z.minLength(16), z.maxLength(128)),
    newPassword: PasswordInputSchema,
    confirmNewPassword: PasswordInputSchema,
  }),
  response: envelope(z.null()),
});

export const resetPasswordByPhone = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Set a new password with the SMS code sent to the bound mobile; logs the member in',
  tags: ['member'],
  auth: 'none',
  body: z.extend(MobileSchema, {
    verificationCode: VerificationCodeSchema,
    newPassword: PasswordInputSchema,
    confirmNewPassword: PasswordInputSchema,
  }),
  response: envelope(LoginResultSchema),
});
