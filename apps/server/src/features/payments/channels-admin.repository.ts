import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentChannels, paymentReceivingBanks } from '../../db/schema/payments.ts';

/**
 * Deposit channels and receiving banks as the back office writes them (issue 13). Every write
 * runs in the service's transaction after `lockChannel`, so two operators switching banks off
 * at once cannot both leave an enabled manual channel without one.
 */
export type ChannelRow = typeof paymentChannels.$inferSelect;
export type BankRow = typeof paymentReceivingBanks.$inferSelect;
export type ChannelValues = Pick<
  ChannelRow,
  'name' | 'minAmount' | 'maxAmount' | 'turnoverPercent' | 'enabled' | 'sort'
>;
export type NewChannel = ChannelValues & Pick<ChannelRow, 'brandId' | 'code' | 'kind' | 'provider'>;
export type BankValues = Pick<
  BankRow,
  'bankCode' | 'bankName' | 'accountName' | 'accountNumber' | 'enabled' | 'sort'
>;

const CHANNEL_ORDER = [asc(paymentChannels.sort), asc(paymentChannels.id)];
const BANK_ORDER = [asc(paymentReceivingBanks.sort), asc(paymentReceivingBanks.id)];

/** Every channel of the brand, enabled or not, in the site's order. */
export function listBrandChannels(db: Db, brandId: number): Promise<ChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.brandId, brandId))
    .orderBy(...CHANNEL_ORDER);
}

/** Every receiving bank of these channels, enabled or not, in the site's order. */
export async function listChannelBanks(db: Db, channelIds: number[]): Promise<BankRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .select()
    .from(paymentReceivingBanks)
    .where(inArray(paymentReceivingBanks.channelId, channelIds))
    .orderBy(...BANK_ORDER);
}

/** The channel row, locked until the transaction ends; undefined when not the brand's. */
export async function lockChannel(
  tx: Db,
  brandId: number,
  id: number,
): Promise<ChannelRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.id, id)))
    .for('update');
  return row;
}

/** Insert unless the brand has a channel with this code; undefined on that conflict. */
export async function insertChannel(db: Db, values: NewChannel): Promise<ChannelRow | undefined> {
  const [row] = await db
    .insert(paymentChannels)
    .values(values)
    .onConflictDoNothing({ target: [paymentChannels.brandId, paymentChannels.code] })
    .returning();
  return row;
}

export async function updateChannel(
  db: Db,
  id: number,
  values: ChannelValues,
): Promise<ChannelRow> {
  const [row] = await db
    .update(paymentChannels)
    .set(values)
    .where(eq(paymentChannels.id, id))
    .returning();
  if (!row) throw new Error(`channel ${id} vanished`);
  return row;
}

export async function findBrandBank(
  db: Db,
  brandId: number,
  id: number,
): Promise<BankRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentReceivingBanks)
    .where(and(eq(paymentReceivingBanks.brandId, brandId), eq(paymentReceivingBanks.id, id)));
  return row;
}

export async function insertBank(
  db: Db,
  values: BankValues & Pick<BankRow, 'brandId' | 'channelId'>,
): Promise<BankRow> {
  const [row] = await db.insert(paymentReceivingBanks).values(values).returning();
  if (!row) throw new Error('receiving bank insert returned nothing');
  return row;
}

export async function updateBank(db: Db, id: number, values: BankValues): Promise<BankRow> {
  const [row] = await db
    .update(paymentReceivingBanks)
    .set(values)
    .where(eq(paymentReceivingBanks.id, id))
    .returning();
  if (!row) throw new Error(`receiving bank ${id} vanished`);
  return row;
}
