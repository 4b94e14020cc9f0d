import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, VERIFICATION_CODE_MAX_LENGTH } from '../constants.ts';

/** Request fields shared by the account calls (spec §3, §5). */
export const MobileNumSchema = z.string().check(z.trim(), z.regex(/^\d{6,15}$/, 'mobile'));
export const DialingCodeSchema = z.string().check(z.regex(/^\+\d{1,4}$/));
export const MobileSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
});
/** Passwords are checked exactly as typed: no trimming (SECURITY.md 2). */
export const PasswordInputSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));
export const VerificationCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(VERIFICATION_CODE_MAX_LENGTH));
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** SMS code response (spec §3): the send button counts down expiredMinutes × 60 s. */
export const CodeSentSchema = z.object({ expiredMinutes: z.number().check(z.int(), z.positive()) });
export type CodeSent = z.infer<typeof CodeSentSchema>;
