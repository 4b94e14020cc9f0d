import type { Sql } from '../store/db.ts';

/**
 * The payment gateway's orders (pay_orders in the sandbox's own PGlite): it shares nothing with
 * the merchant, who knows an order only by its reference and the gateway's txId.
 */
export type OrderStatus = 'CREATED' | 'PAID' | 'FAILED';

export interface PayOrder {
  txId: string;
  merchantReference: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
  status: OrderStatus;
  notifyUrl: string;
  returnUrl: string;
}

interface Row {
  tx_id: string;
  merchant_reference: string;
  amount: string;
  currency: string;
  status: OrderStatus;
  notify_url: string;
  return_url: string;
}

const COLUMNS =
  'tx_id, merchant_reference, amount::text as amount, currency, status, notify_url, return_url';

function toOrder(row: Row): PayOrder {
  return {
    txId: row.tx_id,
    merchantReference: row.merchant_reference,
    amount: BigInt(row.amount),
    currency: row.currency,
    status: row.status,
    notifyUrl: row.notify_url,
    returnUrl: row.return_url,
  };
}

/** Creates the order unless the reference exists; answers the order the reference names. */
export async function createOrder(db: Sql, order: Omit<PayOrder, 'status'>): Promise<PayOrder> {
  await db.query(
    `insert into pay_orders (tx_id, merchant_reference, amount, currency, notify_url, return_url)
     values ($1, $2, $3, $4, $5, $6) on conflict (merchant_reference) do nothing`,
    [
      order.txId,
      order.merchantReference,
      order.amount.toString(),
      order.currency,
      order.notifyUrl,
      order.returnUrl,
    ],
  );
  const found = await findOrder(db, { merchantReference: order.merchantReference });
  if (!found) throw new Error('pay order vanished');
  return found;
}

export async function findOrder(
  db: Sql,
  by: { txId: string } | { merchantReference: string },
): Promise<PayOrder | undefined> {
  const [column, value] =
    'txId' in by ? ['tx_id', by.txId] : ['merchant_reference', by.merchantReference];
  const { rows } = await db.query<Row>(`select ${COLUMNS} from pay_orders where ${column} = $1`, [
    value,
  ]);
  return rows[0] ? toOrder(rows[0]) : undefined;
}

/** CREATED → PAID or FAILED, once; undefined when the order was already settled. */
export async function settleOrder(
  db: Sql,
  txId: string,
  status: 'PAID' | 'FAILED',
): Promise<PayOrder | undefined> {
  const { rows } = await db.query<Row>(
    `update pay_orders set status = $2, updated_at = now()
     where tx_id = $1 and status = 'CREATED' returning ${COLUMNS}`,
    [txId, status],
  );
  return rows[0] ? toOrder(rows[0]) : undefined;
}
