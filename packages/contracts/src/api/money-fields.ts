import { z } from 'zod/mini';
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
  .check(z.regex(/^[1-9]\d{0,15}$/u, 'positive integer minor units'));

/**
 * The client's idempotency key for one money request (a UUID made when the form opens): a
 * double click or a retry after a network error makes one deposit, withdrawal or transfer.
 */
export const RequestIdSchema = z
  .string()
  .check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/u, 'request id'));

/** The 6-digit payment password set in the security center. */
export const PaymentPasswordSchema = z.string().check(z.regex(/^\d{6}$/u, 'payment password'));

export const RemarkSchema = z.string().check(z.trim(), z.maxLength(REMARK_MAX_LENGTH));

/** Ids of images uploaded first with `uploadProofImage` (spec §5: at most 3). */
export const ProofUploadIdsSchema = z
  .array(z.number().check(z.int(), z.positive()))
  .check(z.maxLength(UPLOAD_MAX_FILES));

/** Records pages (spec §2 transactionHistory, personalProfit, bonusDetails). */
export const PageQuerySchema = z.object({
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** A date range in the brand's time zone, both days included, at most 92 days. */
export const DateRangeQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});

/* @__NO_SIDE_EFFECTS__ */
export function paged<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
    totalPages: z.number().check(z.int(), z.gte(0)),
    totalElements: z.number().check(z.int(), z.gte(0)),
  });
}

export { IsoDateTimeSchema, MinorUnitsSchema };
