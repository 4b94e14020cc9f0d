import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { okValue, opsPost, serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { expectReconciled } from '../payments/payments-test-kit.ts';
import { resolve } from '../withdrawals/withdrawals-ops.service.ts';
import {
  fundedMember,
  type MoneyMember,
  memberCall,
  proofUpload,
  withdraw,
} from '../withdrawals/withdrawals-test-kit.ts';

// Issue 13: a disputed withdrawal's refund (house PAYMENTS -> the member's MAIN) is four-eyes
// above the brand's refund threshold (by default every refund waits). At most the threshold,
// or nothing refunded: one operator, at once. Above it: a WITHDRAWAL_REFUND request that its
// maker cannot approve, that blocks a direct resolution while it waits, and that a second
// operator carries out once, after checking the withdrawal again (still disputed, same amount).
const t = setUpTestApp();

const account = serviceAccounts(() => t.app);
const as = (name: string, role = 'FINANCE') => account(name, role);

const post = opsPost(() => t.app, account);

const value = okValue;

async function setRefundMax(refundMax: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/settings/four-eyes',
    headers: await as('boss', 'SUPER_ADMIN'),
    payload: { bonusMax: '0', withdrawalMax: '100000', depositMax: '100000', refundMax },
  });
  return value(res);
}

/** Ledger transfers whose idempotency key is exactly this one. */
async function postings(key: string): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select id from ledger_transfers where idempotency_key = ${key}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}

async function requestStatus(id: number): Promise<string | undefined> {
  const result = (await t.app.db.execute(
    sql`select status from approval_requests where id = ${id}`,
  )) as unknown as { rows: { status: string }[] };
  return result.rows[0]?.status;
}

interface Withdrawal {
  id: number;
  status: string;
  amount: string;
  receivedAmount: string | null;
  refundedAmount: string | null;
  resolutionNote: string | null;
  decidedBy: string | null;
}

interface Approval {
  id: number;
  kind: string;
  status: string;
  objectType: string;
  objectId: string;
  amount: string | null;
  account: string | null;
  reason: string | null;
  madeBy: string;
  checkedBy: string | null;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
}

interface Resolved {
  withdrawal: Withdrawal;
  approval: Approval | null;
}

const wUrl = (id: number, action: string) => `/ops/payments/withdrawals/${id}/${action}`;
const approve = (who: string, id: number) => post(who, `/ops/approvals/${id}/approve`);
const refundKey = (id: number) => `withdrawal:${id}:refund`;
const mainOf = async (m: MoneyMember) => (await t.app.ledger.balance(m.id)).main;

async function withdrawalOf(id: number): Promise<Withdrawal> {
  const list = value<{ items: Withdrawal[] }>(
    await t.app.inject({
      url: '/ops/payments/withdrawals?status=DISPUTED&limit=200',
      headers: await as('fin-a'),
    }),
  );
  const disputed = list.items.find((w) => w.id === id);
  if (disputed) return disputed;
  const done = value<{ items: Withdrawal[] }>(
    await t.app.inject({
      url: '/ops/payments/withdrawals?status=COMPLETED&limit=200',
      headers: await as('fin-a'),
    }),
  ).items.find((w) => w.id === id);
  if (!done) throw new Error(`withdrawal ${id} is neither disputed nor completed`);
  return done;
}

/**
 * A member's withdrawal of `amount`, approved and paid by one operator (within the withdrawal
 * threshold), then reported as partly received (`received`; 0: not received) with a proof.
 */
async function disputed(amount: string, received: string) {
  const { m, bank } = await fundedMember(t.app, 100_000n);
  const w = value<{ id: number }>(await withdraw(t.app, m, bank, amount));
  value(await post('fin-a', wUrl(w.id, 'approve')));
  value(await post('fin-a', wUrl(w.id, 'pay'), { payoutReference: `PAY-${w.id}` }));
  const proof = await proofUpload(t.app, m.id);
  const report =
    received === '0'
      ? { result: 'NOT_RECEIVED', proofUploadIds: [proof] }
      : { result: 'PARTIAL', receivedAmount: received, proofUploadIds: [proof], remark: 'short' };
  const confirmUrl = `/wps/payment/withdrawals/${w.id}/confirm`;
  const reported = await memberCall(t.app, m.cookie, 'POST', confirmUrl, report);
  expect(reported.statusCode, reported.body).toBe(200);
  return { m, id: w.id, main: await mainOf(m) };
}

