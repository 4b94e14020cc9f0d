import { z } from 'zod/mini';
import { csvExportOf } from '../csv-export.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MinorUnitsSchema } from '../money.ts';
import { IsoDateTimeSchema } from './fields.ts';
import { PositiveAmountSchema } from './money-fields.ts';

/**
 * Four-eyes on money (issue 13, maker-checker): a money-moving operator action is a pending
 * request; another operator approves or rejects it. Manual credit and debit of a member's
 * main wallet always; a bonus grant, a withdrawal's approval or payment, a disputed
 * withdrawal's refund and a manual deposit's approval above the brand's thresholds
 * (`/ops/settings/four-eyes`).
 *
 * STALE: the request's object changed before a checker approved it (the withdrawal was
 * rejected or cancelled, the deposit decided by someone else); the approval was refused with
 * CONFLICT and nothing was carried out. It is final, like APPROVED and REJECTED.
 */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'STALE'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_KINDS = [
  'MEMBER_ADJUSTMENT',
  'BONUS_GRANT',
  'WITHDRAWAL_APPROVAL',
  'WITHDRAWAL_PAYMENT',
  'DEPOSIT_APPROVAL',
  /** An UNKNOWN vendor wallet transfer settled or released by hand (ops-transfers.ts). */
  'WALLET_TRANSFER_RESOLVE',
  /**
   * A disputed withdrawal resolved with a refund (house PAYMENTS -> the member's MAIN) above
   * the brand's refund threshold (ops-money.ts opsResolveWithdrawal). Its `amount` is the
   * refund; the payload also holds the withdrawal's amount, checked again at approval.
   */
  'WITHDRAWAL_REFUND',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The `details` issue of a CONFLICT: another request for the object is pending. */
export const APPROVAL_ALREADY_PENDING = 'ALREADY_PENDING';
/** The `details` issue of a CONFLICT: the object changed since the request (now STALE). */
export const APPROVAL_OBJECT_CHANGED = 'OBJECT_CHANGED';

const TurnoverSchema = z.object({
  required: MinorUnitsSchema,
  completed: MinorUnitsSchema,
  remaining: MinorUnitsSchema,
});

export const ApprovalSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(APPROVAL_KINDS),
  /** member (adjustment), bonus (its idempotency key), withdrawal or deposit (its id). */
  objectType: z.string(),
  objectId: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(APPROVAL_STATUSES),
  /** What a checker needs at a glance, taken from the payload. */
  memberId: z.nullable(z.number().check(z.int())),
  account: z.nullable(z.string()),
  amount: z.nullable(MinorUnitsSchema),
  reason: z.nullable(z.string()),
  /** Withdrawal kinds in the list: the member's turnover status now; null elsewhere. */
  turnover: z.nullable(TurnoverSchema),
  madeBy: z.string(),
  madeAt: z.string(),
  checkedBy: z.nullable(z.string()),
  checkedAt: z.nullable(z.string()),
  note: z.nullable(z.string()),
  result: z.nullable(z.record(z.string(), z.unknown())),
});
export type Approval = z.infer<typeof ApprovalSchema>;

const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
const Reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

export const opsRequestAdjustment = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/adjustments',
  summary: 'Request a manual credit or debit of a member (needs a second operator)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.adjust',
  params: IdParams,
  body: z.object({
    direction: z.enum(['CREDIT', 'DEBIT']),
    amount: PositiveAmountSchema,
    reason: Reason,
  }),
  response: envelope(ApprovalSchema),
});

export const opsListApprovals = defineEndpoint({
  method: 'GET',
  path: '/ops/approvals',
  summary: 'Four-eyes requests by status (default PENDING) and kind, newest first, keyset',
  tags: ['ops'],
  auth: 'operator',
  permission: 'approvals.read',
  query: z.object({
    status: z._default(z.enum(APPROVAL_STATUSES), 'PENDING'),
    kind: z.optional(z.enum(APPROVAL_KINDS)),
    /** The requests for one object (a withdrawal's id, ...): e.g. its pending refund. */
    objectId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  }),
  response: envelope(
    z.object({ items: z.array(ApprovalSchema), nextBefore: z.nullable(z.number().check(z.int())) }),
  ),
});

export const opsApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/approvals/:id/approve',
  summary: 'Approve a request made by another operator; it is re-checked and carried out',
  tags: ['ops'],
  auth: 'operator',
  permission: 'approvals.decide',
  params: IdParams,
  body: z.object({ note: z.optional(Reason) }),
  response: envelope(ApprovalSchema),
});

export const opsReject = defineEndpoint({
  method: 'POST',
  path: '/ops/approvals/:id/reject',
  summary: 'Reject a request made by another operator',
  tags: ['ops'],
  auth: 'operator',
  permission: 'approvals.decide',
  params: IdParams,
  body: z.object({ note: Reason }),
  response: envelope(ApprovalSchema),
});

/** A threshold in the brand currency's minor units: 0 or more. */
const ThresholdSchema = z.string().check(z.regex(/^\d{1,16}$/u, 'non-negative minor units'));

/**
 * Amounts up to which one operator suffices (inclusive); above, the action waits for a second
 * operator. A manual credit or debit always waits. Defaults: bonusMax 0 (every bonus waits),
 * withdrawalMax and depositMax 1,000.00 of the brand currency, refundMax 0 (every refund of a
 * disputed withdrawal waits: like a manual credit, it pays the member out of house money on an
 * operator's judgement). `refundMax` may be left out of a PUT: it then stays as it is.
 */
export const FourEyesThresholdsSchema = z.object({
  bonusMax: ThresholdSchema,
  withdrawalMax: ThresholdSchema,
  depositMax: ThresholdSchema,
  refundMax: z.optional(ThresholdSchema),
});
export type FourEyesThresholds = z.infer<typeof FourEyesThresholdsSchema>;

export const FourEyesSettingsSchema = z.object({
  bonusMax: ThresholdSchema,
  withdrawalMax: ThresholdSchema,
  depositMax: ThresholdSchema,
  refundMax: ThresholdSchema,
  /** The brand currency the amounts are in, and its minor-unit scale (2: cents). */
  currency: z.string(),
  currencyScale: z.number().check(z.int()),
  /** Who last saved them and when; null while the defaults apply. */
  updatedBy: z.nullable(z.string()),
  updatedAt: z.nullable(IsoDateTimeSchema),
});
export type FourEyesSettings = z.infer<typeof FourEyesSettingsSchema>;

export const opsGetFourEyes = defineEndpoint({
  method: 'GET',
  path: '/ops/settings/four-eyes',
  summary: "The brand's four-eyes thresholds (minor units)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'approvals.read',
  response: envelope(FourEyesSettingsSchema),
});

export const opsPutFourEyes = defineEndpoint({
  method: 'PUT',
  path: '/ops/settings/four-eyes',
  summary: "Set the brand's four-eyes thresholds (minor units; audited before and after)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'settings.money',
  body: FourEyesThresholdsSchema,
  response: envelope(FourEyesSettingsSchema),
});

export const opsExportApprovals = csvExportOf(opsListApprovals);
