import { z } from 'zod';
import { REMARK_MAX_LENGTH, UPLOAD_MAX_FILES } from '../constants.ts';
import { MinorUnitsSchema } from '../money.ts';
import { IsoDateTimeSchema } from './fields.ts';

/**
 * Fields shared by the money calls (issue 4). Amounts are integer minor-unit strings: the web
 * converts what a person typed with `parseDecimal` from `money.ts`; the server checks scale,
 * sign and the channel's or brand's min/max (SECURITY.md 18).
 */
export const PositiveAmountSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/u, 'positive integer minor units');

/**
 * The client's idempotency key for one money request (a UUID made when the form opens): a
 * double click or a retry after a network error makes one deposit, withdrawal or transfer.
 */
export const RequestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/u, 'request id');

/** The 6-digit payment password set in the security center. */
export const PaymentPasswordSchema = z.string().regex(/^\d{6}$/u, 'payment password');

export const RemarkSchema = z.string().trim().max(REMARK_MAX_LENGTH);

/** Ids of images uploaded first with `uploadProofImage` (spec §5: at most 3). */
export const ProofUploadIdsSchema = z.array(z.number().int().positive()).max(UPLOAD_MAX_FILES);

/** Records pages (spec §2 transactionHistory, personalProfit, bonusDetails). */
export const PageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A date range in the brand's time zone, both days included, at most 92 days. */
export const DateRangeQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalPages: z.number().int().min(0),
    totalElements: z.number().int().min(0),
  });
}

export { IsoDateTimeSchema, MinorUnitsSchema };
