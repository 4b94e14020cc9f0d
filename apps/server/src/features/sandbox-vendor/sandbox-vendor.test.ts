import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TRANSFER_SECRET } from '../../config.ts';
import { signPayload } from '../../lib/hmac-signature.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The sandbox transfer vendor on its own: signed requests, idempotency by txId, refusals. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signed(path: string, body: unknown, opts: { secret?: string; ts?: number } = {}) {
  const raw = JSON.stringify(body);
  const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/vendor/api/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': ts,
      'x-signature': signPayload(opts.secret ?? SANDBOX_TRANSFER_SECRET, ts, raw),
    },
    payload: raw,
  });
}

const move = (txId: string, direction: 'IN' | 'OUT', amount: string, player = 'pSandbox1') => ({
  vendor: 'AG',
  player,
  txId,
  direction,
  amount,
});

describe('sandbox transfer vendor', () => {
  it('refuses unsigned, wrongly signed and stale requests before reading them', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/sandbox/vendor/api/transfer',
      payload: move('tx-u', 'IN', '100'),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(
      (await signed('transfer', move('tx-w', 'IN', '100'), { secret: 'x'.repeat(32) })).statusCode,
    ).toBe(401);
    const stale = await signed('transfer', move('tx-s', 'IN', '100'), {
      ts: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(401);
    expect((await signed('status', { vendor: 'AG', txId: 'tx-w' })).json()).toEqual({
      status: 'NOT_FOUND',
    });
  });

  it('applies a txId once, answers a repeat with the first outcome, refuses a short OUT', async () => {
    expect((await signed('transfer', move('tx-1', 'IN', '1000'))).json()).toEqual({
      status: 'SUCCESS',
      balance: '1000',
    });
    expect((await signed('transfer', move('tx-1', 'IN', '1000'))).json()).toMatchObject({
      status: 'SUCCESS',
    });
    expect((await signed('transfer', move('tx-2', 'OUT', '1001'))).json()).toMatchObject({
      status: 'FAILED',
      balance: '1000',
    });
    expect((await signed('transfer', move('tx-3', 'OUT', '400'))).json()).toEqual({
      status: 'SUCCESS',
      balance: '600',
    });
    // A refused txId stays refused: the vendor answers every repeat with the first outcome.
    expect((await signed('transfer', move('tx-2', 'OUT', '1001'))).json().status).toBe('FAILED');
    expect((await signed('status', { vendor: 'AG', txId: 'tx-2' })).json()).toEqual({
      status: 'FAILED',
    });
    expect((await signed('status', { vendor: 'AG', txId: 'tx-3' })).json()).toEqual({
      status: 'SUCCESS',
    });
    expect((await signed('balance', { vendor: 'AG', player: 'pSandbox1' })).json()).toEqual({
      balance: '600',
    });
  });

  it('applies concurrent repeats of one txId once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => signed('transfer', move('tx-c', 'IN', '250', 'pSandbox2'))),
    );
    expect(results.every((r) => r.json().status === 'SUCCESS')).toBe(true);
    expect((await signed('balance', { vendor: 'AG', player: 'pSandbox2' })).json()).toEqual({
      balance: '250',
    });
  });

  it('answers 400 to a malformed body', async () => {
    expect((await signed('transfer', { vendor: 'AG' })).statusCode).toBe(400);
  });
});
