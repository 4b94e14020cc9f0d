import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findDepositView } from './payments.repository.ts';
import {
  channelId,
  depositPostings,
  expectReconciled,
  type Member,
  mainBalance,
  newMember,
  postDeposit,
  requestId,
  turnoverOf,
  uploadProof,
} from './payments-test-kit.ts';

let t: TestApp;
let bankChannel: number;
let bankId: number;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
  bankChannel = await channelId(t.app, 'BANK_TRANSFER');
  const member = await newMember(t.app);
  const res = await t.app.inject({
    url: '/wps/payment/channels',
    headers: { cookie: member.cookie },
  });
  const bank = res.json().value.find((c: { code: string }) => c.code === 'BANK_TRANSFER');
  bankId = bank.banks[0].id;
});
afterAll(() => t.close());

async function manualDeposit(
  member: Member,
  amount = '10000',
  extra: Record<string, unknown> = {},
) {
  const proof = await uploadProof(t.app, member);
  const res = await postDeposit(t.app, member, {
    channelId: bankChannel,
    receivingBankId: bankId,
    amount,
    requestId: requestId(),
    proofUploadIds: [proof],
    remark: 'paid from my Maybank',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

function ops(action: 'approve' | 'reject', id: number, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/ops/payments/deposits/${id}/${action}`,
    headers: { ...operatorHeaders(), 'x-operator': 'alice' },
    ...(payload ? { payload } : {}),
  });
}

describe('GET /wps/payment/channels', () => {
  it('lists the seeded manual and online channels with limits and receiving banks', async () => {
    const member = await newMember(t.app);
    const res = await t.app.inject({
      url: '/wps/payment/channels',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    const [bank, fpx] = res.json().value;
    expect(bank).toMatchObject({
      code: 'BANK_TRANSFER',
      kind: 'MANUAL_BANK',
      minAmount: '3000',
      maxAmount: '5000000',
    });
    expect(bank.banks.map((b: { bankName: string }) => b.bankName)).toEqual([
      'Maybank',
      'CIMB Bank',
    ]);
    expect(fpx).toMatchObject({
      code: 'SANDBOXPAY_FPX',
      kind: 'ONLINE',
      minAmount: '1000',
      banks: [],
    });
  });
});

describe('manual bank deposits', () => {
  it('credit once on approval, with a turnover requirement; a second approval is INVALID_STATE', async () => {
    const member = await newMember(t.app);
    const deposit = await manualDeposit(member, '12345');
    expect(deposit).toMatchObject({
      status: 'PENDING',
      kind: 'MANUAL_BANK',
      amount: '12345',
      redirectUrl: null,
    });
    expect(deposit.reference).toMatch(/^D\d{6}[A-Z2-9]{12}$/u);
    const list = await t.app.inject({ url: '/ops/payments/deposits', headers: operatorHeaders() });
    expect(list.json().value.items.map((d: { id: number }) => d.id)).toContain(deposit.id);
    expect(list.json().value.items.find((d: { id: number }) => d.id === deposit.id)).toMatchObject({
      memberId: member.id,
    });
    expect(await mainBalance(t.app, member.id)).toBe(0n);

    const approved = await ops('approve', deposit.id);
    expect(approved.statusCode, approved.body).toBe(200);
    // At most the brand's four-eyes threshold (1,000.00): credited at once, no request.
    expect(approved.json().value).toMatchObject({
      deposit: { status: 'APPROVED', amount: '12345' },
      approval: null,
    });
    expect(await mainBalance(t.app, member.id)).toBe(12345n);
    expect(await turnoverOf(t.app, deposit.id)).toEqual([{ required: 12345n }]);

    const again = await ops('approve', deposit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
    expect((await ops('reject', deposit.id, { reason: 'late' })).json().code).toBe('INVALID_STATE');
    expect(await mainBalance(t.app, member.id)).toBe(12345n);
    expect(await depositPostings(t.app, deposit.id)).toBe(1);

    const mine = await t.app.inject({
      url: `/wps/payment/deposits/${deposit.reference}`,
      headers: { cookie: member.cookie },
    });
    expect(mine.json().value).toMatchObject({ status: 'APPROVED' });
    expect(mine.json().value.decidedAt).not.toBeNull();
    const row = await findDepositView(t.app.db, { id: deposit.id });
    // The x-operator header ('alice') is a claim, not the actor: the token's identity is (decision 023).
    expect(row).toMatchObject({ decidedBy: 'operator-token', status: 'APPROVED' });
    expect(row?.ledgerTransferId).not.toBeNull();
  });

  it('reject with a reason moves no money; approve after reject is INVALID_STATE', async () => {
    const member = await newMember(t.app);
    const deposit = await manualDeposit(member);
    const res = await ops('reject', deposit.id, { reason: 'slip unreadable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('REJECTED');
    expect((await ops('approve', deposit.id)).json().code).toBe('INVALID_STATE');
    expect(await depositPostings(t.app, deposit.id)).toBe(0);
    const list = await t.app.inject({
      url: '/wps/payment/deposits',
      headers: { cookie: member.cookie },
    });
    expect(list.json().value).toMatchObject({
      totalElements: 1,
      content: [{ status: 'REJECTED', rejectReason: 'slip unreadable' }],
    });
  });

  it.each([
    ['under the minimum', '2999'],
    ['over the maximum', '5000001'],
  ])('refuse an amount %s (AMOUNT_OUT_OF_RANGE)', async (_label, amount) => {
    const member = await newMember(t.app);
    const proof = await uploadProof(t.app, member);
    const res = await postDeposit(t.app, member, {
      channelId: bankChannel,
      receivingBankId: bankId,
      amount,
      requestId: requestId(),
      proofUploadIds: [proof],
    });
    expect(res.json().code).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it("refuse a missing proof, a stranger's proof, an unknown bank and an unknown channel", async () => {
    const member = await newMember(t.app);
    const stranger = await newMember(t.app);
    const theirs = await uploadProof(t.app, stranger);
    const base = { channelId: bankChannel, receivingBankId: bankId, amount: '5000' };
    const cases: [Record<string, unknown>, string][] = [
      [{ proofUploadIds: [] }, 'VALIDATION_FAILED'],
      [{ proofUploadIds: [theirs] }, 'VALIDATION_FAILED'],
      [{ proofUploadIds: [theirs], receivingBankId: 999_999 }, 'VALIDATION_FAILED'],
      [{ proofUploadIds: [theirs], channelId: 999_999 }, 'CHANNEL_UNAVAILABLE'],
    ];
    for (const [extra, code] of cases) {
      const res = await postDeposit(t.app, member, { ...base, requestId: requestId(), ...extra });
      expect(res.json().code).toBe(code);
    }
    const list = await t.app.inject({
      url: '/wps/payment/deposits',
      headers: { cookie: member.cookie },
    });
    expect(list.json().value.totalElements).toBe(0);
  });

  it('refuse trial accounts', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: '198.51.100.43',
    });
    const res = await postDeposit(
      t.app,
      { id: 0, cookie: sessionCookie(trial) },
      {
        channelId: bankChannel,
        receivingBankId: bankId,
        amount: '5000',
        requestId: requestId(),
        proofUploadIds: [1],
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('answer a requestId replay with the first deposit; other content is IDEMPOTENCY_CONFLICT', async () => {
    const member = await newMember(t.app);
    const proof = await uploadProof(t.app, member);
    const payload = {
      channelId: bankChannel,
      receivingBankId: bankId,
      amount: '8000',
      requestId: requestId(),
      proofUploadIds: [proof],
    };
    const [a, b] = await Promise.all([
      postDeposit(t.app, member, payload),
      postDeposit(t.app, member, payload),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().value).toEqual(a.json().value);
    const other = await postDeposit(t.app, member, { ...payload, amount: '9000' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const list = await t.app.inject({
      url: '/wps/payment/deposits',
      headers: { cookie: member.cookie },
    });
    expect(list.json().value.totalElements).toBe(1);
  });

  it("hide other members' deposits", async () => {
    const member = await newMember(t.app);
    const deposit = await manualDeposit(member);
    const other = await newMember(t.app);
    const res = await t.app.inject({
      url: `/wps/payment/deposits/${deposit.reference}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('credit exactly once when approvals and a rejection race', async () => {
    const member = await newMember(t.app);
    const deposit = await manualDeposit(member, '50000');
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => ops('approve', deposit.id)),
      ops('reject', deposit.id, { reason: 'race' }),
    ]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    // The approval answers {deposit, approval}, the rejection the deposit.
    const value = ok[0]?.json().value;
    const status = (value.deposit ?? value).status;
    expect(await depositPostings(t.app, deposit.id)).toBe(status === 'APPROVED' ? 1 : 0);
    expect(await mainBalance(t.app, member.id)).toBe(status === 'APPROVED' ? 50000n : 0n);
    await expectReconciled(t.app);
  });
});