describe('a refund at most the threshold, or none', () => {
  it('is carried out at once by one operator, with its note, and audited', async () => {
    await setRefundMax('5000');
    const { m, id, main } = await disputed('30000', '25000');
    const done = value<Resolved>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '5000', note: 'bank: 250 in' }),
    );
    expect(done).toMatchObject({
      withdrawal: {
        status: 'COMPLETED',
        refundedAmount: '5000',
        resolutionNote: 'bank: 250 in',
        decidedBy: 'fin-a',
      },
      approval: null,
    });
    expect(await mainOf(m)).toBe(main + 5000n);
    expect(await postings(refundKey(id))).toBe(1);
    const [audited] = await t.app.audit.list({
      objectType: 'withdrawal',
      objectId: String(id),
      limit: 1,
    });
    expect(audited).toMatchObject({ action: 'withdrawal.resolve', actor: 'fin-a' });
    await setRefundMax('0');
  });

  it('closes a dispute with nothing refunded at once, whatever the threshold', async () => {
    const { m, id, main } = await disputed('30000', '29000');
    const done = value<Resolved>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '0', note: 'all arrived' }),
    );
    expect(done).toMatchObject({
      withdrawal: { status: 'COMPLETED', refundedAmount: '0' },
      approval: null,
    });
    expect(await mainOf(m)).toBe(main);
    expect(await postings(refundKey(id))).toBe(0);
  });
});

describe('a refund above the threshold', () => {
  it('waits as a request; its maker cannot approve it; a second operator refunds once', async () => {
    const { m, id, main } = await disputed('30000', '12000');
    const note = 'Bank trace: only 120.00 credited';
    const made = value<Resolved & { approval: Approval }>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '18000', note }),
    );
    expect(made.withdrawal).toMatchObject({ id, status: 'DISPUTED', refundedAmount: null });
    expect(made.approval).toMatchObject({
      kind: 'WITHDRAWAL_REFUND',
      status: 'PENDING',
      objectType: 'withdrawal',
      objectId: String(id),
      amount: '18000',
      account: m.account,
      reason: note,
      madeBy: 'fin-a',
      payload: { withdrawalAmount: '30000', receivedAmount: '12000', payoutReference: `PAY-${id}` },
    });
    const requestId = made.approval.id;
    expect(await postings(refundKey(id))).toBe(0);
    const [requested] = await t.app.audit.list({ action: 'approval.request', limit: 1 });
    expect(requested).toMatchObject({ actor: 'fin-a', objectId: String(requestId) });

    // While it waits: no second request, and no direct resolution (not even refunding nothing).
    for (const refundAmount of ['18000', '0']) {
      const refused = await post('fin-b', wUrl(id, 'resolve'), { refundAmount, note: 'me too' });
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        details: [{ path: 'object', issue: 'ALREADY_PENDING' }],
      });
    }
    // The checker finds it by its withdrawal.
    const listed = value<{ items: Approval[] }>(
      await t.app.inject({
        url: `/ops/approvals?kind=WITHDRAWAL_REFUND&objectId=${id}`,
        headers: await as('fin-b'),
      }),
    ).items;
    expect(listed.map((a) => a.id)).toEqual([requestId]);

    // The maker: refused by the service, and by the table itself whatever the code does.
    expect((await approve('fin-a', requestId)).statusCode).toBe(403);
    await expect(
      t.app.db.execute(sql`update approval_requests set status = 'APPROVED',
        checked_by = made_by, checked_at = now() where id = ${requestId}`),
    ).rejects.toThrow();
    expect(await requestStatus(requestId)).toBe('PENDING');
    expect(await withdrawalOf(id)).toMatchObject({ status: 'DISPUTED', refundedAmount: null });
    expect(await mainOf(m)).toBe(main);

    const approved = value<Approval>(await approve('fin-b', requestId));
    expect(approved).toMatchObject({
      status: 'APPROVED',
      checkedBy: 'fin-b',
      result: { withdrawalId: id, status: 'COMPLETED', refundedAmount: '18000' },
    });
    expect(await withdrawalOf(id)).toMatchObject({
      status: 'COMPLETED',
      refundedAmount: '18000',
      resolutionNote: note,
      decidedBy: 'fin-b',
    });
    expect(await mainOf(m)).toBe(main + 18_000n);
    expect(await postings(refundKey(id))).toBe(1);

    // Once only: a second approval and a replayed resolution move nothing.
    expect((await approve('fin-c', requestId)).json().code).toBe('INVALID_STATE');
    const replay = value<Resolved>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '18000', note }),
    );
    expect(replay).toMatchObject({ withdrawal: { status: 'COMPLETED' }, approval: null });
    expect(await mainOf(m)).toBe(main + 18_000n);
    expect(await postings(refundKey(id))).toBe(1);
    const onWithdrawal = await t.app.audit.list({
      objectType: 'withdrawal',
      objectId: String(id),
      limit: 5,
    });
    expect(onWithdrawal.map((r) => `${r.action} ${r.actor}`)).toContain('withdrawal.resolve fin-b');
    await expectReconciled(t.app);
  });

  it('rejected: the withdrawal stays disputed with nothing refunded, and can be resolved again', async () => {
    const { m, id, main } = await disputed('30000', '0');
    const made = value<{ approval: Approval }>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '30000', note: 'nothing came' }),
    );
    const rejected = value<Approval>(
      await post('fin-b', `/ops/approvals/${made.approval.id}/reject`, { note: 'ask the bank' }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', checkedBy: 'fin-b' });
    expect(await withdrawalOf(id)).toMatchObject({ status: 'DISPUTED', refundedAmount: null });
    expect(await mainOf(m)).toBe(main);
    expect(await postings(refundKey(id))).toBe(0);
    // No longer blocked: a new request can be made.
    const again = value<{ approval: Approval }>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '30000', note: 'bank confirmed' }),
    );
    expect(again.approval).toMatchObject({ status: 'PENDING', kind: 'WITHDRAWAL_REFUND' });
    expect(again.approval.id).not.toBe(made.approval.id);
  });

  it('resolved another way meanwhile: the approval is refused, the request STALE, no second refund', async () => {
    const { m, id, main } = await disputed('30000', '20000');
    const made = value<{ approval: Approval }>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '10000', note: 'partial' }),
    );
    // The withdrawal moves without the route's check (as a resolution racing the request would).
    const deps = { db: t.app.db, ledger: t.app.ledger, now: () => new Date() };
    const brand = t.brand;
    await resolve(deps, brand, id, 4000n, 'settled with the member', 'fin-x');

    const refused = await approve('fin-b', made.approval.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'object', issue: 'OBJECT_CHANGED' }],
    });
    expect(await requestStatus(made.approval.id)).toBe('STALE');
    expect(await withdrawalOf(id)).toMatchObject({
      status: 'COMPLETED',
      refundedAmount: '4000',
      resolutionNote: 'settled with the member',
    });
    expect(await mainOf(m)).toBe(main + 4000n);
    expect(await postings(refundKey(id))).toBe(1);
    const [audited] = await t.app.audit.list({
      objectType: 'approval',
      objectId: String(made.approval.id),
      limit: 1,
    });
    expect(audited).toMatchObject({ action: 'approval.stale', actor: 'fin-b' });
    await expectReconciled(t.app);
  });
});

