import { z } from 'zod/mini';
import { csvExportOf } from '../csv-export.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  IsoDateTimeSchema,
  MinorUnitsSchema,
  PositiveAmountSchema,
  RemarkSchema,
} from './money-fields.ts';
import { ApprovalSchema } from './ops-approvals.ts';
import { DEPOSIT_STATUSES, UPLOAD_IMAGE_TYPES, UploadImageBodySchema } from './payments.ts';
import { WITHDRAWAL_CONFIRMATIONS, WITHDRAWAL_STATUSES } from './withdrawals.ts';

/**
 * The operator's money API (issue 4: "an operator approves or rejects through an
 * authenticated operator API, since the back office comes later"). Bearer OPERATOR_API_TOKEN;
 * every action is audited. The actor recorded is the token's identity ('operator-token'); an
 * `x-operator` header is only a note in the audit log (decision 023).
 */
const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

export const QUEUE_PAGE_MAX = 200;
/**
 * A queue is worked oldest first: a page is the rows after the last id seen (`after` = the
 * previous page's `nextAfter`), never an OFFSET.
 */
const QueuePage = {
  after: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(2 ** 53 - 1))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(QUEUE_PAGE_MAX)), 50),
};

/* @__NO_SIDE_EFFECTS__ */
function queuePage<T extends z.ZodMiniType>(item: T) {
  return envelope(
    z.object({ items: z.array(item), nextAfter: z.nullable(z.number().check(z.int())) }),
  );
}

export const OpsDepositSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  memberId: z.number().check(z.int()),
  account: z.string(),
  channelCode: z.string(),
  amount: MinorUnitsSchema,
  status: z.enum(DEPOSIT_STATUSES),
  proofUploadIds: z.array(z.number().check(z.int())),
  remark: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
});
export type OpsDeposit = z.infer<typeof OpsDepositSchema>;

export const opsListDeposits = defineEndpoint({
  method: 'GET',
  path: '/ops/payments/deposits',
  summary: 'Deposits by status (default PENDING), oldest first, keyset',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.deposits.read',
  query: z.object({ status: z._default(z.enum(DEPOSIT_STATUSES), 'PENDING'), ...QueuePage }),
  response: queuePage(OpsDepositSchema),
});

/**
 * What a money action answered (issue 13, four-eyes): `approval` null means it was carried out
 * now; otherwise the amount is above the brand's threshold and the action waits in that
 * pending request for a second operator, the object unchanged.
 */
const ApprovalOrNull = z.nullable(ApprovalSchema);

export const opsApproveDeposit = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/deposits/:id/approve',
  summary:
    'Approve a pending manual deposit: credits the member once, or above the brand threshold ' +
    'makes a DEPOSIT_APPROVAL request for a second operator',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.deposits.decide',
  params: IdParams,
  response: envelope(z.object({ deposit: OpsDepositSchema, approval: ApprovalOrNull })),
});

export const opsRejectDeposit = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/deposits/:id/reject',
  summary: 'Reject a pending deposit',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.deposits.decide',
  params: IdParams,
  body: z.object({ reason: RemarkSchema.check(z.minLength(1)) }),
  response: envelope(OpsDepositSchema),
});

export const OpsWithdrawalSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  memberId: z.number().check(z.int()),
  account: z.string(),
  amount: MinorUnitsSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  confirmation: z.nullable(z.enum(WITHDRAWAL_CONFIRMATIONS)),
  receivedAmount: z.nullable(MinorUnitsSchema),
  confirmProofUploadIds: z.array(z.number().check(z.int())),
  /** The member's remark with a partial / not-received confirmation (spec §9: 140). */
  confirmRemark: z.nullable(z.string()),
  rejectReason: z.nullable(z.string()),
  payoutReference: z.nullable(z.string()),
  /** When it was marked paid. */
  paidAt: z.nullable(IsoDateTimeSchema),
  /** When the member answered the payout (received, partly received or not received). */
  confirmedAt: z.nullable(IsoDateTimeSchema),
  refundedAmount: z.nullable(MinorUnitsSchema),
  /** The operator's note when resolving a dispute. */
  resolutionNote: z.nullable(z.string()),
  /** Who made the last decision: 'operator-token' until operator accounts (decision 023). */
  decidedBy: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
});
export type OpsWithdrawal = z.infer<typeof OpsWithdrawalSchema>;

