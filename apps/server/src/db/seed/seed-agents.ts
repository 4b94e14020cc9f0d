import type { ContractTerms } from '@nova/contracts/api/agent-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { offer, sign } from '../../features/agent-contracts/agent-contracts.service.ts';
import { settleDue } from '../../features/agent-contracts/settlement.service.ts';
import type { LedgerService } from '../../features/ledger/ledger.service.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Db } from '../client.ts';
import { brands } from '../schema/brand.ts';
import { members } from '../schema/members.ts';

/**
 * The agent center's demo (issue 15): `demoagent` holds the platform's weekly dividend and
 * daily salary contracts, `demosub` has signed both under it, and the teams (demo2 under the
 * agent, demo3 and demo4 under the sub-agent) have played for the last two weeks, so every
 * agent page shows real figures and past periods have statements on a fresh start.
 *
 * The play is written as ledger rows dated in the past (a deposit, then rounds of bets and
 * wins): the same balanced rows the ledger service writes, only earlier, since the service
 * stamps every posting with the database's clock. Then the contracts are signed as of two
 * weeks ago and the real settlement settles every period that has closed since, paying
 * through the ledger. Runs once: a second start finds the platform's contract and does nothing
 * (the scheduler settles what closes later).
 */
const DAYS = 14;
const TEAM = ['demo2', 'demo3', 'demo4'] as const;

const dividend = (tiers: [number, number]): ContractTerms => ({
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  rateType: 'PERCENT',
  tiers: [
    { minBets: '0', minNetLoss: '0', minActive: 0, ratio: tiers[0], amount: '0' },
    { minBets: '500000', minNetLoss: '100000', minActive: 2, ratio: tiers[1], amount: '0' },
  ],
});

const dailySalary = (tiers: [number, number]): ContractTerms => ({
  kind: 'SALARY_DAILY',
  period: 'DAILY',
  rateType: 'PERCENT',
  tiers: [
    { minBets: '0', minNetLoss: '0', minActive: 0, ratio: tiers[0], amount: '0' },
    { minBets: '100000', minNetLoss: '0', minActive: 2, ratio: tiers[1], amount: '0' },
  ],
});

