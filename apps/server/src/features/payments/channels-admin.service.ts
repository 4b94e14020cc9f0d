import {
  type CreatePaymentChannel,
  MANUAL_PROVIDER,
  type OpsPaymentChannel,
  type OpsReceivingBank,
  PAYMENT_SETTINGS_ISSUES,
  type PaymentChannelKind,
  type PaymentSettings,
  type ReceivingBankInput,
  type UpdatePaymentChannel,
} from '@nova/contracts/api/ops-payment-settings';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { invalidateBrandConfig } from '../system/permission.service.ts';
import type { BankRow, ChannelRow } from './channels-admin.repository.ts';
import * as repo from './channels-admin.repository.ts';
import { findChannel } from './payments.repository.ts';

/**
 * Deposit channels and the brand's receiving bank accounts in the back office (issue 13). Each
 * write locks its channel, checks the rules, writes and reads back in one transaction, so a
 * refused request changes nothing. The site's channel list reads the tables directly; the
 * permission data's payment logos follow the channels' switches (the content feature asks
 * deposits.service), so a write clears that cache. Pending deposits keep their channel and bank whatever is switched
 * off: approvals and gateway callbacks never look at `enabled`.
 */
export interface PaymentProvider {
  kind: PaymentChannelKind;
  provider: string;
  /** The adapter is configured on this server (a gateway needs its URL and secret). */
  ready: boolean;
}

export interface ChannelsAdminDeps {
  db: Db;
  /** MANUAL, and the payment gateway adapters this server has (gateway.ts). */
  providers: readonly PaymentProvider[];
  /** The brand's bank list (the one members bind payout accounts at). */
  banks: readonly { code: string; name: string }[];
}

/** What the audit log keeps of a channel. */
export type ChannelState = Omit<OpsPaymentChannel, 'banks' | 'providerReady'>;
/** What the audit log keeps of a receiving bank. */
export type BankState = OpsReceivingBank & { channelId: number };

export interface Change<S> {
  /** The channel as it now is, with its banks (the write's answer). */
  channel: OpsPaymentChannel;
  /** The audited object: its id, and its state before (null when created) and after. */
  id: number;
  before: S | null;
  after: S;
}

const ISSUES = PAYMENT_SETTINGS_ISSUES;

function refused(field: string, issue: string, message: string = issue): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path: `body.${field}`, issue }]);
}

function channelState(row: ChannelRow): ChannelState {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    provider: row.provider,
    name: row.name,
    minAmount: row.minAmount.toString(),
    maxAmount: row.maxAmount.toString(),
    turnoverPercent: row.turnoverPercent,
    enabled: row.enabled,
    sort: row.sort,
  };
}

function toBank(row: BankRow): OpsReceivingBank {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    enabled: row.enabled,
    sort: row.sort,
  };
}

function bankState(row: BankRow): BankState {
  return { ...toBank(row), channelId: row.channelId };
}

function isReady(deps: ChannelsAdminDeps, row: ChannelRow): boolean {
  return deps.providers.some((p) => p.provider === row.provider && p.kind === row.kind && p.ready);
}

function toChannel(deps: ChannelsAdminDeps, row: ChannelRow, banks: BankRow[]): OpsPaymentChannel {
  return {
    ...channelState(row),
    providerReady: isReady(deps, row),
    banks: banks.filter((b) => b.channelId === row.id).map(toBank),
  };
}

/** The screen's one read: every channel with its banks, the adapters and the bank list. */
export async function paymentSettings(
  deps: ChannelsAdminDeps,
  brandId: number,
): Promise<PaymentSettings> {
  const rows = await repo.listBrandChannels(deps.db, brandId);
  const banks = await repo.listChannelBanks(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    channels: rows.map((row) => toChannel(deps, row, banks)),
    providers: deps.providers.map((p) => ({ ...p })),
    banks: deps.banks.map(({ code, name }) => ({ code, name })),
  };
}

/**
 * A manual channel is on only with a bank to send the money to: the cashier would otherwise
 * offer a transfer with nowhere to go.
 */
function requireBankIfOn(channel: Pick<ChannelRow, 'kind' | 'enabled'>, banks: BankRow[]) {
  if (channel.kind === 'MANUAL_BANK' && channel.enabled && !banks.some((b) => b.enabled)) {
    throw refused('enabled', ISSUES.noEnabledBank, 'a manual channel needs an enabled bank');
  }
}

/** In one transaction: lock the channel, run `write`, read the channel back; then clear caches. */
async function onChannel<T>(
  deps: ChannelsAdminDeps,
  brandId: number,
  channelId: number,
  write: (tx: Db, channel: ChannelRow, banks: BankRow[]) => Promise<T>,
): Promise<{ result: T; channel: OpsPaymentChannel }> {
  const done = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const channel = await repo.lockChannel(tx, brandId, channelId);
    if (!channel) throw new AppError('NOT_FOUND', 'No such payment channel');
    const result = await write(tx, channel, await repo.listChannelBanks(tx, [channel.id]));
    const after = await findChannel(tx, brandId, channelId);
    if (!after) throw new Error(`channel ${channelId} vanished`);
    return { result, channel: toChannel(deps, after, await repo.listChannelBanks(tx, [after.id])) };
  });
  invalidateBrandConfig(deps.db);
  return done;
}

