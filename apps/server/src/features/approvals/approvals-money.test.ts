import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.ts';
import { okValue, opsPost, serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import {
  channelId,
  depositPostings,
  expectReconciled,
  type Member,
  mainBalance,
  newMember,
  postDeposit,
  requestId,
  uploadProof,
} from '../payments/payments-test-kit.ts';
import { fundedMember, type MoneyMember, withdraw } from '../withdrawals/withdrawals-test-kit.ts';

// Issue 13, four-eyes on money beyond the manual adjustment: a bonus grant, a withdrawal's
// approval and payment, a manual deposit's approval. At most the brand's threshold: one
// operator, at once. Above: a pending request; the maker cannot approve it; another operator
// approves it once; an object that changed meanwhile makes it STALE with nothing moved.
const t = setUpTestApp();

const account = serviceAccounts(() => t.app);
const as = (name: string, role = 'FINANCE') => account(name, role);

const post = opsPost(() => t.app, account);

const value = okValue;

async function setThresholds(bonusMax: string, withdrawalMax: string, depositMax: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/settings/four-eyes',
    headers: await as('boss', 'SUPER_ADMIN'),
    payload: { bonusMax, withdrawalMax, depositMax },
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

async function withdrawalStatus(id: number): Promise<{ status: string; decided_by: string }> {
  const result = (await t.app.db.execute(
    sql`select status, decided_by from withdrawals where id = ${id}`,
  )) as unknown as { rows: { status: string; decided_by: string }[] };
  const row = result.rows[0];
  if (!row) throw new Error(`no withdrawal ${id}`);
  return row;
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
  result: Record<string, unknown> | null;
  turnover: Record<string, string> | null;
}

const wUrl = (id: number, action: string) => `/ops/payments/withdrawals/${id}/${action}`;
const approve = (who: string, id: number) => post(who, `/ops/approvals/${id}/approve`);

async function pendingWithdrawal(m: MoneyMember, bank: number, amount: string) {
  return value<{ id: number }>(await withdraw(t.app, m, bank, amount));
}

describe('the brand thresholds', () => {
  it('default to bonus 0 and 1,000.00 for withdrawals and deposits; a super admin sets them, audited', async () => {
    const auditor = await as('audit-ann', 'AUDITOR');
    const initial = value(await t.app.inject({ url: '/ops/settings/four-eyes', headers: auditor }));
    expect(initial).toEqual({
      bonusMax: '0',
      withdrawalMax: '100000',
      depositMax: '100000',
      refundMax: '0',
      currency: 'MYR',
      currencyScale: 2,
      updatedBy: null,
      updatedAt: null,
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/four-eyes',
      headers: await as('fin-a'),
      payload: { bonusMax: '999999', withdrawalMax: '999999', depositMax: '999999' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/four-eyes',
      headers: await as('boss', 'SUPER_ADMIN'),
      payload: { bonusMax: '-1', withdrawalMax: '1', depositMax: '1' },
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');

    expect(await setThresholds('500', '200000', '300000')).toMatchObject({
      bonusMax: '500',
      withdrawalMax: '200000',
      depositMax: '300000',
      updatedBy: 'boss',
    });
    const [row] = await t.app.audit.list({ action: 'settings.four-eyes', limit: 1 });
    expect(row).toMatchObject({
      actor: 'boss',
      before: { bonusMax: '0', withdrawalMax: '100000', depositMax: '100000' },
      after: { bonusMax: '500', withdrawalMax: '200000', depositMax: '300000' },
    });
    await setThresholds('0', '100000', '100000');
  });
});

describe('a bonus grant', () => {
  const grant = (account: string, amount: string, key: string) => ({
    account,
    amount,
    turnoverPercent: 100,
    title: 'Loyalty gift',
    idempotencyKey: key,
  });

  it('at most the threshold: granted at once and audited', async () => {
    await setThresholds('5000', '100000', '100000');
    const m = await createMember(t.app);
    const key = `gift-low-${m.id}`;
    const res = value(await post('fin-a', '/ops/members/bonus', grant(m.account, '5000', key)));
    expect(res).toMatchObject({ bonus: { created: true }, approval: null });
    expect(await mainBalance(t.app, m.id)).toBe(5000n);
    expect(await postings(`bonus:${key}`)).toBe(1);
    const [audited] = await t.app.audit.list({ action: 'member.bonus', limit: 1 });
    expect(audited).toMatchObject({ actor: 'fin-a', objectId: m.account });
    await setThresholds('0', '100000', '100000');
  });

  it('above it: a request; refused to its maker and as a duplicate; a checker grants it once', async () => {
    const m = await createMember(t.app);
    const key = `gift-high-${m.id}`;
    const made = value<{ bonus: null; approval: Approval }>(
      await post('fin-a', '/ops/members/bonus', grant(m.account, '7000', key)),
    );
    expect(made.bonus).toBeNull();
    expect(made.approval).toMatchObject({
      kind: 'BONUS_GRANT',
      status: 'PENDING',
      objectType: 'bonus',
      objectId: key,
      account: m.account,
      amount: '7000',
      reason: 'Loyalty gift',
      madeBy: 'fin-a',
    });
    const id = made.approval.id;
    expect(await postings(`bonus:${key}`)).toBe(0);

    const twice = await post('fin-b', '/ops/members/bonus', grant(m.account, '7000', key));
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'object', issue: 'ALREADY_PENDING' }],
    });
    const own = await approve('fin-a', id);
    expect(own.statusCode).toBe(403);
    expect(await mainBalance(t.app, m.id)).toBe(0n);

    const approved = value<Approval>(await approve('fin-b', id));
    expect(approved).toMatchObject({ status: 'APPROVED', checkedBy: 'fin-b' });
    expect(approved.result).toMatchObject({ transferId: expect.any(Number), created: true });
    expect(await mainBalance(t.app, m.id)).toBe(7000n);
    expect(await postings(`bonus:${key}`)).toBe(1);

    expect((await approve('fin-c', id)).json().code).toBe('INVALID_STATE');
    // The same grant again is a replay of the posted bonus: answered at once, nothing moves.
    const replay = value(await post('fin-a', '/ops/members/bonus', grant(m.account, '7000', key)));
    expect(replay).toMatchObject({ bonus: { created: false }, approval: null });
    expect(await mainBalance(t.app, m.id)).toBe(7000n);
    expect(await postings(`bonus:${key}`)).toBe(1);
    const onMember = await t.app.audit.list({
      objectType: 'member',
      objectId: m.account,
      limit: 5,
    });
    expect(onMember.map((r) => `${r.action} ${r.actor}`)).toContain('member.bonus fin-b');
  });
});

describe('a withdrawal', () => {
  it('at most the threshold: approved and paid at once', async () => {
    const { m, bank } = await fundedMember(t.app, 200_000n);
    const w = await pendingWithdrawal(m, bank, '100000');
    const approved = value(await post('fin-a', wUrl(w.id, 'approve')));
    expect(approved).toMatchObject({ withdrawal: { status: 'APPROVED' }, approval: null });
    const paid = value(await post('fin-a', wUrl(w.id, 'pay'), { payoutReference: 'LOW-1' }));
    expect(paid).toMatchObject({ withdrawal: { status: 'PAID' }, approval: null });
    expect(await postings(`withdrawal:${w.id}:pay`)).toBe(1);
  });

  it('above it: approval and payment each wait for a second operator, and happen once', async () => {
    const { m, bank } = await fundedMember(t.app, 300_000n);
    const w = await pendingWithdrawal(m, bank, '150000');

    const made = value<{ withdrawal: { status: string }; approval: Approval }>(
      await post('fin-a', wUrl(w.id, 'approve')),
    );
    expect(made.withdrawal.status).toBe('PENDING');
    expect(made.approval).toMatchObject({
      kind: 'WITHDRAWAL_APPROVAL',
      objectType: 'withdrawal',
      objectId: String(w.id),
      amount: '150000',
      account: m.account,
      madeBy: 'fin-a',
    });
    expect(await withdrawalStatus(w.id)).toMatchObject({ status: 'PENDING' });
    expect((await post('fin-b', wUrl(w.id, 'approve'))).json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ issue: 'ALREADY_PENDING' }],
    });

    // What the checker sees in the queue: kind, object, member, amount, maker, turnover.
    const listed = value<{ items: Approval[] }>(
      await t.app.inject({
        url: '/ops/approvals?kind=WITHDRAWAL_APPROVAL',
        headers: await as('fin-b'),
      }),
    ).items.find((a) => a.id === made.approval.id);
    expect(listed).toMatchObject({
      account: m.account,
      amount: '150000',
      madeBy: 'fin-a',
      turnover: { required: '0', completed: '0', remaining: '0' },
    });

    expect((await approve('fin-a', made.approval.id)).statusCode).toBe(403);
    expect(await withdrawalStatus(w.id)).toMatchObject({ status: 'PENDING' });
    const approved = value<Approval>(await approve('fin-b', made.approval.id));
    expect(approved).toMatchObject({ status: 'APPROVED', result: { status: 'APPROVED' } });
    expect(await withdrawalStatus(w.id)).toEqual({ status: 'APPROVED', decided_by: 'fin-b' });
    expect((await approve('fin-c', made.approval.id)).json().code).toBe('INVALID_STATE');

    const payReq = value<{ withdrawal: { status: string }; approval: Approval }>(
      await post('fin-a', wUrl(w.id, 'pay'), { payoutReference: 'BIG-1' }),
    );
    expect(payReq).toMatchObject({
      withdrawal: { status: 'APPROVED' },
      approval: { kind: 'WITHDRAWAL_PAYMENT', status: 'PENDING' },
    });
    expect(await postings(`withdrawal:${w.id}:pay`)).toBe(0);
    expect((await approve('fin-a', payReq.approval.id)).statusCode).toBe(403);
    expect(await postings(`withdrawal:${w.id}:pay`)).toBe(0);
    const paid = value<Approval>(await approve('fin-c', payReq.approval.id));
    expect(paid.result).toMatchObject({ status: 'PAID', payoutReference: 'BIG-1' });
    expect(await withdrawalStatus(w.id)).toEqual({ status: 'PAID', decided_by: 'fin-c' });
    expect(await postings(`withdrawal:${w.id}:pay`)).toBe(1);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 150_000n, held: 0n });
    expect((await approve('fin-b', payReq.approval.id)).json().code).toBe('INVALID_STATE');
    expect(await postings(`withdrawal:${w.id}:pay`)).toBe(1);
    await expectReconciled(t.app);
  });

  it('rejected after the request: the approval is refused, the request STALE, nothing paid', async () => {
    const { m, bank } = await fundedMember(t.app, 300_000n);
    const w = await pendingWithdrawal(m, bank, '150000');
    const request = value<{ approval: Approval }>(await post('fin-a', wUrl(w.id, 'approve')));
    value(await post('fin-b', wUrl(w.id, 'reject'), { reason: 'name mismatch' }));

    const refused = await approve('fin-c', request.approval.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'object', issue: 'OBJECT_CHANGED' }],
    });
    expect(await requestStatus(request.approval.id)).toBe('STALE');
    expect(await withdrawalStatus(w.id)).toMatchObject({ status: 'REJECTED' });
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 300_000n, held: 0n });
    expect((await approve('fin-c', request.approval.id)).json().code).toBe('INVALID_STATE');
    const stale = value<{ items: Approval[] }>(
      await t.app.inject({ url: '/ops/approvals?status=STALE', headers: await as('fin-c') }),
    ).items.find((a) => a.id === request.approval.id);
    expect(stale).toMatchObject({
      checkedBy: 'fin-c',
      result: { objectChanged: { status: 'REJECTED' } },
    });
    const [audited] = await t.app.audit.list({
      objectType: 'approval',
      objectId: String(request.approval.id),
      limit: 1,
    });
    expect(audited).toMatchObject({ action: 'approval.stale', actor: 'fin-c' });
  });

  it('rejected while its payment waits: the payment is refused, the money back once', async () => {
    const { m, bank } = await fundedMember(t.app, 300_000n);
    const w = await pendingWithdrawal(m, bank, '150000');
    await setThresholds('0', '200000', '100000');
    value(await post('fin-a', wUrl(w.id, 'approve')));
    await setThresholds('0', '100000', '100000');
    const payReq = value<{ approval: Approval }>(
      await post('fin-a', wUrl(w.id, 'pay'), { payoutReference: 'GONE-1' }),
    );
    value(await post('fin-b', wUrl(w.id, 'reject'), { reason: 'fraud check' }));
    expect((await approve('fin-b', payReq.approval.id)).json().code).toBe('CONFLICT');
    expect(await requestStatus(payReq.approval.id)).toBe('STALE');
    expect(await postings(`withdrawal:${w.id}:pay`)).toBe(0);
    expect(await postings(`withdrawal:${w.id}:release`)).toBe(1);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 300_000n, held: 0n });
    await expectReconciled(t.app);
  });
});

