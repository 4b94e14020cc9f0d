import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCode, signedPost, testSandbox } from '../test/kit.ts';
import { placeTransferBet, settleTransferBet } from './bets.ts';
import { openDb, type SandboxDb } from './db.ts';
import { applyTransfer } from './transfer-wallet.ts';

/** The bet feed of transfer-mode vendors: cursor paging, settled bets reappear. */
let db: SandboxDb;
beforeAll(async () => {
  db = await openDb(undefined);
});
afterAll(() => db.close());

const merchant = 'FEED';
const bet = (n: number) => ({
  merchant,
  vendor: 'AG',
  betId: `b${n}`,
  roundId: `r${n}`,
  player: 'pFeed',
  gameCode: 'AG-RNG-001',
  category: 'RNG',
  stake: 100n,
});

describe('bet feed', () => {
  it('pages oldest first, and a bet settled later comes again after the cursor', async () => {
    const { betFeed } = await import('./bets.ts');
    await applyTransfer(db, { ...bet(0), txId: 'in-1', direction: 'IN', amount: 1000n });
    for (const n of [1, 2, 3]) expect(await placeTransferBet(db, bet(n))).not.toBeNull();
    const page1 = await betFeed(db, { merchant, vendor: 'AG', limit: 2 });
    expect(page1.bets.map((b) => b.betId)).toEqual(['b1', 'b2']);
    expect(page1.bets[0]).toMatchObject({
      status: 'OPEN',
      stake: '100',
      payout: '0',
      settledAt: null,
    });
    const page2 = await betFeed(db, { merchant, vendor: 'AG', cursor: page1.cursor, limit: 2 });
    expect(page2.bets.map((b) => b.betId)).toEqual(['b3']);
    const empty = await betFeed(db, { merchant, vendor: 'AG', cursor: page2.cursor, limit: 2 });
    expect(empty).toEqual({ bets: [], cursor: page2.cursor });

    expect(await settleTransferBet(db, { merchant, betId: 'b1' }, 250n)).toBe(950n);
    // Settling twice pays once.
    expect(await settleTransferBet(db, { merchant, betId: 'b1' }, 250n)).toBeNull();
    const after = await betFeed(db, { merchant, vendor: 'AG', cursor: page2.cursor, limit: 10 });
    expect(after.bets).toHaveLength(1);
    expect(after.bets[0]).toMatchObject({ betId: 'b1', status: 'SETTLED', payout: '250' });
    expect(after.bets[0]?.settledAt).not.toBeNull();
  });

  it('refuses a bet the vendor wallet cannot cover, recording nothing', async () => {
    expect(await placeTransferBet(db, { ...bet(9), player: 'pEmpty' })).toBeNull();
  });
});

describe('POST /api/bets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testSandbox();
  });
  afterAll(() => app.close());

  it('answers an empty feed with a cursor, and refuses a limit above 500', async () => {
    const m = merchantCode();
    const res = await signedPost(app, '/api/bets', { merchant: m, vendor: 'AG' });
    expect(res.json()).toMatchObject({ bets: [] });
    expect(typeof res.json().cursor).toBe('string');
    const big = await signedPost(app, '/api/bets', { merchant: m, vendor: 'AG', limit: 501 });
    expect(big.statusCode).toBe(400);
  });
});
