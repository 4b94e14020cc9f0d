import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandId } from '../../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bindAccount,
  codeOf,
  expectLedgerWhole,
  fund,
  fundedMember,
  type MoneyMember,
  memberCall,
  moneyMember,
  ok,
  opsGet,
  opsPost,
  proofUpload,
  requestId,
  trialCookie,
  withdraw,
} from './withdrawals-test-kit.ts';

const START = new Date('2026-05-01T04:00:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { operatorApiToken: OPERATOR_TOKEN, sessionIdleMinutes: 240 },
    { now: () => now },
  );
  // Refunds here are decided by one operator: four-eyes on them is approvals-refund.test.ts's.
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/settings/four-eyes',
    headers: operatorHeaders(),
    payload: { bonusMax: '0', withdrawalMax: '100000', depositMax: '100000', refundMax: '100000' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 3_600_000);
});

interface W {
  id: number;
  status: string;
  amount: string;
  confirmation: string | null;
  receivedAmount: string | null;
  refundedAmount: string | null;
  confirmDeadline: string | null;
  accountNumber: string;
}

const funded = (amount?: bigint) => fundedMember(t.app, amount);

const balance = (id: number) => t.app.ledger.balance(id);
const url = (id: number, action: string) => `/ops/payments/withdrawals/${id}/${action}`;
const confirm = (m: MoneyMember, id: number, body: Record<string, unknown>) =>
  memberCall(t.app, m.cookie, 'POST', `/wps/payment/withdrawals/${id}/confirm`, body);

async function paidWithdrawal(amount = '30000') {
  const { m, bank } = await funded();
  const w = ok<W>(await withdraw(t.app, m, bank, amount));
  ok(await opsPost(t.app, url(w.id, 'approve')));
  ok(await opsPost(t.app, url(w.id, 'pay'), { payoutReference: `PAY-${w.id}` }));
  return { m, w };
}