describe('a manual deposit', () => {
  let bankChannel: number;
  let bankId: number;
  beforeAll(async () => {
    bankChannel = await channelId(t.app, 'BANK_TRANSFER');
    const member = await newMember(t.app);
    const res = await t.app.inject({
      url: '/wps/payment/channels',
      headers: { cookie: member.cookie },
    });
    const bank = res.json().value.find((c: { code: string }) => c.code === 'BANK_TRANSFER');
    bankId = bank.banks[0].id;
  });

  async function deposit(member: Member, amount: string): Promise<{ id: number }> {
    const proof = await uploadProof(t.app, member);
    const res = await postDeposit(t.app, member, {
      channelId: bankChannel,
      receivingBankId: bankId,
      amount,
      requestId: requestId(),
      proofUploadIds: [proof],
    });
    return value(res);
  }
  const dUrl = (id: number, action: string) => `/ops/payments/deposits/${id}/${action}`;

  it('at most the threshold: credited at once', async () => {
    const member = await newMember(t.app);
    const d = await deposit(member, '100000');
    const res = value(await post('fin-a', dUrl(d.id, 'approve')));
    expect(res).toMatchObject({ deposit: { status: 'APPROVED' }, approval: null });
    expect(await mainBalance(t.app, member.id)).toBe(100_000n);
  });

  it('above it: a request; its maker cannot approve it; a checker credits it once', async () => {
    const member = await newMember(t.app);
    const d = await deposit(member, '150000');
    const made = value<{ deposit: { status: string }; approval: Approval }>(
      await post('fin-a', dUrl(d.id, 'approve')),
    );
    expect(made).toMatchObject({
      deposit: { status: 'PENDING' },
      approval: { kind: 'DEPOSIT_APPROVAL', objectId: String(d.id), amount: '150000' },
    });
    expect((await post('fin-b', dUrl(d.id, 'approve'))).json().code).toBe('CONFLICT');
    expect((await approve('fin-a', made.approval.id)).statusCode).toBe(403);
    expect(await depositPostings(t.app, d.id)).toBe(0);

    const approved = value<Approval>(await approve('fin-b', made.approval.id));
    expect(approved).toMatchObject({ status: 'APPROVED', result: { status: 'APPROVED' } });
    expect(await mainBalance(t.app, member.id)).toBe(150_000n);
    expect(await depositPostings(t.app, d.id)).toBe(1);
    expect((await approve('fin-c', made.approval.id)).json().code).toBe('INVALID_STATE');
    // Approving the credited deposit itself: refused as before, no new request.
    expect((await post('fin-a', dUrl(d.id, 'approve'))).json().code).toBe('INVALID_STATE');
    expect(await depositPostings(t.app, d.id)).toBe(1);
  });

  it('rejected by another operator after the request: the approval is refused, nothing credited', async () => {
    const member = await newMember(t.app);
    const d = await deposit(member, '150000');
    const made = value<{ approval: Approval }>(await post('fin-a', dUrl(d.id, 'approve')));
    value(await post('fin-b', dUrl(d.id, 'reject'), { reason: 'slip unreadable' }));
    const refused = await approve('fin-c', made.approval.id);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ issue: 'OBJECT_CHANGED' }],
    });
    expect(await requestStatus(made.approval.id)).toBe('STALE');
    expect(await depositPostings(t.app, d.id)).toBe(0);
    expect(await mainBalance(t.app, member.id)).toBe(0n);
  });

  it('a checker approving while another operator rejects: one wins, credited at most once', async () => {
    const member = await newMember(t.app);
    const d = await deposit(member, '150000');
    const made = value<{ approval: Approval }>(await post('fin-a', dUrl(d.id, 'approve')));
    const [approval, rejection] = await Promise.all([
      approve('fin-b', made.approval.id),
      post('fin-c', dUrl(d.id, 'reject'), { reason: 'race' }),
    ]);
    const credited = approval.statusCode === 200;
    expect(credited).not.toBe(rejection.statusCode === 200);
    expect(await depositPostings(t.app, d.id)).toBe(credited ? 1 : 0);
    expect(await mainBalance(t.app, member.id)).toBe(credited ? 150_000n : 0n);
    expect(await requestStatus(made.approval.id)).toBe(credited ? 'APPROVED' : 'STALE');
    await expectReconciled(t.app);
  });
});

