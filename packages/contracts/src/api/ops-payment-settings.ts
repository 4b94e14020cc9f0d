import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { SerialIdParamSchema } from './id-fields.ts';
import { MinorUnitsSchema, PositiveAmountSchema } from './money-fields.ts';

/**
 * Deposit channels and the brand's receiving bank accounts as operators manage them (issue 13
 * "payments: channel and bank settings"). Reading needs payments.channels.read; every write
 * needs payments.channels.manage (super admin only by default: changing where members send
 * money is the classic insider fraud) and is audited with before and after. The player site's
 * channel list (`/wps/payment/channels`) and its deposits follow at once.
 *
 * Nothing is deleted: deposits refer to their channel and bank, so a channel or bank is
 * switched off instead, and pending deposits through it still settle.
 */
export const PAYMENT_SETTINGS_LIMITS = {
  nameMax: 60,
  accountNameMax: 100,
  accountNumberMin: 6,
  accountNumberMax: 20,
  /** 100 = 1× the deposit; 10 000 = 100×. */
  turnoverPercentMax: 10_000,
  sortMax: 9_999,
} as const;

export const PAYMENT_CHANNEL_KINDS = ['MANUAL_BANK', 'ONLINE'] as const;
export type PaymentChannelKind = (typeof PAYMENT_CHANNEL_KINDS)[number];

/** The adapter of every manual bank channel: an operator checks the transfer slip. */
export const MANUAL_PROVIDER = 'MANUAL';

/** The messages of refusals on a field (the schema's and the server's); the back office translates them. */
export const PAYMENT_SETTINGS_ISSUES = {
  minAboveMax: 'min-above-max',
  /** Server: another channel of the brand has this code. */
  codeTaken: 'code-taken',
  /** Server: no adapter of this kind by that name (MANUAL for manual bank channels). */
  unknownProvider: 'unknown-provider',
  /** Server: not a bank of the brand's bank list. */
  unknownBank: 'unknown-bank',
  /** Server: this bank and account number are on the channel already. */
  duplicateAccount: 'duplicate-account',
  /** Server: a manual channel cannot be on without an enabled receiving bank. */
  noEnabledBank: 'no-enabled-bank',
  /** Server: the last enabled bank of an enabled manual channel cannot be switched off. */
  lastEnabledBank: 'last-enabled-bank',
} as const;

export const PaymentChannelCodeSchema = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/u));
const ProviderSchema = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/u));
const NameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(PAYMENT_SETTINGS_LIMITS.nameMax));
const SortSchema = z.number().check(z.int(), z.gte(0), z.lte(PAYMENT_SETTINGS_LIMITS.sortMax));
const TurnoverSchema = z
  .number()
  .check(z.int(), z.gte(0), z.lte(PAYMENT_SETTINGS_LIMITS.turnoverPercentMax));

const isAmount = (value: unknown) => typeof value === 'string' && /^\d{1,19}$/u.test(value);

/** max >= min, checked once both are amounts (their own checks report anything else). */
function maxNotBelowMin<T extends { minAmount: string; maxAmount: string }>() {
  return z.refine<T>(
    (c) =>
      !isAmount(c.minAmount) ||
      !isAmount(c.maxAmount) ||
      BigInt(c.minAmount) <= BigInt(c.maxAmount),
    { message: PAYMENT_SETTINGS_ISSUES.minAboveMax, path: ['maxAmount'] },
  );
}

/** What can change on a channel once it exists. */
const channelShape = {
  name: NameSchema,
  /** Per deposit, in the brand currency's minor units. */
  minAmount: PositiveAmountSchema,
  maxAmount: PositiveAmountSchema,
  /** Turnover a deposit through the channel requires, in percent of its amount (100 = 1×). */
  turnoverPercent: TurnoverSchema,
  enabled: z.boolean(),
  /** The place in the site's list: lower first. */
  sort: SortSchema,
};

export const UpdatePaymentChannelSchema = z.object(channelShape).check(maxNotBelowMin());
export type UpdatePaymentChannel = z.infer<typeof UpdatePaymentChannelSchema>;

