import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileTestApp } from '../../test/test-app.ts';
import type { AccountRef, HouseAccount } from '../ledger/ledger.model.ts';
import { move } from '../ledger/ledger-test-kit.ts';

/**
 * Two-leg ledger postings for the file's app with fresh idempotency keys
 * (`<prefix>-<pid>-<n>`, or `key` when given): post(kind, from, to, amount, metadata?, key?).
 */
export function ledgerPoster(t: FileTestApp, prefix: string) {
  let serial = 0;
  return (
    kind: string,
    from: AccountRef,
    to: AccountRef,
    amount: bigint,
    metadata?: Record<string, unknown>,
    key = `${prefix}-${process.pid}-${++serial}`,
  ) => t.app.ledger.post(move(t.brand, key, kind, from, to, amount, metadata));
}

/** GET a records page as the member; the parsed body and status. */
export async function getRecords(
  app: FastifyInstance,
  cookie: string,
  path: 'transactions' | 'profit' | 'bonus',
  query: Record<string, string | number>,
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const res = await app.inject({
    url: `/wps/member/records/${path}?${search}`,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json() };
}

/** yyyy-MM-dd of an instant in a time zone, shifted by `days`. */
export function dayIn(timezone: string, days = 0, at = new Date()): string {
  const shifted = new Date(at.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(shifted);
}

async function accountId(app: FastifyInstance, brandId: number, ref: AccountRef): Promise<number> {
  const query =
    'house' in ref
      ? sql`select id from ledger_accounts where brand_id = ${brandId}
              and kind = ${`HOUSE_${ref.house satisfies HouseAccount}`} order by shard limit 1`
      : sql`select id from ledger_accounts where member_id = ${ref.memberId}
              and kind = ${`MEMBER_${ref.kind}`} and vendor is not distinct from ${
                ref.kind === 'VENDOR' ? ref.vendor : null
              }`;
  const result = (await app.db.execute(query)) as unknown as { rows: { id: string | number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('records test: open the account with a real posting first');
  return Number(row.id);
}

/**
 * Test only: a balanced two-leg posting written straight into the ledger tables with a chosen
 * created_at, to place entries on either side of a brand-local midnight (the ledger stamps
 * now(), and history is never updated). The insert triggers still check the balance and
 * apply the entries; balance_after is the running balance, so reconciliation stays clean.
 * Both accounts must already exist.
 */
export async function postAt(
  app: FastifyInstance,
  brandId: number,
  at: string,
  kind: string,
  from: AccountRef,
  to: AccountRef,
  amount: bigint,
  metadata: Record<string, unknown> = {},
): Promise<void> {
  const fromId = await accountId(app, brandId, from);
  const toId = await accountId(app, brandId, to);
  const key = `test-at:${randomBytes(8).toString('hex')}`;
  await app.db.execute(sql`
    with t as (
      insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind, metadata, created_at)
      values (${brandId}, ${key}, 'test', ${kind}, ${JSON.stringify(metadata)}::jsonb, ${at}::timestamptz)
      returning id
    )
    insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    select t.id, a.id, v.amount,
           case when a.member_id is null then null else a.balance + v.amount end, ${at}::timestamptz
      from t
      cross join (values (${fromId}::bigint, ${(-amount).toString()}::bigint),
                         (${toId}::bigint, ${amount.toString()}::bigint)) as v(account_id, amount)
      join ledger_accounts a on a.id = v.account_id
     order by a.id`);
}
