import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { PasswordInputSchema } from './fields.ts';
import {
  IsoDateTimeSchema,
  MinorUnitsSchema,
  PageQuerySchema,
  PaymentPasswordSchema,
  PositiveAmountSchema,
  ProofUploadIdsSchema,
  paged,
  RemarkSchema,
  RequestIdSchema,
} from './money-fields.ts';

/**
 * Withdrawals (issue 4; spec §2 page withdraw, §3 "Withdrawal confirmation", §4). A payout goes
 * to a bank account bound in the member's real name, needs the payment password and a met
 * turnover requirement; the amount is held at once. After an operator pays it the member
 * confirms: received, partly received (amount + proof) or not received (proof); no answer
 * within `confirmMinutes` counts as received.
 */
export const BankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;

export const getBankList = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/banks',
  summary: 'Banks a payout account can be bound at',
  tags: ['withdrawals'],
  auth: 'member',
  response: envelope(z.array(BankSchema)),
});

export const BankAccountSchema = z.object({
  id: z.number().check(z.int()),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked except the last 4 digits. */
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: IsoDateTimeSchema,
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const listBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bank-accounts',
  summary: "The member's payout bank accounts",
  tags: ['withdrawals'],
  auth: 'member',
  response: envelope(z.array(BankAccountSchema)),
});

export const MAX_BANK_ACCOUNTS = 5;
export const BindBankAccountSchema = z.object({
  bankCode: z.string().check(z.minLength(1), z.maxLength(32)),
  accountNumber: z.string().check(z.trim(), z.regex(/^\d{6,20}$/u, 'account number')),
  /** Fresh authentication for a sensitive change (SECURITY.md 14). */
  password: PasswordInputSchema,
});
export type BindBankAccountRequest = z.input<typeof BindBankAccountSchema>;

export const bindBankAccount = defineEndpoint({
  method: 'POST',
  path: '/wps/member/bank-accounts',
  summary: 'Bind a payout bank account in the member real name',
  tags: ['withdrawals'],
  auth: 'member',
  body: BindBankAccountSchema,
  response: envelope(BankAccountSchema),
});

export const TurnoverSchema = z.object({
  required: MinorUnitsSchema,
  completed: MinorUnitsSchema,
  remaining: MinorUnitsSchema,
});
export type Turnover = z.infer<typeof TurnoverSchema>;

export const WithdrawOverviewSchema = z.object({
  withdrawable: MinorUnitsSchema,
  minAmount: MinorUnitsSchema,
  maxAmount: MinorUnitsSchema,
  turnover: TurnoverSchema,
  paymentPasswordSet: z.boolean(),
  realNameSet: z.boolean(),
  /** The bound real name: every payout account is in it (shown to its owner only). */
  realName: z.nullable(z.string()),
  bankAccounts: z.array(BankAccountSchema),
  confirmMinutes: z.number().check(z.int(), z.positive()),
});
export type WithdrawOverview = z.infer<typeof WithdrawOverviewSchema>;

export const getWithdrawOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/withdrawals/overview',
  summary: 'What the member can withdraw now and what stands in the way',
  tags: ['withdrawals'],
  auth: 'member',
  response: envelope(WithdrawOverviewSchema),
});

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAID',
  'DISPUTED',
  'COMPLETED',
] as const;
export const WITHDRAWAL_CONFIRMATIONS = [
  'RECEIVED',
  'AUTO_RECEIVED',
  'PARTIAL',
  'NOT_RECEIVED',
] as const;

export const WithdrawalSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  amount: MinorUnitsSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  rejectReason: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
  paidAt: z.nullable(IsoDateTimeSchema),
  /** While PAID: when it will count as received. */
  confirmDeadline: z.nullable(IsoDateTimeSchema),
  confirmation: z.nullable(z.enum(WITHDRAWAL_CONFIRMATIONS)),
  receivedAmount: z.nullable(MinorUnitsSchema),
  refundedAmount: z.nullable(MinorUnitsSchema),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const CreateWithdrawalSchema = z.object({
  bankAccountId: z.number().check(z.int(), z.positive()),
  amount: PositiveAmountSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type CreateWithdrawalRequest = z.input<typeof CreateWithdrawalSchema>;

export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/withdrawals',
  summary: 'Request a withdrawal: the amount is held at once (idempotent by requestId)',
  tags: ['withdrawals'],
  auth: 'member',
  body: CreateWithdrawalSchema,
  response: envelope(WithdrawalSchema),
});

export const listWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/withdrawals',
  summary: "The member's withdrawals, newest first",
  tags: ['withdrawals'],
  auth: 'member',
  query: PageQuerySchema,
  response: envelope(paged(WithdrawalSchema)),
});

/** Spec §4: received; partly received (amount and proof); not received (proof). */
export const ConfirmWithdrawalSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('RECEIVED') }),
  z.object({
    result: z.literal('PARTIAL'),
    receivedAmount: PositiveAmountSchema,
    proofUploadIds: ProofUploadIdsSchema.check(z.minLength(1)),
    remark: z.optional(RemarkSchema),
  }),
  z.object({
    result: z.literal('NOT_RECEIVED'),
    proofUploadIds: ProofUploadIdsSchema.check(z.minLength(1)),
    remark: z.optional(RemarkSchema),
  }),
]);
export type ConfirmWithdrawalRequest = z.input<typeof ConfirmWithdrawalSchema>;

export const confirmWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/withdrawals/:id/confirm',
  summary: 'Confirm receipt of a paid withdrawal',
  tags: ['withdrawals'],
  auth: 'member',
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  body: ConfirmWithdrawalSchema,
  response: envelope(WithdrawalSchema),
});
