import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, newPlayer, requestId } from '../transfers/transfers-test-kit.ts';
import { pullBetFeeds } from './bet-feed.ts';

// Issue 5 end to end: a member launches a vendor game, the browser follows the launch ticket to
// the sandbox vendor's page, and the page's rounds move money — through our seamless wallet
// (session token of the launch) or, for a transfer vendor, in the vendor's wallet, whose bets
// come back through the bet feed (decision 017).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Launch as the member and follow the ticket: the vendor page's URL. */
async function launchAndEnter(cookie: string, body: Record<string, unknown>): Promise<string> {
  const res = await call(t.app, cookie, 'POST', '/wps/game/launchGame', body);
  expect(res.statusCode, res.body).toBe(200);
  const enter = await t.app.inject({ url: res.json().value.url });
  expect(enter.statusCode).toBe(302);
  return String(enter.headers.location);
}

async function page(url: string, api: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${url}/api/${api}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; balance?: string; payout?: string; error?: string };
}

describe('playing a launched vendor game', () => {
  it('seamless: the page bets and pays through our wallet with the launch session', async () => {
    const p = await newPlayer(t.app, 5_000n);
    const url = await launchAndEnter(p.cookie, {
      vassalage: 'PT',
      gameCode: 'PT-RNG-001',
      gameType: 'RNG',
    });
    expect(await page(url, 'state')).toMatchObject({ ok: true, balance: '5000' });
    const spin = await page(url, 'slot', { stake: '100' });
    expect(spin.ok).toBe(true);
    const expected = 5_000n - 100n + BigInt(spin.payout ?? '0');
    expect(spin.balance).toBe(expected.toString());
    expect((await t.app.ledger.balance(p.id)).main).toBe(expected);
    // After logout the same page can bet no more; the balance stays.
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie: p.cookie },
    });
    const refused = await page(url, 'slot', { stake: '100' });
    expect(refused.ok).toBe(false);
    expect((await t.app.ledger.balance(p.id)).main).toBe(expected);
  });

  it('transfer: the page plays the vendor wallet; the bet feed brings the bet back', async () => {
    const p = await newPlayer(t.app, 5_000n);
    const moved = await call(t.app, p.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'AG',
      amount: '1000',
      requestId: requestId(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const url = await launchAndEnter(p.cookie, { vassalage: 'AG', gameType: 'RNG' });
    expect(await page(url, 'state')).toMatchObject({ ok: true, balance: '1000' });
    const spin = await page(url, 'slot', { stake: '200' });
    expect(spin.ok).toBe(true);
    const report = await pullBetFeeds(t.app);
    expect(report.failed).toEqual([]);
    const rows = (await t.app.db.execute(
      sql`select vendor, stake::text, payout::text, status from vendor_bet_records where member_id = ${p.id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows.rows).toEqual([
      { vendor: 'AG', stake: '200', payout: spin.payout ?? '0', status: 'SETTLED' },
    ]);
  });
});
