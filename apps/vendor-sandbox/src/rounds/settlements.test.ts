import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../app.ts';
import { settleSlip } from '../play/slips.ts';
import { findPageSession } from '../store/page-sessions.ts';
import { type FakeWallet, fakeWallet } from '../test/fake-wallet.ts';
import { merchantCode, signedPost } from '../test/kit.ts';
import type { Settlement } from './settlements.ts';

/**
 * The settlement retry queue (#2): a win or end-round without an answer is retried with the same
 * txId until the merchant answers; refused ones are recorded, not retried; bounded attempts end
 * FAILED. The backoff is shortened here (base 40 ms, timer every 20 ms).
 */
let app: FastifyInstance;
let wallet: FakeWallet;
const merchant = merchantCode();
const token = 's'.repeat(32);
beforeAll(async () => {
  app = await build({
    config: { logLevel: 'silent' },
    settlementTiming: { baseDelayMs: 40, maxDelayMs: 200, maxAttempts: 4 },
    retryEveryMs: 20,
  });
  await app.ready();
  wallet = await fakeWallet();
  await signedPost(app, '/api/merchants', { merchant, walletUrl: wallet.url });
});
afterAll(async () => {
  await app.close();
  await wallet.close();
});
beforeEach(() => {
  wallet.calls.length = 0;
  wallet.failNext.clear();
  wallet.refuseNext.clear();
});

let member = 100;
async function sim(fields: Record<string, unknown> = {}) {
  member += 1;
  const res = await signedPost(app, '/api/sim/round', {
    merchant,
    vendor: 'PT',
    sessionToken: token,
    playerId: member,
    gameCode: 'PT-RNG-003',
    stake: '100',
    win: '250',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { member, ...(res.json() as { roundId: string; outcome: string }) };
}

async function settlement(id: string, until: Settlement['status']): Promise<Settlement> {
  for (let i = 0; i < 200; i++) {
    const res = await signedPost(app, '/api/settlements', { merchant });
    const found = (res.json() as { settlements: Settlement[] }).settlements.find(
      (s) => s.id === id,
    );
    if (found?.status === until) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`settlement ${id} never became ${until}`);
}

const winsOf = (roundId: string) =>
  wallet.calls.filter((c) => c.path === '/vendor/wallet/win' && c.body.roundId === roundId);

describe('settlement retry queue', () => {
  it('a win whose answer is lost twice is retried with the same txId and credited once', async () => {
    await signedPost(app, '/api/faults', {
      merchant,
      faults: [{ scope: 'callback', kind: 'win-timeout', count: 2 }],
    });
    const round = await sim();
    expect(round.outcome).toBe('SETTLE_PENDING');
    const done = await settlement(`${round.roundId}-W`, 'DONE');
    expect(done.attempts).toBe(3);
    const wins = winsOf(round.roundId);
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((w) => w.body.txId))).toEqual(new Set([`${round.roundId}-W`]));
    // The fake wallet is idempotent by txId: 100 000 - 100 + 250, the win posted once.
    expect(wallet.balances.get(round.member)).toBe(100_150n);
  });

  it('a win answered 5xx is retried until the merchant answers', async () => {
    wallet.failNext.set('win', 2);
    const round = await sim();
    expect(round.outcome).toBe('SETTLE_PENDING');
    await settlement(`${round.roundId}-W`, 'DONE');
    expect(winsOf(round.roundId)).toHaveLength(3);
    expect(wallet.balances.get(round.member)).toBe(100_150n);
  });

  it('a win sent under the duplicate fault without any answer is queued too', async () => {
    wallet.failNext.set('win', 2);
    await signedPost(app, '/api/faults', {
      merchant,
      faults: [{ scope: 'callback', kind: 'duplicate', count: 2 }],
    });
    const round = await sim();
    expect(round.outcome).toBe('SETTLE_PENDING');
    await settlement(`${round.roundId}-W`, 'DONE');
    expect(wallet.balances.get(round.member)).toBe(100_150n);
  });

  it('an end-round without an answer is retried too', async () => {
    wallet.failNext.set('end-round', 1);
    const round = await sim({ win: '0' });
    expect(round.outcome).toBe('SETTLE_PENDING');
    const done = await settlement(`${round.roundId}-E`, 'DONE');
    expect(done.op).toBe('end-round');
  });

  it('a refused win is recorded as REFUSED and never sent again', async () => {
    wallet.refuseNext.set('win', 1);
    const round = await sim();
    expect(round.outcome).toBe('SETTLE_REFUSED');
    const refused = await settlement(`${round.roundId}-W`, 'REFUSED');
    expect(refused.attempts).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(winsOf(round.roundId)).toHaveLength(1);
    expect(wallet.balances.get(round.member)).toBe(99_900n);
  });

  it('gives up after the bounded attempts and parks the win as FAILED', async () => {
    wallet.failNext.set('win', 100);
    const round = await sim();
    const failed = await settlement(`${round.roundId}-W`, 'FAILED');
    expect(failed.attempts).toBe(4);
    expect(winsOf(round.roundId)).toHaveLength(4);
    const listed = await signedPost(app, '/api/settlements', { merchant, status: 'FAILED' });
    expect((listed.json() as { settlements: Settlement[] }).settlements.map((s) => s.id)).toContain(
      `${round.roundId}-W`,
    );
  });

  it('backs off 1x, 2x, 4x the base delay, capped', () => {
    const q = app.sandbox.settlements;
    expect([1, 2, 3, 4, 5].map((n) => q.delayMs(n))).toEqual([40, 80, 160, 200, 200]);
  });
});

