import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** The spec's response envelope `{success, value, message}` plus our machine-readable `code`. */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.optional(),
    message: z.string().optional(),
    code: z.enum(ERROR_CODES).optional(),
  });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Field-level problems for VALIDATION_FAILED: path -> issue code. */
  details: z.array(z.object({ path: z.string(), issue: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<T> = { success: boolean; value?: T; message?: string; code?: string };
