import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../app.ts';
import { PAGE_SESSION_TTL_MS } from '../store/page-sessions.ts';
import { merchantCode, signedPost } from '../test/kit.ts';
import type { Slip } from './slip.ts';
import { pruneExpired } from './slips.ts';

/** Review #15: in-memory page state goes when its page session (12 h) is over. */
let app: FastifyInstance;
let clock = Date.parse('2026-01-01T00:00:00Z');
const merchant = merchantCode();
beforeAll(async () => {
  app = await build({ config: { logLevel: 'silent' }, now: () => new Date(clock) });
  await app.ready();
  const reg = await signedPost(
    app,
    '/api/merchants',
    { merchant, walletUrl: 'http://127.0.0.1:9' },
    { ts: Math.floor(clock / 1000) },
  );
  expect(reg.statusCode).toBe(200);
});
afterAll(() => app.close());

async function trialPage(): Promise<string> {
  const res = await signedPost(
    app,
    '/api/launch',
    {
      merchant,
      vendor: 'CQ9',
      walletMode: 'SEAMLESS',
      category: 'RNG',
      gameCode: 'CQ9-RNG-001',
      gameName: 'Koi',
      player: { id: '5', account: 'dan', currency: 'MYR' },
      mode: 'TRIAL',
    },
    { ts: Math.floor(clock / 1000) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().url).pathname.split('/').pop() as string;
}

const slip = (betId: string, pageId: string, placedAt: number): Slip => ({
  betId,
  pageId,
  merchant,
  vendor: 'SBT',
  selectionId: 'x',
  label: 'Home',
  odds: '2.00',
  probabilityBps: 5000,
  stake: 100n,
  gameCode: 'SBT-SPORTS',
  status: 'WON',
  payout: 200n,
  placedAt,
});

describe('pruning page state', () => {
  it('drops trial balances and slips of expired pages, keeps live ones', async () => {
    const ctx = app.sandbox;
    const old = await trialPage();
    const spin = await app.inject({
      method: 'POST',
      url: `/play/${old}/api/slot`,
      payload: { stake: '100' },
    });
    expect(spin.json()).toMatchObject({ ok: true });
    expect(ctx.trialBalances.has(old)).toBe(true);
    ctx.slips.set('old-slip', slip('old-slip', old, clock));

    clock += PAGE_SESSION_TTL_MS / 2;
    const fresh = await trialPage();
    await app.inject({ method: 'POST', url: `/play/${fresh}/api/slot`, payload: { stake: '100' } });
    ctx.slips.set('fresh-slip', slip('fresh-slip', fresh, clock));

    expect(pruneExpired(ctx, clock)).toBe(0);
    clock += PAGE_SESSION_TTL_MS / 2;
    expect(pruneExpired(ctx, clock)).toBe(2);
    expect(ctx.trialBalances.has(old)).toBe(false);
    expect(ctx.slips.has('old-slip')).toBe(false);
    expect(ctx.trialBalances.has(fresh)).toBe(true);
    expect(ctx.slips.has('fresh-slip')).toBe(true);
    // The old page itself has expired too: its link answers 404.
    const gone = await app.inject({ method: 'GET', url: `/play/${old}` });
    expect(gone.statusCode).toBe(404);
  });
});