describe('a withdrawal from request to confirmation', () => {
  it('holds at request, pays out, completes on RECEIVED', async () => {
    const { m, bank } = await funded(100_000n);
    const w = ok<W>(await withdraw(t.app, m, bank, '30000'));
    expect(w).toMatchObject({ status: 'PENDING', amount: '30000', confirmation: null });
    expect(w.accountNumber).toMatch(/^\*+\d{4}$/u);
    expect(await balance(m.id)).toMatchObject({ main: 70_000n, held: 30_000n });

    const pending = ok<{ items: { id: number; memberId: number }[] }>(
      await opsGet(t.app, '/ops/payments/withdrawals'),
    ).items;
    expect(pending.find((p) => p.id === w.id)).toMatchObject({ memberId: m.id });
    // At most the brand's four-eyes threshold (1,000.00): approved at once, no request.
    expect(ok(await opsPost(t.app, url(w.id, 'approve'), undefined, 'alice'))).toMatchObject({
      withdrawal: {
        status: 'APPROVED',
        decidedBy: 'operator-token', // the token's identity, not x-operator (decision 023)
      },
      approval: null,
    });
    ok(await opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'MBB-0001' }));
    expect(await balance(m.id)).toMatchObject({ main: 70_000n, held: 0n });
    const house = await t.app.ledger.houseBalance(await brandId(t.app), 'PAYMENTS');
    expect(house).toBeLessThan(0n);

    const [listed] = ok<{ content: W[] }>(
      await memberCall(t.app, m.cookie, 'GET', '/wps/payment/withdrawals'),
    ).content;
    expect(listed).toMatchObject({ id: w.id, status: 'PAID' });
    expect(new Date(listed?.confirmDeadline ?? 0).getTime()).toBe(now.getTime() + 30 * 60_000);

    const done = ok<W>(await confirm(m, w.id, { result: 'RECEIVED' }));
    expect(done).toMatchObject({ status: 'COMPLETED', confirmation: 'RECEIVED' });
    expect(codeOf(await confirm(m, w.id, { result: 'RECEIVED' }))).toBe('INVALID_STATE');
    await expectLedgerWhole(t.app);
  });

  it('partial receipt with proof opens a dispute; resolving refunds to MAIN', async () => {
    const { m, w } = await paidWithdrawal('30000');
    const proofs = [await proofUpload(t.app, m.id), await proofUpload(t.app, m.id)];
    const disputed = ok<W>(
      await confirm(m, w.id, {
        result: 'PARTIAL',
        receivedAmount: '20000',
        proofUploadIds: proofs,
        remark: 'only 200 arrived',
      }),
    );
    expect(disputed).toMatchObject({
      status: 'DISPUTED',
      confirmation: 'PARTIAL',
      receivedAmount: '20000',
    });
    const listed = ok<{ items: { id: number }[] }>(
      await opsGet(t.app, '/ops/payments/withdrawals?status=DISPUTED'),
    ).items.find((x) => x.id === w.id);
    // What the operator resolving it needs: the report, its proofs and time, the payout.
    expect(listed).toMatchObject({
      confirmation: 'PARTIAL',
      confirmProofUploadIds: proofs,
      confirmRemark: 'only 200 arrived',
      receivedAmount: '20000',
      confirmedAt: now.toISOString(),
      paidAt: now.toISOString(),
      payoutReference: `PAY-${w.id}`,
      resolutionNote: null,
    });
    expect(
      codeOf(await opsPost(t.app, url(w.id, 'resolve'), { refundAmount: '30001', note: 'x' })),
    ).toBe('VALIDATION_FAILED');
    expect(
      codeOf(await opsPost(t.app, url(w.id, 'resolve'), { refundAmount: '-1', note: 'x' })),
    ).toBe('VALIDATION_FAILED');
    expect(
      codeOf(await opsPost(t.app, url(w.id, 'resolve'), { refundAmount: '100', note: ' ' })),
    ).toBe('VALIDATION_FAILED');
    expect((await balance(m.id)).main).toBe(70_000n);
    const resolved = ok<{ withdrawal: W & { resolutionNote: string }; approval: null }>(
      await opsPost(t.app, url(w.id, 'resolve'), { refundAmount: '10000', note: 'bank confirmed' }),
    );
    expect(resolved).toMatchObject({
      withdrawal: {
        status: 'COMPLETED',
        refundedAmount: '10000',
        resolutionNote: 'bank confirmed',
      },
      approval: null,
    });
    expect(await balance(m.id)).toMatchObject({ main: 80_000n, held: 0n });
    // A retry of the same resolution repairs nothing and refunds nothing twice.
    ok(await opsPost(t.app, url(w.id, 'resolve'), { refundAmount: '10000', note: 'again' }));
    expect((await balance(m.id)).main).toBe(80_000n);
    // Another refund on the resolved withdrawal is refused.
    expect(
      codeOf(await opsPost(t.app, url(w.id, 'resolve'), { refundAmount: '5000', note: 'more' })),
    ).toBe('INVALID_STATE');
    expect((await balance(m.id)).main).toBe(80_000n);
    const view = ok<{ content: W[] }>(
      await memberCall(t.app, m.cookie, 'GET', '/wps/payment/withdrawals'),
    ).content[0];
    expect(view).toMatchObject({ refundedAmount: '10000', status: 'COMPLETED' });
    await expectLedgerWhole(t.app);
  });

  it('refuses a partial amount not below the amount, and proofs that are not the member’s', async () => {
    const { m, w } = await paidWithdrawal('30000');
    const other = await moneyMember(t.app);
    const mine = await proofUpload(t.app, m.id);
    const theirs = await proofUpload(t.app, other.id);
    const partial = (receivedAmount: string, proofUploadIds: number[]) =>
      confirm(m, w.id, { result: 'PARTIAL', receivedAmount, proofUploadIds });
    expect(codeOf(await partial('30000', [mine]))).toBe('VALIDATION_FAILED');
    expect(codeOf(await partial('100', [theirs]))).toBe('VALIDATION_FAILED');
    expect(codeOf(await partial('100', [mine, mine]))).toBe('VALIDATION_FAILED');
    expect(codeOf(await partial('100', []))).toBe('VALIDATION_FAILED');
    const long = 'x'.repeat(141);
    const remark = await confirm(m, w.id, {
      result: 'PARTIAL',
      receivedAmount: '100',
      proofUploadIds: [mine],
      remark: long,
    });
    expect(codeOf(remark)).toBe('VALIDATION_FAILED');
    expect(
      ok<{ content: W[] }>(await memberCall(t.app, m.cookie, 'GET', '/wps/payment/withdrawals'))
        .content[0]?.status,
    ).toBe('PAID');
  });

  it('not received with proof, after the deadline but before auto-confirmation: disputed with 0 received; resolve can refund all', async () => {
    const { m, w } = await paidWithdrawal('30000');
    const proof = await proofUpload(t.app, m.id);
    now = new Date(now.getTime() + 45 * 60_000);
    const disputed = ok<W>(
      await confirm(m, w.id, { result: 'NOT_RECEIVED', proofUploadIds: [proof] }),
    );
    expect(disputed).toMatchObject({
      status: 'DISPUTED',
      confirmation: 'NOT_RECEIVED',
      receivedAmount: '0',
    });
    ok(await opsPost(t.app, url(w.id, 'resolve'), { refundAmount: '30000', note: 'bounced' }));
    expect(await balance(m.id)).toMatchObject({ main: 100_000n, held: 0n });
    await expectLedgerWhole(t.app);
  });

  it('counts an unconfirmed payout as received after the deadline; a late answer is refused', async () => {
    const { m, w } = await paidWithdrawal('30000');
    const auto = '/ops/payments/withdrawals/auto-confirm';
    // Older suites' payouts are long overdue: confirm them first.
    ok(await opsPost(t.app, auto));
    now = new Date(now.getTime() + 29 * 60_000);
    expect(ok<{ confirmed: number }>(await opsPost(t.app, auto)).confirmed).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(ok<{ confirmed: number }>(await opsPost(t.app, auto)).confirmed).toBeGreaterThanOrEqual(
      1,
    );
    expect(ok<{ confirmed: number }>(await opsPost(t.app, auto)).confirmed).toBe(0);
    const proof = await proofUpload(t.app, m.id);
    const late = await confirm(m, w.id, { result: 'NOT_RECEIVED', proofUploadIds: [proof] });
    expect(codeOf(late)).toBe('INVALID_STATE');
    const view = ok<{ content: W[] }>(
      await memberCall(t.app, m.cookie, 'GET', '/wps/payment/withdrawals'),
    ).content[0];
    // Forced receipt: closed, nothing refunded (decision 014).
    expect(view).toMatchObject({
      status: 'COMPLETED',
      confirmation: 'AUTO_RECEIVED',
      receivedAmount: '30000',
      refundedAmount: null,
    });
    expect(await balance(m.id)).toMatchObject({ main: 70_000n, held: 0n });
  });

  it('reject returns the held money, from PENDING or APPROVED, once', async () => {
    const { m, bank } = await funded(100_000n);
    const a = ok<W>(await withdraw(t.app, m, bank, '10000'));
    const b = ok<W>(await withdraw(t.app, m, bank, '20000'));
    expect(await balance(m.id)).toMatchObject({ main: 70_000n, held: 30_000n });
    ok(await opsPost(t.app, url(b.id, 'approve')));
    expect(codeOf(await opsPost(t.app, url(a.id, 'reject'), { reason: '' }))).toBe(
      'VALIDATION_FAILED',
    );
    const rejected = ok<W & { rejectReason?: string }>(
      await opsPost(t.app, url(a.id, 'reject'), { reason: 'name mismatch' }),
    );
    expect(rejected.status).toBe('REJECTED');
    ok(await opsPost(t.app, url(b.id, 'reject'), { reason: 'fraud check' }));
    ok(await opsPost(t.app, url(b.id, 'reject'), { reason: 'fraud check' }));
    expect(await balance(m.id)).toMatchObject({ main: 100_000n, held: 0n });
    expect(codeOf(await opsPost(t.app, url(a.id, 'approve')))).toBe('INVALID_STATE');
    expect(codeOf(await opsPost(t.app, url(a.id, 'pay'), { payoutReference: 'X' }))).toBe(
      'INVALID_STATE',
    );
    expect(codeOf(await opsPost(t.app, url(999_999, 'approve')))).toBe('NOT_FOUND');
    await expectLedgerWhole(t.app);
  });

  it('pay only from APPROVED; a second payout reference is refused', async () => {
    const { m, bank } = await funded();
    const w = ok<W>(await withdraw(t.app, m, bank, '10000'));
    expect(codeOf(await confirm(m, w.id, { result: 'RECEIVED' }))).toBe('INVALID_STATE');
    expect(codeOf(await opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'P1' }))).toBe(
      'INVALID_STATE',
    );
    ok(await opsPost(t.app, url(w.id, 'approve')));
    ok(await opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'P1' }));
    ok(await opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'P1' }));
    expect(codeOf(await opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'P2' }))).toBe(
      'INVALID_STATE',
    );
    expect(codeOf(await opsPost(t.app, url(w.id, 'reject'), { reason: 'late' }))).toBe(
      'INVALID_STATE',
    );
    expect(await balance(m.id)).toMatchObject({ main: 90_000n, held: 0n });
    await expectLedgerWhole(t.app);
  });
});

