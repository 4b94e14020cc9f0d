import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/accounts.ts';
import { addDays, dayStart } from './agent-team.model.ts';
import { refreshDays } from './agent-team.service.ts';

/**
 * Fixtures for the team figures (issue 15): members placed in the agent tree, and ledger
 * postings at a chosen instant. The ledger service stamps a posting with the database's clock;
 * team figures are cut by brand-local day and hour, so these tests write the posting
 * themselves: one transfer and its two entries in one statement (balanced, the member's
 * balance_after its running balance, the balance moved by the ledger's own trigger), exactly
 * the rows the ledger service writes, only earlier. Reconciliation passes over them.
 */

/** A member of `type` under `parent` (null: top level), with its path (ancestors + self). */
export async function treeMember(
  app: FastifyInstance,
  parent: { id: number; path: string } | null,
  type = 0,
): Promise<{ id: number; account: string; password: string; path: string }> {
  const member = await createMember(app, { type, parentId: parent?.id ?? null });
  const path = `${parent?.path ?? '/'}${member.id}/`;
  await app.db.execute(sql`update members set path = ${path} where id = ${member.id}`);
  return { ...member, path };
}

type MemberAccount = 'MAIN' | 'HELD';
type House = 'BETS' | 'PAYMENTS' | 'BONUS' | 'JACKPOT' | 'COMMISSION';

async function openAccount(
  app: FastifyInstance,
  brandId: number,
  kind: string,
  memberId: number | null,
) {
  await app.db.execute(sql`
    insert into ledger_accounts (brand_id, currency, kind, member_id, vendor, shard, allow_negative)
    select b.id, b.currency, ${kind}, ${memberId}, null, 0, ${memberId === null}
      from brands b where b.id = ${brandId}
    on conflict do nothing`);
}

/**
 * Post `amount` (> 0) between one of the member's accounts and a counter account at `at`:
 * `credit` true moves it from the counter account to the member's, false the other way. The
 * counter account is a house account (default PAYMENTS) or another account of the member
 * (a withdrawal hold: MAIN to HELD).
 */