function channelValues(input: UpdatePaymentChannel): repo.ChannelValues {
  const minAmount = BigInt(input.minAmount);
  const maxAmount = BigInt(input.maxAmount);
  // The contract checks it too; the service holds the rule whoever calls it.
  if (maxAmount < minAmount) throw refused('maxAmount', ISSUES.minAboveMax);
  return {
    name: input.name,
    minAmount,
    maxAmount,
    turnoverPercent: input.turnoverPercent,
    enabled: input.enabled,
    sort: input.sort,
  };
}

/**
 * A new channel. The provider must be an adapter of its kind: MANUAL for a manual bank channel,
 * a payment gateway this server has for an online one. A manual channel has no bank yet, so it
 * starts switched off; it is switched on once a bank is added.
 */
export async function createChannel(
  deps: ChannelsAdminDeps,
  brandId: number,
  input: CreatePaymentChannel,
): Promise<Change<ChannelState>> {
  const values = channelValues(input);
  const known =
    input.kind === 'MANUAL_BANK'
      ? input.provider === MANUAL_PROVIDER
      : deps.providers.some((p) => p.kind === 'ONLINE' && p.provider === input.provider);
  if (!known) throw refused('provider', ISSUES.unknownProvider);
  requireBankIfOn({ kind: input.kind, enabled: values.enabled }, []);
  const row = await repo.insertChannel(deps.db, {
    ...values,
    brandId,
    code: input.code,
    kind: input.kind,
    provider: input.provider,
  });
  if (!row) throw refused('code', ISSUES.codeTaken, 'the brand has a channel with this code');
  invalidateBrandConfig(deps.db);
  return { channel: toChannel(deps, row, []), id: row.id, before: null, after: channelState(row) };
}

/** Name, limits, turnover, order, on or off; code, kind and provider stay as created. */
export async function updateChannel(
  deps: ChannelsAdminDeps,
  brandId: number,
  id: number,
  input: UpdatePaymentChannel,
): Promise<Change<ChannelState>> {
  const values = channelValues(input);
  const { result, channel } = await onChannel(deps, brandId, id, async (tx, row, banks) => {
    requireBankIfOn({ kind: row.kind, enabled: values.enabled }, banks);
    const after = await repo.updateChannel(tx, row.id, values);
    return { before: channelState(row), after: channelState(after) };
  });
  return { channel, id, ...result };
}

/** The bank from the brand's list; an account kept at a bank since dropped from it may stay. */
function bankValues(
  deps: ChannelsAdminDeps,
  input: ReceivingBankInput,
  stored?: BankRow,
): repo.BankValues {
  const kept = stored?.bankCode === input.bankCode ? stored : undefined;
  const bank =
    deps.banks.find((b) => b.code === input.bankCode) ??
    (kept ? { code: kept.bankCode, name: kept.bankName } : undefined);
  if (!bank) throw refused('bankCode', ISSUES.unknownBank);
  return {
    bankCode: bank.code,
    bankName: bank.name,
    accountName: input.accountName,
    accountNumber: input.accountNumber,
    enabled: input.enabled,
    sort: input.sort,
  };
}

function requireManual(channel: ChannelRow) {
  if (channel.kind !== 'MANUAL_BANK')
    throw new AppError('INVALID_STATE', 'only manual bank channels have receiving banks');
}

function requireUniqueAccount(banks: BankRow[], values: repo.BankValues, self?: number) {
  const twin = banks.find(
    (b) =>
      b.id !== self && b.bankCode === values.bankCode && b.accountNumber === values.accountNumber,
  );
  if (twin) throw refused('accountNumber', ISSUES.duplicateAccount);
}

/** A receiving bank account on a manual bank channel. */
export async function addBank(
  deps: ChannelsAdminDeps,
  brandId: number,
  channelId: number,
  input: ReceivingBankInput,
): Promise<Change<BankState>> {
  const values = bankValues(deps, input);
  const { result, channel } = await onChannel(deps, brandId, channelId, async (tx, row, banks) => {
    requireManual(row);
    requireUniqueAccount(banks, values);
    return repo.insertBank(tx, { ...values, brandId, channelId: row.id });
  });
  return { channel, id: result.id, before: null, after: bankState(result) };
}

/**
 * Change a receiving bank account, or switch it on or off. The last enabled bank of an enabled
 * manual channel stays on: switch the channel off first.
 */
export async function updateBank(
  deps: ChannelsAdminDeps,
  brandId: number,
  id: number,
  input: ReceivingBankInput,
): Promise<Change<BankState>> {
  const found = await repo.findBrandBank(deps.db, brandId, id);
  if (!found) throw new AppError('NOT_FOUND', 'No such receiving bank');
  const values = bankValues(deps, input, found);
  const { result, channel } = await onChannel(
    deps,
    brandId,
    found.channelId,
    async (tx, row, banks) => {
      const before = banks.find((b) => b.id === id);
      if (!before) throw new AppError('NOT_FOUND', 'No such receiving bank');
      requireUniqueAccount(banks, values, id);
      const othersOn = banks.some((b) => b.id !== id && b.enabled);
      if (row.kind === 'MANUAL_BANK' && row.enabled && !values.enabled && !othersOn)
        throw refused('enabled', ISSUES.lastEnabledBank, 'switch the channel off first');
      return { before: bankState(before), after: bankState(await repo.updateBank(tx, id, values)) };
    },
  );
  return { channel, id, ...result };
}