/** A new channel: code, kind and provider are fixed once it is created. */
export const CreatePaymentChannelSchema = z
  .object({
    code: PaymentChannelCodeSchema,
    kind: z.enum(PAYMENT_CHANNEL_KINDS),
    /** MANUAL for a manual bank channel; a payment gateway adapter for an online one. */
    provider: ProviderSchema,
    ...channelShape,
  })
  .check(maxNotBelowMin());
export type CreatePaymentChannel = z.infer<typeof CreatePaymentChannelSchema>;

/** A bank account of the brand that members transfer to on a manual bank channel. */
export const ReceivingBankInputSchema = z.object({
  /** A code of the brand's bank list (`banks` of the list answer). */
  bankCode: z.string().check(z.regex(/^[A-Z0-9_]{1,16}$/u)),
  accountName: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(PAYMENT_SETTINGS_LIMITS.accountNameMax)),
  accountNumber: z.string().check(z.regex(/^\d{6,20}$/u)),
  enabled: z.boolean(),
  sort: SortSchema,
});
export type ReceivingBankInput = z.infer<typeof ReceivingBankInputSchema>;

export const OpsReceivingBankSchema = z.object({
  id: z.number().check(z.int()),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  enabled: z.boolean(),
  sort: z.number().check(z.int()),
});
export type OpsReceivingBank = z.infer<typeof OpsReceivingBankSchema>;

export const OpsPaymentChannelSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  kind: z.enum(PAYMENT_CHANNEL_KINDS),
  provider: z.string(),
  name: z.string(),
  minAmount: MinorUnitsSchema,
  maxAmount: MinorUnitsSchema,
  turnoverPercent: z.number().check(z.int()),
  enabled: z.boolean(),
  sort: z.number().check(z.int()),
  /** False when this server has no configuration for the channel's gateway: deposits are refused. */
  providerReady: z.boolean(),
  /** Manual bank channels: every receiving bank, enabled or not, in the site's order. */
  banks: z.array(OpsReceivingBankSchema),
});
export type OpsPaymentChannel = z.infer<typeof OpsPaymentChannelSchema>;

export const PaymentSettingsSchema = z.object({
  /** Every channel of the brand, enabled or not, in the site's order. */
  channels: z.array(OpsPaymentChannelSchema),
  /** The adapters a new channel may use, per kind. */
  providers: z.array(
    z.object({
      kind: z.enum(PAYMENT_CHANNEL_KINDS),
      provider: z.string(),
      ready: z.boolean(),
    }),
  ),
  /** The brand's bank list, for receiving bank accounts. */
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

const read = {
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.channels.read',
} as const;
const manage = {
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.channels.manage',
  response: envelope(OpsPaymentChannelSchema),
} as const;
const IdParams = z.object({ id: SerialIdParamSchema });

export const opsListPaymentChannels = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/ops/payments/channels',
  summary: 'Every deposit channel of the brand with its receiving banks, the adapters and banks',
  response: envelope(PaymentSettingsSchema),
});

export const opsCreatePaymentChannel = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/ops/payments/channels',
  summary: 'Create a deposit channel (a manual one starts off until it has a bank; audited)',
  body: CreatePaymentChannelSchema,
});

export const opsUpdatePaymentChannel = defineEndpoint({
  ...manage,
  method: 'PUT',
  path: '/ops/payments/channels/:id',
  summary: "Change a channel's name, limits, turnover, order or switch it on or off (audited)",
  params: IdParams,
  body: UpdatePaymentChannelSchema,
});

export const opsCreateReceivingBank = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/ops/payments/channels/:id/banks',
  summary: 'Add a receiving bank account to a manual bank channel (audited); answers the channel',
  params: IdParams,
  body: ReceivingBankInputSchema,
});

export const opsUpdateReceivingBank = defineEndpoint({
  ...manage,
  method: 'PUT',
  path: '/ops/payments/receiving-banks/:id',
  summary: 'Change a receiving bank account or switch it on or off (audited); answers its channel',
  params: IdParams,
  body: ReceivingBankInputSchema,
});