export async function postAt(
  app: FastifyInstance,
  input: {
    brandId: number;
    memberId: number;
    kind: string;
    amount: bigint;
    credit: boolean;
    at: Date;
    account?: MemberAccount;
    house?: House;
    /** The member's own other account as the counter leg, instead of a house account. */
    counterAccount?: MemberAccount;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const memberKind = `MEMBER_${input.account ?? 'MAIN'}`;
  const counterMember = input.counterAccount ? input.memberId : null;
  const counterKind = input.counterAccount
    ? `MEMBER_${input.counterAccount}`
    : `HOUSE_${input.house ?? 'PAYMENTS'}`;
  await openAccount(app, input.brandId, memberKind, input.memberId);
  await openAccount(app, input.brandId, counterKind, counterMember);
  const signed = input.credit ? input.amount : -input.amount;
  const key = `team-test:${randomBytes(8).toString('hex')}`;
  const at = input.at.toISOString();
  await app.db.execute(sql`
    with m as (select id, balance from ledger_accounts
                where member_id = ${input.memberId} and kind = ${memberKind}),
         c as (select id, balance, member_id from ledger_accounts
                where brand_id = ${input.brandId} and kind = ${counterKind}
                  and member_id is not distinct from ${counterMember}::bigint
                order by shard limit 1),
         t as (insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind,
                                             metadata, created_at)
               values (${input.brandId}, ${key}, ${key}, ${input.kind},
                       ${JSON.stringify(input.metadata ?? {})}::jsonb, ${at}::timestamptz)
               returning id)
    insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    select t.id, m.id, ${signed.toString()}::bigint, m.balance + ${signed.toString()}::bigint,
           ${at}::timestamptz
      from t, m
    union all
    select t.id, c.id, ${(-signed).toString()}::bigint,
           case when c.member_id is null then null else c.balance - ${signed.toString()}::bigint end,
           ${at}::timestamptz
      from t, c`);
}

export type TreeMember = Awaited<ReturnType<typeof treeMember>>;

/**
 * A small tree with one day of play, for the hand computations of the tests:
 *
 *   u (agent) ─┬─ a (agent) ─┬─ b (agent, type 2) ─┬─ m2
 *              │             │                      └─ m3
 *              │             └─ m1
 *              └─ s (agent) ── s1
 *
 * On `day` (brand-local; the day before yesterday), at the hours given below, and one
 * posting of m1 just after the day (not part of it). Amounts in minor units.
 */
export async function teamFixture(
  app: FastifyInstance,
  brandId: number,
  day: string,
  timezone: string,
) {
  const dayStartAt = dayStart(day, timezone);
  // The seeded brand was made when the test run started: the pages show no day before it.
  await app.db.execute(
    sql`update brands set created_at = ${dayStartAt.toISOString()}::timestamptz - interval '30 days'
         where id = ${brandId}`,
  );
  const u = await treeMember(app, null, 1);
  const a = await treeMember(app, u, 1);
  const b = await treeMember(app, a, 2);
  const m2 = await treeMember(app, b, 0);
  const m3 = await treeMember(app, b, 0);
  const m1 = await treeMember(app, a, 0);
  const s = await treeMember(app, u, 1);
  const s1 = await treeMember(app, s, 0);
  const hour = (h: number) => new Date(dayStartAt.getTime() + h * 3_600_000);
  const post = (
    member: TreeMember,
    h: number,
    kind: string,
    amount: number,
    more: Partial<Parameters<typeof postAt>[1]> = {},
  ) =>
    postAt(app, {
      brandId,
      memberId: member.id,
      kind,
      amount: BigInt(amount),
      credit: !['BET', 'WITHDRAWAL_HOLD'].includes(kind),
      at: hour(h),
      house:
        kind === 'BONUS'
          ? 'BONUS'
          : ['BET', 'WIN', 'BET_REFUND'].includes(kind)
            ? 'BETS'
            : 'PAYMENTS',
      ...more,
    });
  const game = (category: string) => ({ metadata: { category, vendor: 'INHOUSE', roundId: 'r' } });

  await post(m1, 1, 'DEPOSIT', 20_000);
  await post(m1, 2, 'BET', 5_000, game('SLOT'));
  await post(m1, 2.5, 'WIN', 8_000, game('SLOT'));
  await post(m1, 13, 'BET', 3_000, game('LIVE'));
  await post(m1, 13.5, 'BET_REFUND', 1_000, game('LIVE'));
  await post(m2, 3, 'DEPOSIT', 5_000);
  await post(m2, 4, 'BET', 4_000, game('SLOT'));
  await post(m2, 5, 'WITHDRAWAL_HOLD', 1_000, { counterAccount: 'HELD' });
  await post(m2, 6, 'WITHDRAWAL_PAY', 1_000, { account: 'HELD', credit: false });
  await post(m2, 7, 'BONUS', 500);
  await post(m3, 8, 'BONUS', 2_000);
  await post(m3, 8.5, 'DEPOSIT', 70_000);
  await post(m3, 9, 'BET', 60_000, game('SPORTS'));
  await post(m3, 23.5, 'JACKPOT_WIN', 1_500, { ...game('SLOT'), house: 'JACKPOT' });
  await post(b, 10, 'DEPOSIT', 3_000);
  await post(b, 10.5, 'BET', 2_000, game('SLOT'));
  await post(s1, 11, 'DEPOSIT', 99_999);
  await post(s1, 11.5, 'BET', 50_000, game('SLOT'));
  await post(a, 12, 'DEPOSIT', 1_000);
  await post(m1, 24.5, 'DEPOSIT', 777);
  // Written into the past: days the demo seed's settlements already made final take them in
  // only by a refresh.
  await refreshDays({ db: app.db, now: app.now }, brandId, timezone, [day, addDays(day, 1)]);
  return { u, a, b, m1, m2, m3, s, s1 };
}
