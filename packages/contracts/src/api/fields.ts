import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, VERIFICATION_CODE_MAX_LENGTH } from '../constants.ts';

/** Request fields shared by the account calls (spec §3, §5). */
export const MobileNumSchema = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, 'mobile');
export const DialingCodeSchema = z.string().regex(/^\+\d{1,4}$/);
export const MobileSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
});
/** Passwords are checked exactly as typed: no trimming (SECURITY.md 2). */
export const PasswordInputSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const VerificationCodeSchema = z.string().trim().min(1).max(VERIFICATION_CODE_MAX_LENGTH);
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** SMS code response (spec §3): the send button counts down expiredMinutes × 60 s. */
export const CodeSentSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type CodeSent = z.infer<typeof CodeSentSchema>;
