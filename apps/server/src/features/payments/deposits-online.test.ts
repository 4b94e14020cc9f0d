import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCallbacks } from '../../db/schema/payments.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import {
  type SandboxPayFaults,
  sandboxPayIdle,
  setSandboxPayFaults,
} from '../../test/sandbox-pay.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callbacksFor } from './payments.repository.ts';
import {
  channelId,
  depositPostings,
  expectReconciled,
  type Member,
  mainBalance,
  newMember,
  postDeposit,
  requestId,
  signedCallback,
  turnoverOf,
} from './payments-test-kit.ts';

let t: TestApp;
let fpx: number;
/** The sandbox gateway of the run: another process (apps/vendor-sandbox, decision 034). */
let gateway: string;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
  // The gateway notifies this server over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  gateway = t.app.config.paymentGateway?.url ?? '';
  fpx = await channelId(t.app, 'SANDBOXPAY_FPX');
});
afterAll(() => t.close());

interface Online {
  member: Member;
  id: number;
  reference: string;
  redirectUrl: string;
}

async function onlineDeposit(amount = '25000', faults?: SandboxPayFaults): Promise<Online> {
  const member = await newMember(t.app);
  const res = await postDeposit(t.app, member, { channelId: fpx, amount, requestId: requestId() });
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value;
  if (faults) await setSandboxPayFaults(t.app, value.reference, faults);
  return { member, ...value };
}

/** The member's browser on the hosted page: load it, press a button, follow nothing. */
async function pressOnCheckout(deposit: Online, button: 'pay' | 'cancel') {
  const page = await fetch(deposit.redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`data-testid="sandbox-${button}"`);
  const action = html.match(new RegExp(`action="([^"]+/${button})"`, 'u'))?.[1];
  if (!action) throw new Error('no form');
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toContain(
    `/member?page=depositv2&deposit=${deposit.reference}`,
  );
  await sandboxPayIdle(t.app, deposit.reference);
}

