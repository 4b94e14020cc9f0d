import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { resolveInterruptedRounds } from '../inhouse/inhouse.jobs.ts';
import { call, dice, requestId } from '../inhouse/inhouse-test-kit.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { nextId, openGameSession, walletCall } from '../vendor-wallet/vendor-wallet-test-kit.ts';
import { addTurnoverRequirement, turnoverStatus } from './turnover.service.ts';
import {
  codeOf,
  expectLedgerWhole,
  fundedMember,
  type MoneyMember,
  ok,
  withdraw,
} from './withdrawals-test-kit.ts';

/**
 * Issue 11, decision 025: turnover counts only the kept stakes of settled rounds. Driven
 * through the real seamless callbacks, the real in-house play and interrupted-round job, and
 * the transfer-mode bet records, on PGlite and PostgreSQL.
 */
let offsetMs = 0;
const t = setUpTestApp(
  // The in-house job runs by hand here, on a clock the test moves past the abandon time.
  { operatorApiToken: OPERATOR_TOKEN, moneyJobsIntervalSeconds: 0 },
  { now: () => new Date(Date.now() + offsetMs) },
);

async function requireTurnover(memberId: number, required: bigint): Promise<void> {
  await addTurnoverRequirement(t.app.db, {
    brandId: await brandIdOf(t.app.db),
    memberId,
    sourceKind: 'BONUS',
    sourceRef: `test-turnover:${memberId}:${nextId()}`,
    required,
  });
}

const completed = async (memberId: number) => (await turnoverStatus(t.app.db, memberId)).completed;

/** A seamless round at PT for the member, through the signed wallet callbacks. */
async function seamlessPlayer(m: MoneyMember) {
  const [site] = await t.app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(m.cookie.slice('nova_sid='.length))));
  if (!site) throw new Error('no site session');
  const token = await openGameSession(t.app, m.id, site.id, 'PT');
  return () => {
    const roundId = nextId('round');
    const base = { vendor: 'PT', memberId: m.id, roundId, gameCode: 'PT-RNG-001' };
    const expectOk = async (res: Awaited<ReturnType<typeof walletCall>>) => {
      expect(res.json(), res.body).toMatchObject({ success: true });
    };
    return {
      bet: async (amount: string, txId = nextId('bet')) => {
        await expectOk(
          await walletCall(t.app, 'bet', { ...base, txId, amount, sessionToken: token }),
        );
        return txId;
      },
      win: async (amount: string, betTxId: string) =>
        expectOk(await walletCall(t.app, 'win', { ...base, txId: nextId('win'), amount, betTxId })),
      rollback: async (refTxId: string) =>
        expectOk(await walletCall(t.app, 'rollback', { ...base, txId: nextId('rb'), refTxId })),
      end: async () => expectOk(await walletCall(t.app, 'end-round', base)),
    };
  };
}

describe('turnover counts settled, unrefunded stakes (issue 11)', () => {
  it('a rolled-back seamless stake meets nothing; a partly rolled-back round counts its kept part; an open one once it ends', async () => {
    const { m, bank } = await fundedMember(t.app, 10_000n);
    const round = await seamlessPlayer(m);
    await requireTurnover(m.id, 1_000n);

    // The whole stake rolled back (vendor rollback): nothing was wagered.
    const refunded = round();
    const tx = await refunded.bet('1000');
    expect(await completed(m.id)).toBe(0n); // open: not settled yet
    await refunded.rollback(tx);
    expect(await completed(m.id)).toBe(0n);
    expect(codeOf(await withdraw(t.app, m, bank, '5000'))).toBe('TURNOVER_NOT_MET');

    // Two bets, one rolled back: the rollback closes the round (no win is accepted after it),
    // so the kept 600 counts.
    const partly = round();
    await partly.bet('600');
    const second = await partly.bet('400');
    await partly.rollback(second);
    expect(await turnoverStatus(t.app.db, m.id)).toEqual({
      required: 1_000n,
      completed: 600n,
      remaining: 400n,
    });

    // An open round counts once the vendor ends it.
    const ended = round();
    await ended.bet('300');
    expect(await completed(m.id)).toBe(600n);
    expect(codeOf(await withdraw(t.app, m, bank, '5000'))).toBe('TURNOVER_NOT_MET');
    await ended.end();
    expect(await completed(m.id)).toBe(900n);

    // A round settled by its win counts its stake.
    const won = round();
    await won.win('50', await won.bet('100'));
    expect(await completed(m.id)).toBe(1_000n);
    ok(await withdraw(t.app, m, bank, '5000'));
    await expectLedgerWhole(t.app);
  });

  it('an abandoned in-house round refunded to the player meets nothing; a settled one does', async () => {
    const { m } = await fundedMember(t.app, 10_000n);
    await requireTurnover(m.id, 5_000n);
    const start = await call(t.app, m.cookie, 'POST', '/wps/inhouse/mines/start', {
      requestId: requestId(),
      stake: '1000',
      params: { mines: 3 },
    });
    expect(start.statusCode, start.body).toBe(200);
    const roundId = Number(start.json().value.round.roundId);
    expect(await completed(m.id)).toBe(0n); // open
    const played = await call(t.app, m.cookie, 'POST', '/wps/inhouse/play', dice('700'));
    expect(played.statusCode, played.body).toBe(200);
    expect(await completed(m.id)).toBe(700n);
    offsetMs += 60 * 60_000; // past INHOUSE_ABANDON_MINUTES: the job refunds the untouched round
    await resolveInterruptedRounds(t.app);
    const refund = (await t.app.db.execute(sql`
      select count(*)::int as n from ledger_transfers
       where idempotency_key = ${`inhouse:${roundId}:refund`}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(refund.rows[0]?.n).toBe(1);
    expect(await completed(m.id)).toBe(700n);
    await expectLedgerWhole(t.app);
  });

  it('transfer-mode vendor bets count once settled, never when void; bets before the requirement never', async () => {
    const { m } = await fundedMember(t.app, 10_000n);
    const brand = await brandIdOf(t.app.db);
    const feedBet = (betId: string, stake: number, status: string, placedAt = sql`now()`) =>
      t.app.db.execute(sql`
        insert into vendor_bet_records (brand_id, member_id, vendor, category, game_code, bet_id,
                                        round_id, stake, payout, status, placed_at, settled_at)
        values (${brand}, ${m.id}, 'AG', 'LIVE', 'AG-LIVE-001', ${betId}, ${betId}, ${stake}, 0,
                ${status}, ${placedAt}, case when ${status} = 'OPEN' then null else now() end)`);
    const id = nextId('ag');
    await feedBet(`${id}-old`, 9_000, 'SETTLED', sql`now() - interval '1 hour'`);
    await requireTurnover(m.id, 2_000n);
    await feedBet(`${id}-1`, 300, 'SETTLED');
    await feedBet(`${id}-2`, 200, 'OPEN');
    await feedBet(`${id}-3`, 500, 'VOID');
    expect(await completed(m.id)).toBe(300n);
    await t.app.db.execute(sql`
      update vendor_bet_records set status = 'SETTLED', settled_at = now()
       where vendor = 'AG' and bet_id = ${`${id}-2`}`);
    expect(await completed(m.id)).toBe(500n);
  });
});