describe('withdrawal request rules', () => {
  it('refuses a wrong payment password, and limits the guesses', async () => {
    const { m, bank } = await funded();
    for (let i = 0; i < 5; i++) {
      const res = await withdraw(t.app, m, bank, '10000', { paymentPassword: '000000' });
      expect(codeOf(res)).toBe('PAYMENT_PASSWORD_INVALID');
    }
    const limited = await withdraw(t.app, m, bank, '10000');
    expect(limited.statusCode).toBe(429);
    expect(await balance(m.id)).toMatchObject({ main: 100_000n, held: 0n });
  });

  it('needs a payment password, an own bank account and an amount within the brand limits', async () => {
    const noPin = await moneyMember(t.app, { pin: false });
    await fund(t.app, noPin.id, 100_000n);
    const noPinBank = await bindAccount(t.app, noPin);
    expect(codeOf(await withdraw(t.app, noPin, noPinBank, '10000'))).toBe(
      'PAYMENT_PASSWORD_NOT_SET',
    );
    const { m, bank } = await funded();
    expect(codeOf(await withdraw(t.app, m, noPinBank, '10000'))).toBe('NOT_FOUND');
    expect(codeOf(await withdraw(t.app, m, bank, '4999'))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(codeOf(await withdraw(t.app, m, bank, '5000001'))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await balance(m.id)).toMatchObject({ main: 100_000n, held: 0n });
  });

  it('insufficient funds leaves no withdrawal behind', async () => {
    const { m, bank } = await funded(10_000n);
    expect(codeOf(await withdraw(t.app, m, bank, '10001'))).toBe('INSUFFICIENT_FUNDS');
    const list = ok<{ totalElements: number }>(
      await memberCall(t.app, m.cookie, 'GET', '/wps/payment/withdrawals'),
    );
    expect(list.totalElements).toBe(0);
    expect(await balance(m.id)).toMatchObject({ main: 10_000n, held: 0n });
  });

  it('replays a requestId with the first withdrawal; other content is a conflict', async () => {
    const { m, bank } = await funded();
    const id = requestId();
    const first = ok<W>(await withdraw(t.app, m, bank, '10000', { requestId: id }));
    const again = ok<W>(await withdraw(t.app, m, bank, '10000', { requestId: id }));
    expect(again).toEqual(first);
    expect(codeOf(await withdraw(t.app, m, bank, '20000', { requestId: id }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await balance(m.id)).toMatchObject({ main: 90_000n, held: 10_000n });
  });

  it('refuses trial accounts', async () => {
    const cookie = await trialCookie(t.app);
    const res = await memberCall(t.app, cookie, 'POST', '/wps/payment/withdrawals', {
      bankAccountId: 1,
      amount: '10000',
      paymentPassword: '583920',
      requestId: requestId(),
    });
    expect(codeOf(res)).toBe('TRIAL_FORBIDDEN');
    const overview = await memberCall(t.app, cookie, 'GET', '/wps/payment/withdrawals/overview');
    expect(codeOf(overview)).toBe('TRIAL_FORBIDDEN');
  });

  it("hides another member's withdrawal", async () => {
    const { w } = await paidWithdrawal('10000');
    const stranger = await moneyMember(t.app);
    expect(codeOf(await confirm(stranger, w.id, { result: 'RECEIVED' }))).toBe('NOT_FOUND');
  });
});
