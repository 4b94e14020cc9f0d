import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { SerialIdSchema } from './id-fields.ts';
import {
  IsoDateTimeSchema,
  MinorUnitsSchema,
  PageQuerySchema,
  PositiveAmountSchema,
  ProofUploadIdsSchema,
  paged,
  RemarkSchema,
  RequestIdSchema,
} from './money-fields.ts';

/**
 * Deposits (issue 4; spec §2 member-center page depositv2). A manual bank transfer: the member
 * picks a channel and one of the brand's receiving banks, enters the amount and uploads the
 * transfer slip; an operator approves or rejects it. An online channel: the answer carries a
 * `redirectUrl` to the gateway's hosted pay page; the gateway's signed callback credits it.
 * Either way the deposit credits exactly once.
 */
export const ReceivingBankSchema = z.object({
  id: z.number().check(z.int()),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type ReceivingBank = z.infer<typeof ReceivingBankSchema>;

export const PaymentChannelSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  kind: z.enum(['MANUAL_BANK', 'ONLINE']),
  name: z.string(),
  minAmount: MinorUnitsSchema,
  maxAmount: MinorUnitsSchema,
  /** Manual channels: the accounts to transfer to. Empty for online channels. */
  banks: z.array(ReceivingBankSchema),
});
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

export const getPaymentChannels = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/channels',
  summary: 'Deposit channels with their limits and receiving banks',
  tags: ['payments'],
  auth: 'member',
  response: envelope(z.array(PaymentChannelSchema)),
});

export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'FAILED', 'EXPIRED'] as const;
export const DepositSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(['MANUAL_BANK', 'ONLINE']),
  amount: MinorUnitsSchema,
  status: z.enum(DEPOSIT_STATUSES),
  rejectReason: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
  decidedAt: z.nullable(IsoDateTimeSchema),
  /** Online channels while PENDING: where to pay. */
  redirectUrl: z.nullable(z.string()),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const CreateDepositSchema = z.object({
  channelId: SerialIdSchema,
  /** Required on manual bank channels: the receiving bank transferred to. */
  receivingBankId: z.optional(SerialIdSchema),
  amount: PositiveAmountSchema,
  requestId: RequestIdSchema,
  /** Manual bank channels: at least one transfer slip. */
  proofUploadIds: z._default(ProofUploadIdsSchema, []),
  remark: z.optional(RemarkSchema),
});
export type CreateDepositRequest = z.input<typeof CreateDepositSchema>;

export const createDeposit = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/deposits',
  summary: 'Request a deposit (idempotent by requestId)',
  tags: ['payments'],
  auth: 'member',
  body: CreateDepositSchema,
  response: envelope(DepositSchema),
});

export const listDeposits = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/deposits',
  summary: "The member's deposits, newest first",
  tags: ['payments'],
  auth: 'member',
  query: PageQuerySchema,
  response: envelope(paged(DepositSchema)),
});

export const getDeposit = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/deposits/:reference',
  summary: "One of the member's deposits (the page the gateway returns to polls it)",
  tags: ['payments'],
  auth: 'member',
  params: z.object({ reference: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: envelope(DepositSchema),
});

/**
 * Proof images (spec §5, SECURITY.md 27): the raw png or jpg bytes as the request body with
 * Content-Type image/png or image/jpeg; checked by content, under 5 MB, metadata stripped.
 * The answer's id goes into `proofUploadIds`.
 */
export const UploadSchema = z.object({
  id: z.number().check(z.int()),
  mime: z.enum(['image/png', 'image/jpeg']),
  size: z.number().check(z.int()),
});
export type Upload = z.infer<typeof UploadSchema>;

export const uploadProofImage = defineEndpoint({
  method: 'POST',
  path: '/wps/member/uploads',
  summary: 'Upload one proof image (raw png/jpg body, under 5 MB)',
  tags: ['payments'],
  auth: 'member',
  response: envelope(UploadSchema),
});

/** The bytes of a stored proof image, as OpenAPI describes them (the body is not JSON). */
export const UploadImageBodySchema = z
  .unknown()
  .check(z.meta({ type: 'string', format: 'binary', description: 'The PNG or JPEG bytes' }));
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const getUploadImage = defineEndpoint({
  method: 'GET',
  path: '/wps/member/uploads/:id',
  summary: "One of the member's own uploaded images (binary)",
  tags: ['payments'],
  auth: 'member',
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  response: UploadImageBodySchema,
  produces: UPLOAD_IMAGE_TYPES,
});

/**
 * The payment gateway's server-to-server notification (outside /wps: no session, no CSRF
 * check). Signed by the gateway (HMAC-SHA256 over `timestamp.rawBody`, headers x-timestamp
 * and x-signature); it may arrive twice, late or out of order.
 */
export const PaymentCallbackSchema = z.object({
  merchantReference: z.string().check(z.minLength(1), z.maxLength(64)),
  txId: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: PositiveAmountSchema,
  currency: z.string().check(z.regex(/^[A-Z]{3,8}$/u)),
  status: z.enum(['PAID', 'FAILED']),
  /** The gateway's event time: an older event never overrides a newer decision. */
  eventAt: IsoDateTimeSchema,
});
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>;

export const paymentCallback = defineEndpoint({
  method: 'POST',
  path: '/payment/callback/:provider',
  summary: "A payment gateway's signed asynchronous notification",
  tags: ['payments'],
  auth: 'none',
  params: z.object({ provider: z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/u)) }),
  body: PaymentCallbackSchema,
  response: envelope(z.object({ accepted: z.boolean() })),
});