describe('three checkers at once', () => {
  it('one approves the payment; it is paid once', async () => {
    const { m, bank } = await fundedMember(t.app, 300_000n);
    const w = await pendingWithdrawal(m, bank, '150000');
    await setThresholds('0', '200000', '100000');
    value(await post('fin-a', wUrl(w.id, 'approve')));
    await setThresholds('0', '100000', '100000');
    const payReq = value<{ approval: Approval }>(
      await post('fin-a', wUrl(w.id, 'pay'), { payoutReference: 'RACE-1' }),
    );
    const answers = await Promise.all(
      ['fin-b', 'fin-c', 'fin-d'].map((who) => approve(who, payReq.approval.id)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json().code).toBe('INVALID_STATE');
    }
    expect(await postings(`withdrawal:${w.id}:pay`)).toBe(1);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 150_000n, held: 0n });
    await expectReconciled(t.app);
  });
});

describe('the approvals list', () => {
  it('filters by kind and status, in keyset pages', async () => {
    const m = await createMember(t.app);
    const made: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = value<{ approval: Approval }>(
        await post('fin-a', '/ops/members/bonus', {
          account: m.account,
          amount: '900',
          turnoverPercent: 0,
          title: `page ${n}`,
          idempotencyKey: `page-${m.id}-${n}`,
        }),
      );
      made.push(res.approval.id);
    }
    const headers = await as('fin-b');
    const first = value<{ items: Approval[]; nextBefore: number | null }>(
      await t.app.inject({ url: '/ops/approvals?kind=BONUS_GRANT&limit=2', headers }),
    );
    expect(first.items.map((a) => a.id)).toEqual([made[2], made[1]]);
    expect(first.items.every((a) => a.kind === 'BONUS_GRANT' && a.status === 'PENDING')).toBe(true);
    const second = value<{ items: Approval[] }>(
      await t.app.inject({
        url: `/ops/approvals?kind=BONUS_GRANT&limit=2&before=${first.nextBefore}`,
        headers,
      }),
    );
    expect(second.items.map((a) => a.id)).toContain(made[0]);
    const deposits = value<{ items: Approval[] }>(
      await t.app.inject({ url: '/ops/approvals?kind=DEPOSIT_APPROVAL', headers }),
    );
    expect(deposits.items.map((a) => a.id)).not.toContain(made[0]);
  });
});