async function memberView(deposit: Online) {
  const res = await t.app.inject({
    url: `/wps/payment/deposits/${deposit.reference}`,
    headers: { cookie: deposit.member.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function outcomes(deposit: Online): Promise<string[]> {
  return (await callbacksFor(t.app.db, deposit.reference)).map((c) => c.outcome);
}

function callback(deposit: Online, fields: Record<string, unknown> = {}) {
  return signedCallback(t.app, {
    merchantReference: deposit.reference,
    txId: 'SPMANUAL',
    amount: '25000',
    currency: 'MYR',
    status: 'PAID',
    eventAt: new Date().toISOString(),
    ...fields,
  });
}

describe('online deposits through the sandbox gateway (real HTTP)', () => {
  it('create → hosted page → pay → signed callback credits once', async () => {
    const deposit = await onlineDeposit();
    expect(deposit.redirectUrl).toMatch(new RegExp(`^${gateway}/checkout/SP[0-9A-F]+$`, 'u'));
    const page = await fetch(deposit.redirectUrl);
    const html = await page.text();
    expect(html).toContain('250.00');
    expect(html).toContain('MYR');
    expect(html).toContain('data-testid="sandbox-merchant"');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    // While pending, the status call answers where to pay (the gateway says so).
    expect(await memberView(deposit)).toMatchObject({
      status: 'PENDING',
      redirectUrl: deposit.redirectUrl,
    });

    await pressOnCheckout(deposit, 'pay');
    expect(await memberView(deposit)).toMatchObject({ status: 'APPROVED', redirectUrl: null });
    expect(await mainBalance(t.app, deposit.member.id)).toBe(25000n);
    expect(await turnoverOf(t.app, deposit.id)).toEqual([{ required: 25000n }]);
    expect(await outcomes(deposit)).toEqual(['CREDITED']);
    // A second visit shows the settled order, without buttons.
    expect(await (await fetch(deposit.redirectUrl)).text()).toContain(
      'data-testid="sandbox-status"',
    );
  });

  it('a double submit answers the same pay page', async () => {
    const member = await newMember(t.app);
    const payload = { channelId: fpx, amount: '5000', requestId: requestId() };
    const a = await postDeposit(t.app, member, payload);
    const b = await postDeposit(t.app, member, payload);
    expect(b.json().value).toEqual(a.json().value);
  });

  it('duplicate and late notifications credit once', async () => {
    const deposit = await onlineDeposit('25000', { duplicate: 3, delayMs: 50 });
    await pressOnCheckout(deposit, 'pay');
    expect(await mainBalance(t.app, deposit.member.id)).toBe(25000n);
    expect(await depositPostings(t.app, deposit.id)).toBe(1);
    expect(await outcomes(deposit)).toEqual(['CREDITED', 'DUPLICATE', 'DUPLICATE', 'DUPLICATE']);
  });

  it('FAILED then PAID (out of order): the real payment wins', async () => {
    const deposit = await onlineDeposit('25000', { failFirst: true });
    await pressOnCheckout(deposit, 'pay');
    expect(await outcomes(deposit)).toEqual(['FAILED_MARKED', 'CREDITED']);
    expect((await memberView(deposit)).status).toBe('APPROVED');
    expect(await mainBalance(t.app, deposit.member.id)).toBe(25000n);
  });

  it('PAID then a stale FAILED: nothing changes', async () => {
    const deposit = await onlineDeposit('25000', { staleFailedAfter: true });
    await pressOnCheckout(deposit, 'pay');
    expect(await outcomes(deposit)).toEqual(['CREDITED', 'IGNORED_STALE']);
    expect((await memberView(deposit)).status).toBe('APPROVED');
    expect(await depositPostings(t.app, deposit.id)).toBe(1);
  });

  it('cancel marks it FAILED; a late PAID still credits it once', async () => {
    const deposit = await onlineDeposit();
    await pressOnCheckout(deposit, 'cancel');
    expect((await memberView(deposit)).status).toBe('FAILED');
    expect(await mainBalance(t.app, deposit.member.id)).toBe(0n);
    const late = await callback(deposit);
    expect(late.json()).toEqual({ success: true, value: { accepted: true } });
    expect((await memberView(deposit)).status).toBe('APPROVED');
    expect(await mainBalance(t.app, deposit.member.id)).toBe(25000n);
    expect(await outcomes(deposit)).toEqual(['FAILED_MARKED', 'CREDITED']);
  });

  it('a bad or missing signature is 401 and changes nothing', async () => {
    const deposit = await onlineDeposit();
    const forged = await signedCallback(
      t.app,
      {
        merchantReference: deposit.reference,
        txId: 'X',
        amount: '25000',
        currency: 'MYR',
        status: 'PAID',
        eventAt: new Date().toISOString(),
      },
      { secret: 'not-the-secret' },
    );
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/payment/callback/SANDBOXPAY',
      payload: { merchantReference: deposit.reference },
    });
    expect(unsigned.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/payment/callback/NOPE',
      payload: {},
    });
    expect(unknown.statusCode).toBe(401);
    expect((await memberView(deposit)).status).toBe('PENDING');
    expect(await depositPostings(t.app, deposit.id)).toBe(0);
    const rejected = await t.app.db
      .select({ outcome: paymentCallbacks.outcome, valid: paymentCallbacks.signatureValid })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.outcome, 'REJECTED'));
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    expect(rejected.every((r) => r.valid === false)).toBe(true);
  });

  it('a signed notification for an unknown order is accepted and recorded, nothing moves', async () => {
    const res = await signedCallback(t.app, {
      merchantReference: 'D000000NOSUCHORDER',
      txId: 'X',
      amount: '100',
      currency: 'MYR',
      status: 'PAID',
      eventAt: new Date().toISOString(),
    });
    expect(res.json()).toEqual({ success: true, value: { accepted: true } });
    const rows = await callbacksFor(t.app.db, 'D000000NOSUCHORDER');
    expect(rows.map((r) => r.outcome)).toEqual(['UNKNOWN_REFERENCE']);
  });

  it('a replayed notification older than five minutes is 401', async () => {
    const deposit = await onlineDeposit();
    const res = await signedCallback(
      t.app,
      {
        merchantReference: deposit.reference,
        txId: 'X',
        amount: '25000',
        currency: 'MYR',
        status: 'PAID',
        eventAt: new Date().toISOString(),
      },
      { ageSeconds: 301 },
    );
    expect(res.statusCode).toBe(401);
    expect(await depositPostings(t.app, deposit.id)).toBe(0);
  });

  it('the sandbox refuses unsigned merchant calls', async () => {
    const create = await fetch(`${gateway}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchantReference: 'X1',
        amount: '100',
        currency: 'MYR',
        notifyUrl: gateway,
        returnUrl: gateway,
      }),
    });
    expect(create.status).toBe(401);
    const query = await fetch(`${gateway}/api/orders/X1`);
    expect(query.status).toBe(401);
  });

  it('a PAID with another amount or currency is recorded, not credited', async () => {
    const deposit = await onlineDeposit();
    expect((await callback(deposit, { amount: '25001' })).json().value.accepted).toBe(true);
    expect((await callback(deposit, { currency: 'USD' })).json().value.accepted).toBe(true);
    expect(await outcomes(deposit)).toEqual(['AMOUNT_MISMATCH', 'AMOUNT_MISMATCH']);
    expect(await depositPostings(t.app, deposit.id)).toBe(0);
    expect(await mainBalance(t.app, deposit.member.id)).toBe(0n);
  });

  it("a lost notification: the member's status poll asks the gateway and credits", async () => {
    const deposit = await onlineDeposit('25000', { drop: true });
    await pressOnCheckout(deposit, 'pay');
    expect(await outcomes(deposit)).toEqual([]);
    expect((await memberView(deposit)).status).toBe('APPROVED');
    expect(await mainBalance(t.app, deposit.member.id)).toBe(25000n);
  });

  it('racing notifications, direct callbacks and status polls post exactly once', async () => {
    const deposit = await onlineDeposit('25000', { duplicate: 4 });
    await Promise.all([
      pressOnCheckout(deposit, 'pay'),
      ...Array.from({ length: 5 }, () => callback(deposit)),
      ...Array.from({ length: 3 }, () => memberView(deposit)),
    ]);
    await sandboxPayIdle(t.app, deposit.reference);
    expect(await depositPostings(t.app, deposit.id)).toBe(1);
    expect(await mainBalance(t.app, deposit.member.id)).toBe(25000n);
    const all = await outcomes(deposit);
    expect(all.filter((o) => o === 'CREDITED').length).toBeLessThanOrEqual(1);
    expect(all.every((o) => o === 'CREDITED' || o === 'DUPLICATE')).toBe(true);
    await expectReconciled(t.app);
  });

  it('operators cannot approve or reject online deposits', async () => {
    const deposit = await onlineDeposit();
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/payments/deposits/${deposit.id}/approve`,
      headers: operatorHeaders(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
    expect(await depositPostings(t.app, deposit.id)).toBe(0);
  });
});
