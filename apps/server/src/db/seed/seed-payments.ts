import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentChannels, paymentReceivingBanks } from '../schema/payments.ts';

/**
 * Demo deposit channels (issue 4): a manual bank transfer to one of two brand accounts, and
 * FPX through the sandbox payment gateway. Amounts in sen. Idempotent: channels are keyed on
 * (brand, code); the banks of a channel are only added while it has none.
 */
const CHANNELS = [
  {
    code: 'BANK_TRANSFER',
    kind: 'MANUAL_BANK',
    provider: 'MANUAL',
    name: 'Local Bank Transfer',
    minAmount: 3_000n,
    maxAmount: 5_000_000n,
    turnoverPercent: 100,
    sort: 1,
  },
  {
    code: 'SANDBOXPAY_FPX',
    kind: 'ONLINE',
    provider: 'SANDBOXPAY',
    name: 'FPX Online Banking',
    minAmount: 1_000n,
    maxAmount: 3_000_000n,
    turnoverPercent: 100,
    sort: 2,
  },
] as const;

const BANKS = [
  ['MBB', 'Maybank', 'Nova88 Services Sdn Bhd', '514011223344'],
  ['CIMB', 'CIMB Bank', 'Nova88 Services Sdn Bhd', '8600123456'],
] as const;

export async function seedPayments(db: Db, brandId: number): Promise<void> {
  await db
    .insert(paymentChannels)
    .values(CHANNELS.map((c) => ({ ...c, brandId })))
    .onConflictDoNothing();
  const [bank] = await db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.code, 'BANK_TRANSFER')));
  if (!bank) return;
  const existing = await db
    .select({ id: paymentReceivingBanks.id })
    .from(paymentReceivingBanks)
    .where(eq(paymentReceivingBanks.channelId, bank.id))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(paymentReceivingBanks).values(
    BANKS.map(([bankCode, bankName, accountName, accountNumber], i) => ({
      brandId,
      channelId: bank.id,
      bankCode,
      bankName,
      accountName,
      accountNumber,
      sort: i + 1,
    })),
  );
}