export const opsListWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/ops/payments/withdrawals',
  summary: 'Withdrawals by status (default PENDING), oldest first, keyset',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.withdrawals.read',
  query: z.object({ status: z._default(z.enum(WITHDRAWAL_STATUSES), 'PENDING'), ...QueuePage }),
  response: queuePage(OpsWithdrawalSchema),
});

export const opsApproveWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/withdrawals/:id/approve',
  summary:
    'Approve a pending withdrawal, or above the brand threshold make a WITHDRAWAL_APPROVAL ' +
    'request for a second operator',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.withdrawals.decide',
  params: IdParams,
  response: envelope(z.object({ withdrawal: OpsWithdrawalSchema, approval: ApprovalOrNull })),
});

export const opsRejectWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/withdrawals/:id/reject',
  summary: 'Reject a pending or approved withdrawal: the held amount returns to the member',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.withdrawals.decide',
  params: IdParams,
  body: z.object({ reason: RemarkSchema.check(z.minLength(1)) }),
  response: envelope(OpsWithdrawalSchema),
});

export const opsPayWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/withdrawals/:id/pay',
  summary:
    'Mark an approved withdrawal paid (the member is asked to confirm receipt), or above the ' +
    'brand threshold make a WITHDRAWAL_PAYMENT request for a second operator',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.withdrawals.pay',
  params: IdParams,
  body: z.object({ payoutReference: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
  response: envelope(z.object({ withdrawal: OpsWithdrawalSchema, approval: ApprovalOrNull })),
});

/** The longest note an operator may leave when resolving a dispute (the DB checks it too). */
export const RESOLUTION_NOTE_MAX_LENGTH = 500;

/** A refund in minor units: 0 (nothing refunded: the member got it all) up to the amount. */
export const RefundAmountSchema = z
  .string()
  .check(z.regex(/^\d{1,16}$/u, 'non-negative integer minor units'));

export const ResolveWithdrawalSchema = z.object({
  refundAmount: RefundAmountSchema,
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(RESOLUTION_NOTE_MAX_LENGTH)),
});

export const opsResolveWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/withdrawals/:id/resolve',
  summary:
    'Resolve a disputed withdrawal: refund what was not received (0..amount, house PAYMENTS to ' +
    'MAIN) and close it, or above the brand refund threshold make a WITHDRAWAL_REFUND request ' +
    'for a second operator. Refused while such a request waits.',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.withdrawals.pay',
  params: IdParams,
  body: ResolveWithdrawalSchema,
  response: envelope(z.object({ withdrawal: OpsWithdrawalSchema, approval: ApprovalOrNull })),
});

export const opsGrantBonus = defineEndpoint({
  method: 'POST',
  path: '/ops/members/bonus',
  summary:
    'Credit a bonus to a member, with its turnover requirement (idempotent by key); above the ' +
    'brand threshold make a BONUS_GRANT request for a second operator instead',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.bonus',
  body: z.object({
    account: z.string().check(z.minLength(1), z.maxLength(64)),
    amount: PositiveAmountSchema,
    /** Turnover required, in percent of the amount (e.g. 300 = 3x). */
    turnoverPercent: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    idempotencyKey: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
  response: envelope(
    z.object({
      /** The posting, when granted now (created false: this key was granted before). */
      bonus: z.nullable(z.object({ transferId: z.number().check(z.int()), created: z.boolean() })),
      approval: ApprovalOrNull,
    }),
  ),
});

export const opsReconcileTransfers = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/wallet-transfers/reconcile',
  summary: 'Run the status check of every unknown vendor wallet transfer now',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.transfers.reconcile',
  response: envelope(
    z.object({ checked: z.number().check(z.int()), settled: z.number().check(z.int()) }),
  ),
});

export const opsExpireWithdrawalConfirmations = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/withdrawals/auto-confirm',
  summary: 'Run the auto-confirmation of overdue paid withdrawals now (it also runs on a timer)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.withdrawals.decide',
  response: envelope(z.object({ confirmed: z.number().check(z.int()) })),
});

/** Any member's proof image, for the operator reviewing a deposit (audited). */
export const opsGetUploadImage = defineEndpoint({
  method: 'GET',
  path: '/ops/uploads/:id',
  summary: 'A proof image of any member (binary; audited)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.proofs.read',
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  response: UploadImageBodySchema,
  produces: UPLOAD_IMAGE_TYPES,
});

export const opsExportDeposits = csvExportOf(opsListDeposits);
export const opsExportWithdrawals = csvExportOf(opsListWithdrawals);