describe('refused, changing nothing', () => {
  it('a refund above the withdrawal amount, a blank note, a withdrawal not disputed', async () => {
    const { m, id, main } = await disputed('30000', '10000');
    for (const body of [
      { refundAmount: '30001', note: 'too much' },
      { refundAmount: '-5', note: 'negative' },
      { refundAmount: '100', note: '   ' },
    ]) {
      const res = await post('fin-a', wUrl(id, 'resolve'), body);
      expect(res.json().code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    expect(await withdrawalOf(id)).toMatchObject({ status: 'DISPUTED', refundedAmount: null });
    const requests = value<{ items: Approval[] }>(
      await t.app.inject({
        url: `/ops/approvals?kind=WITHDRAWAL_REFUND&objectId=${id}`,
        headers: await as('fin-b'),
      }),
    ).items;
    expect(requests).toEqual([]);
    expect(await mainOf(m)).toBe(main);

    // A paid withdrawal the member has not disputed cannot be resolved.
    const { m: other, bank } = await fundedMember(t.app, 50_000n);
    const paid = value<{ id: number }>(await withdraw(t.app, other, bank, '20000'));
    value(await post('fin-a', wUrl(paid.id, 'approve')));
    value(await post('fin-a', wUrl(paid.id, 'pay'), { payoutReference: 'P-ND' }));
    const notDisputed = await post('fin-a', wUrl(paid.id, 'resolve'), {
      refundAmount: '20000',
      note: 'no dispute',
    });
    expect(notDisputed.json().code).toBe('INVALID_STATE');
    expect(await postings(refundKey(paid.id))).toBe(0);
    // A role without payments.withdrawals.pay is refused.
    const risk = await t.app.inject({
      method: 'POST',
      url: wUrl(id, 'resolve'),
      headers: await as('risk-ray', 'RISK'),
      payload: { refundAmount: '100', note: 'risk' },
    });
    expect(risk.statusCode).toBe(403);
  });
});

describe('checkers racing on one refund request', () => {
  it('three approve at once: one wins, the money moves once', async () => {
    const { m, id, main } = await disputed('40000', '10000');
    const made = value<{ approval: Approval }>(
      await post('fin-a', wUrl(id, 'resolve'), { refundAmount: '30000', note: 'race' }),
    );
    const answers = await Promise.all(
      ['fin-b', 'fin-c', 'fin-d'].map((who) => approve(who, made.approval.id)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json().code).toBe('INVALID_STATE');
    }
    expect(await requestStatus(made.approval.id)).toBe('APPROVED');
    expect(await postings(refundKey(id))).toBe(1);
    expect(await mainOf(m)).toBe(main + 30_000n);
    expect(await withdrawalOf(id)).toMatchObject({ status: 'COMPLETED', refundedAmount: '30000' });
    await expectReconciled(t.app);
  });
});
