import { z } from 'zod/mini';
import { ERROR_CODES } from './errors.ts';

/** The spec's response envelope `{success, value, message}` plus our machine-readable `code`. */
/* @__NO_SIDE_EFFECTS__ */
export function envelope<T extends z.core.$ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: z.optional(value),
    message: z.optional(z.string()),
    code: z.optional(z.enum(ERROR_CODES)),
  });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /**
   * Field-level problems for VALIDATION_FAILED: path -> issue code. CONTRACT_CANCELS_DOWNLINE:
   * one `downlines.<n>` per sub-agent whose contract signing would cancel, its account as issue.
   */
  details: z.optional(z.array(z.object({ path: z.string(), issue: z.string() }))),
  requestId: z.optional(z.string()),
  /** RATE_LIMITED, SMS_LOCKED, SMS_COOLDOWN: seconds until a retry can succeed (also Retry-After). */
  retryAfter: z.optional(z.number().check(z.int())),
  /** Seamless-wallet callbacks: the calling vendor's own code for this error (VENDOR_ERROR_STYLES). */
  vendorErrorCode: z.optional(z.string()),
  /**
   * GAME_MAINTENANCE: other playable games to offer (spec §8 "Game maintenance"); GameListItem
   * objects (api/games.ts; checked loosely here, that module imports this one; typed in
   * error-extra.ts).
   */
  recommended: z.optional(z.array(z.record(z.string(), z.unknown()))),
  /**
   * TIMED_OUT, SELF_EXCLUDED: `until` (null: permanent). LIMIT_REACHED: the binding limit, what
   * is used of it and what remains; SESSION_LIMIT_REACHED: `until` is when the session ended.
   * LIMIT_COOLING_OFF: `until` is when the pending change may be confirmed.
   */
  protection: z.optional(
    z.object({
      until: z.optional(z.nullable(z.string())),
      kind: z.optional(z.string()),
      period: z.optional(z.string()),
      value: z.optional(z.string()),
      used: z.optional(z.string()),
      remaining: z.optional(z.string()),
    }),
  ),
  /** The spec's captcha flag: a failed login after which the captcha must be answered. */
  captchaRequired: z.optional(z.boolean()),
  /** VERIFICATION_REQUIRED: how this login can be verified (spec §4 "Extra verification"). */
  verification: z.optional(
    z.object({
      methods: z.array(z.enum(['SMS', 'EMAIL', 'REAL_NAME', 'TOTP'])),
      maskedMobile: z.optional(z.string()),
      maskedEmail: z.optional(z.string()),
    }),
  ),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<T> = { success: boolean; value?: T; message?: string; code?: string };