describe('game pages while a win is unanswered', () => {
  async function launch(fields: Record<string, unknown>): Promise<string> {
    const res = await signedPost(app, '/api/launch', {
      merchant,
      vendor: 'CQ9',
      walletMode: 'SEAMLESS',
      category: 'RNG',
      gameCode: 'CQ9-RNG-001',
      gameName: 'Koi',
      player: { id: '77', account: 'carol', currency: 'MYR' },
      sessionToken: token,
      mode: 'REAL',
      language: 'EN',
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url).pathname.split('/').pop() as string;
  }

  it('the slot answers settling instead of a settled result', async () => {
    const pageId = await launch({});
    await signedPost(app, '/api/faults', {
      merchant,
      faults: [{ scope: 'callback', kind: 'win-timeout', count: 1 }],
    });
    const res = await app.inject({
      method: 'POST',
      url: `/play/${pageId}/api/slot`,
      payload: { stake: '100' },
    });
    expect(res.json()).toMatchObject({ ok: true, settling: true });
  });

  it('a slip is SETTLING, not WON, until the merchant answers its win', async () => {
    const pageId = await launch({ vendor: 'SBT', category: 'SPORTS', gameCode: 'SBT-SPORTS' });
    const launchData = await findPageSession(app.sandbox.db, pageId, new Date());
    if (!launchData) throw new Error('no page');
    const page = { pageId, launch: launchData };
    const betId = 'SBT-slip-1';
    app.sandbox.slips.set(betId, {
      betId,
      pageId,
      merchant,
      vendor: 'SBT',
      selectionId: 'x',
      label: 'Home',
      odds: '2.00',
      probabilityBps: 10_000,
      stake: 100n,
      gameCode: 'SBT-SPORTS',
      status: 'OPEN',
      payout: 0n,
      placedAt: Date.now(),
    });
    wallet.failNext.set('win', 1);
    const slip = await settleSlip(app.sandbox, page, betId);
    expect(slip?.status).toBe('SETTLING');
    await settlement(`${betId}-W`, 'DONE');
    expect(app.sandbox.slips.get(betId)?.status).toBe('WON');
  });
});

describe('settlement retry timer when nothing is pending (issue 12)', () => {
  it('asks the database nothing until a settlement can be due', async () => {
    const { settlements } = app.sandbox;
    // Drain whatever earlier tests left: afterwards the queue knows nothing is pending.
    while ((await settlements.retryDue()) > 0);
    await settlements.retryDue();
    const db = app.sandbox.db as { query: (...args: never[]) => unknown };
    const query = db.query;
    let queries = 0;
    db.query = ((...args: never[]) => {
      queries += 1;
      return query.apply(db, args);
    }) as typeof db.query;
    try {
      for (let i = 0; i < 5; i++) expect(await settlements.retryDue()).toBe(0);
      expect(queries).toBe(0);
      // A new PENDING settlement wakes it: the win is retried once it is due.
      wallet.failNext.set('win', 1);
      const round = await sim();
      expect(round.outcome).toBe('SETTLE_PENDING');
      const done = await settlement(`${round.roundId}-W`, 'DONE');
      expect(done.attempts).toBe(2);
      expect(winsOf(round.roundId)).toHaveLength(2);
    } finally {
      db.query = query;
    }
  });

  it('stops the timer while nothing is pending and starts it on the next pending one', async () => {
    const { settlements } = app.sandbox;
    while ((await settlements.retryDue()) > 0);
    await settlements.retryDue();
    expect(settlements.nothingPending()).toBe(true);
    const retryDue = settlements.retryDue;
    let calls = 0;
    settlements.retryDue = () => {
      calls += 1;
      return retryDue.call(settlements);
    };
    try {
      // At most one tick already under way when the queue emptied; then none, for ~8 periods.
      await new Promise((resolve) => setTimeout(resolve, 30));
      calls = 0;
      await new Promise((resolve) => setTimeout(resolve, 160));
      expect(calls).toBe(0);
      // A win without an answer is PENDING: the timer starts again on its own and retries it.
      wallet.failNext.set('win', 1);
      const round = await sim();
      expect(round.outcome).toBe('SETTLE_PENDING');
      const done = await settlement(`${round.roundId}-W`, 'DONE');
      expect(done.attempts).toBe(2);
      expect(calls).toBeGreaterThan(0);
    } finally {
      settlements.retryDue = retryDue;
    }
  });
});