/** A small deterministic generator: the same demo on every fresh start. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedAgentCenter(
  db: Db,
  ledger: LedgerService,
  brandId: number,
  log: Logger,
  now = new Date(),
): Promise<void> {
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        inArray(members.account, ['demoagent', 'demosub', ...TEAM]),
      ),
    );
  const id = new Map(rows.map((r) => [r.account, r.id]));
  const agent = id.get('demoagent');
  const sub = id.get('demosub');
  if (agent === undefined || sub === undefined) return;
  const existing = (await db.execute(
    sql`select 1 from agent_contracts where downline_id = ${agent} limit 1`,
  )) as unknown as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  const [brand] = await db
    .select({ timezone: brands.timezone })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) return;

  const since = new Date(now.getTime() - DAYS * 86_400_000);
  await seedPlay(db, brandId, id, since, now);

  const deps = { db, now: () => since };
  const platform = { kind: 'PLATFORM' as const, operator: 'demo-seed', brandId };
  const asAgent = { kind: 'MEMBER' as const, memberId: agent, brandId };
  for (const [terms, subTerms] of [
    [dividend([2500, 3500]), dividend([1500, 2500])],
    [dailySalary([80, 120]), dailySalary([50, 80])],
  ] as const) {
    const mine = await offer(deps, platform, { downlineId: agent, terms });
    await sign(
      deps,
      { memberId: agent, brandId },
      { id: mine.id, confirm: true, timezone: brand.timezone },
    );
    const theirs = await offer(deps, asAgent, { downlineId: sub, terms: subTerms });
    await sign(
      deps,
      { memberId: sub, brandId },
      { id: theirs.id, confirm: true, timezone: brand.timezone },
    );
  }
  await settleDue({ db, now: () => now, ledger, log }, { id: brandId, timezone: brand.timezone });
}

/** Two weeks of deposits and rounds for the demo teams, as past-dated ledger rows. */
async function seedPlay(
  db: Db,
  brandId: number,
  id: Map<string, number>,
  since: Date,
  now: Date,
): Promise<void> {
  await openAccounts(db, brandId, [...id.values()]);
  for (const [index, account] of TEAM.entries()) {
    const memberId = id.get(account);
    if (memberId === undefined) continue;
    const random = generator(7919 * (index + 1));
    let balance = 0n;
    let serial = 0;
    for (let day = 0; day < DAYS; day++) {
      const rounds = 3 + Math.floor(random() * 5);
      for (let r = 0; r < rounds; r++) {
        const at = new Date(
          since.getTime() +
            day * 86_400_000 +
            (9 + r * 2) * 3_600_000 +
            Math.floor(random() * 3_000_000),
        );
        if (at >= now) break;
        const stake = BigInt(2_000 + Math.floor(random() * 13) * 1_000);
        if (balance < stake) {
          const amount = 200_000n;
          await postAt(
            db,
            brandId,
            memberId,
            `seed:agent-demo:${account}:${++serial}`,
            'DEPOSIT',
            amount,
            'PAYMENTS',
            at,
            {
              reference: `DEMO-${account}-${serial}`,
            },
          );
          balance += amount;
        }
        const round = `${account}-${day}-${r}`;
        const category = random() < 0.6 ? 'RNG' : 'LIVE';
        const meta = { source: 'DEMO', vendor: 'NOVA', roundId: round, category };
        await postAt(
          db,
          brandId,
          memberId,
          `seed:agent-demo:${round}:bet`,
          'BET',
          -stake,
          'BETS',
          at,
          meta,
        );
        balance -= stake;
        // About 92 % back over time, in a few sizes.
        const pick = random();
        const payout =
          pick < 0.5 ? 0n : pick < 0.8 ? (stake * 3n) / 2n : pick < 0.95 ? stake * 2n : stake * 4n;
        if (payout > 0n) {
          const won = new Date(at.getTime() + 60_000);
          await postAt(
            db,
            brandId,
            memberId,
            `seed:agent-demo:${round}:win`,
            'WIN',
            payout,
            'BETS',
            won,
            meta,
          );
          balance += payout;
        }
      }
    }
  }
}

async function openAccounts(db: Db, brandId: number, memberIds: number[]): Promise<void> {
  for (const memberId of memberIds)
    await db.execute(sql`
      insert into ledger_accounts (brand_id, currency, kind, member_id, vendor, shard, allow_negative)
      select b.id, b.currency, 'MEMBER_MAIN', ${memberId}, null, 0, false from brands b where b.id = ${brandId}
      on conflict do nothing`);
  for (const house of ['HOUSE_PAYMENTS', 'HOUSE_BETS'])
    await db.execute(sql`
      insert into ledger_accounts (brand_id, currency, kind, member_id, vendor, shard, allow_negative)
      select b.id, b.currency, ${house}, null, null, 0, true from brands b where b.id = ${brandId}
      on conflict do nothing`);
}

/**
 * One balanced posting between the member's MAIN account and a house account at `at`: the
 * transfer and its two entries in one statement, the balances moved by the ledger's trigger.
 * `amount` is the member's side (positive: credited).
 */
async function postAt(
  db: Db,
  brandId: number,
  memberId: number,
  key: string,
  kind: string,
  amount: bigint,
  house: 'PAYMENTS' | 'BETS',
  at: Date,
  metadata: Record<string, unknown>,
): Promise<void> {
  const when = at.toISOString();
  await db.execute(sql`
    with m as (select id, balance from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_MAIN'),
         h as (select id from ledger_accounts
                where brand_id = ${brandId} and kind = ${`HOUSE_${house}`} and member_id is null
                order by shard limit 1),
         t as (insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind, metadata, created_at)
               values (${brandId}, ${key}, ${key}, ${kind}, ${JSON.stringify(metadata)}::jsonb, ${when}::timestamptz)
               returning id)
    insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    select t.id, m.id, ${amount.toString()}::bigint, m.balance + ${amount.toString()}::bigint, ${when}::timestamptz
      from t, m
    union all
    select t.id, h.id, ${(-amount).toString()}::bigint, null, ${when}::timestamptz from t, h`);
}
