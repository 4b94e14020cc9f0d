import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_SECRET } from '../config.ts';
import { merchantCode, signedPost, testSandbox } from '../test/kit.ts';

/** The signed merchant API of sandbox-api.md: signatures, merchants, transfer wallet, feed. */
let app: FastifyInstance;
const merchant = merchantCode();
beforeAll(async () => {
  app = await testSandbox();
});
afterAll(() => app.close());

const move = (txId: string, direction: 'IN' | 'OUT', amount: string, player = 'pSandbox1') => ({
  merchant,
  vendor: 'AG',
  player,
  txId,
  direction,
  amount,
});

describe('signatures', () => {
  it('refuses unsigned, wrongly signed and stale requests, and applies nothing', async () => {
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/transfer',
      payload: move('tx-u', 'IN', '100'),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ error: 'INVALID_SIGNATURE' });
    const wrong = await signedPost(app, '/api/transfer', move('tx-w', 'IN', '100'), {
      secret: 'x'.repeat(32),
    });
    expect(wrong.statusCode).toBe(401);
    const stale = await signedPost(app, '/api/transfer', move('tx-s', 'IN', '100'), {
      ts: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(401);
    for (const txId of ['tx-u', 'tx-w', 'tx-s']) {
      const status = await signedPost(app, '/api/status', { merchant, vendor: 'AG', txId });
      expect(status.json()).toEqual({ status: 'NOT_FOUND' });
    }
  });

  it('refuses a replayed request, even one that was refused the first time', async () => {
    const raw = JSON.stringify({ ...move('tx-replay', 'IN', '100', 'pReplay'), nonce: 'n1' });
    const first = await signedPost(app, '/api/transfer', raw, { ts: 1_900_000_000 - 1 });
    expect(first.statusCode).toBe(401); // stale: a replay below must not be judged by that
    const ts = Math.floor(Date.now() / 1000);
    const ok = await signedPost(app, '/api/transfer', raw, { ts });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await signedPost(app, '/api/transfer', raw, { ts });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'REPLAYED' });
    const balance = await signedPost(app, '/api/balance', {
      merchant,
      vendor: 'AG',
      player: 'pReplay',
    });
    expect(balance.json()).toEqual({ balance: '100' });
  });

  it('refuses a body signed for another endpoint (the path and method are signed)', async () => {
    const raw = JSON.stringify({ merchant, vendor: 'AG', cursor: undefined, nonce: 'n2' });
    const res = await signedPost(app, '/api/faults/clear', raw, { signedPath: '/api/bets' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'INVALID_SIGNATURE' });
    const right = await signedPost(app, '/api/bets', raw);
    expect(right.statusCode).toBe(200);
  });

  it("refuses another merchant's secret once the operator gave a merchant its own", async () => {
    const mine = merchantCode();
    const theirs = merchantCode();
    const secrets = {
      [mine]: 'mine-secret-0123456789abcdef',
      [theirs]: 'their-secret-0123456789abc',
    };
    for (const m of [mine, theirs]) {
      const reg = await signedPost(
        app,
        '/api/admin/merchants',
        { merchant: m, secret: secrets[m], walletUrl: 'http://127.0.0.1:9/wallet' },
        { secret: DEFAULT_ADMIN_SECRET },
      );
      expect(reg.statusCode, reg.body).toBe(200);
    }
    const hijack = { merchant: mine, walletUrl: 'http://evil.example' };
    for (const secret of [secrets[theirs], undefined]) {
      const res = await signedPost(app, '/api/merchants', hijack, { secret });
      expect(res.statusCode).toBe(401);
    }
    const own = await signedPost(
      app,
      '/api/balance',
      { merchant: mine, vendor: 'AG', player: 'p1' },
      {
        secret: secrets[mine],
      },
    );
    expect(own.statusCode).toBe(200);
  });

  it('registers merchants and secrets only with the operator admin secret', async () => {
    const m = merchantCode();
    const body = { merchant: m, secret: 'self-chosen-secret-0123456789' };
    for (const secret of [undefined, 'self-chosen-secret-0123456789']) {
      const res = await signedPost(app, '/api/admin/merchants', body, { secret });
      expect(res.statusCode).toBe(401);
    }
    const viaAdmin = await signedPost(app, '/api/admin/merchants', body, {
      secret: DEFAULT_ADMIN_SECRET,
    });
    expect(viaAdmin.statusCode).toBe(200);
  });

  it('answers 400 to a malformed body', async () => {
    const res = await signedPost(app, '/api/transfer', { merchant, vendor: 'AG' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST' });
  });
});

describe('merchants and launch', () => {
  const launch = (m: string) => ({
    merchant: m,
    vendor: 'PNG',
    walletMode: 'SEAMLESS',
    category: 'RNG',
    gameCode: 'PNG-RNG-001',
    gameName: 'Golden Koi',
    player: { id: '42', account: 'alice', currency: 'MYR' },
    sessionToken: 'a'.repeat(32),
    mode: 'REAL',
    language: 'EN',
  });

  it('refuses a launch for a merchant that never registered', async () => {
    const res = await signedPost(app, '/api/launch', launch(merchantCode()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'UNKNOWN_MERCHANT' });
  });

  it('registers a merchant, then launches a page per session; BBIN opens in a window', async () => {
    const reg = await signedPost(app, '/api/merchants', {
      merchant,
      walletUrl: 'http://127.0.0.1:9/',
    });
    expect(reg.json()).toEqual({ ok: true });
    const first = (await signedPost(app, '/api/launch', launch(merchant))).json();
    const second = (await signedPost(app, '/api/launch', launch(merchant))).json();
    expect(first.display).toBe('IFRAME');
    expect(first.url).toMatch(/^http:\/\/[^/]+\/play\/[A-Za-z0-9_-]{22}$/u);
    expect(second.url).not.toBe(first.url);
    const bbin = await signedPost(app, '/api/launch', {
      ...launch(merchant),
      vendor: 'BBIN',
      category: 'LIVE',
    });
    expect(bbin.json().display).toBe('WINDOW');
  });

  it('lists rooms with minor-unit stakes', async () => {
    const res = await signedPost(app, '/api/rooms', { merchant, vendor: 'KY', language: 'CN' });
    const rooms = res.json().rooms;
    expect(rooms.length).toBeGreaterThan(3);
    expect(rooms[0]).toMatchObject({ roomId: 'KY-R1', name: '新手房', minBet: '100' });
    expect(BigInt(rooms[0].maxBet)).toBeGreaterThan(BigInt(rooms[0].minBet));
  });
});

describe('transfer wallet', () => {
  it('applies a txId once, answers a repeat with the first outcome, refuses a short OUT', async () => {
    const t = (body: unknown) => signedPost(app, '/api/transfer', body).then((r) => r.json());
    expect(await t(move('tx-1', 'IN', '1000'))).toEqual({ status: 'SUCCESS', balance: '1000' });
    expect(await t(move('tx-1', 'IN', '1000'))).toEqual({ status: 'SUCCESS', balance: '1000' });
    expect(await t(move('tx-2', 'OUT', '1001'))).toEqual({ status: 'FAILED', balance: '1000' });
    expect(await t(move('tx-3', 'OUT', '400'))).toEqual({ status: 'SUCCESS', balance: '600' });
    expect((await t(move('tx-2', 'OUT', '1001'))).status).toBe('FAILED');
    const status = (txId: string) =>
      signedPost(app, '/api/status', { merchant, vendor: 'AG', txId }).then((r) => r.json());
    expect(await status('tx-2')).toEqual({ status: 'FAILED' });
    expect(await status('tx-3')).toEqual({ status: 'SUCCESS' });
    const balance = await signedPost(app, '/api/balance', {
      merchant,
      vendor: 'AG',
      player: 'pSandbox1',
    });
    expect(balance.json()).toEqual({ balance: '600' });
  });

  it('keeps merchants apart: the same txId and player elsewhere is another wallet', async () => {
    const other = merchantCode();
    const res = await signedPost(app, '/api/transfer', {
      ...move('tx-1', 'IN', '5'),
      merchant: other,
    });
    expect(res.json()).toEqual({ status: 'SUCCESS', balance: '5' });
  });

  it('applies concurrent repeats of one txId once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        signedPost(app, '/api/transfer', move('tx-c', 'IN', '250', 'pSandbox2')),
      ),
    );
    expect(results.every((r) => r.json().status === 'SUCCESS')).toBe(true);
    const balance = await signedPost(app, '/api/balance', {
      merchant,
      vendor: 'AG',
      player: 'pSandbox2',
    });
    expect(balance.json()).toEqual({ balance: '250' });
  });
});

describe('transfer-mode rounds and balance faults (test drivers)', () => {
  const balanceOf = (player: string) =>
    signedPost(app, '/api/balance', { merchant, vendor: 'IBC', player });

  it('sim/transfer-round bets from the vendor wallet, pays the win and feeds the bet', async () => {
    await signedPost(app, '/api/transfer', { ...move('r-1', 'IN', '5000', 'pR1'), vendor: 'IBC' });
    const round = (stake: string, win: string) =>
      signedPost(app, '/api/sim/transfer-round', {
        merchant,
        vendor: 'IBC',
        player: 'pR1',
        stake,
        win,
      });
    const won = await round('1000', '3800');
    expect(won.json()).toMatchObject({ balance: '7800' });
    expect((await round('7801', '0')).statusCode).toBe(409);
    expect((await balanceOf('pR1')).json()).toEqual({ balance: '7800' });
    const feed = await signedPost(app, '/api/bets', { merchant, vendor: 'IBC' });
    expect(feed.json().bets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ roundId: won.json().roundId, stake: '1000', payout: '3800' }),
      ]),
    );
  });

  it('a balance fault answers 500 once; the next call answers', async () => {
    await signedPost(app, '/api/faults', {
      merchant,
      faults: [{ scope: 'balance', kind: 'error' }],
    });
    expect((await balanceOf('pR2')).statusCode).toBe(500);
    expect((await balanceOf('pR2')).json()).toEqual({ balance: '0' });
  });
});

describe('transfer faults', () => {
  const fault = (kind: string, extra: Record<string, unknown> = {}) =>
    signedPost(app, '/api/faults', { merchant, faults: [{ scope: 'transfer', kind, ...extra }] });
  const balanceOf = (player: string) =>
    signedPost(app, '/api/balance', { merchant, vendor: 'OG', player }).then(
      (r) => r.json().balance,
    );
  const transfer = (txId: string, player: string) =>
    signedPost(app, '/api/transfer', { ...move(txId, 'IN', '300', player), vendor: 'OG' });

  it('error-before-apply answers 500 and moves nothing; error-after-apply moves once', async () => {
    await fault('error-before-apply');
    expect((await transfer('f-1', 'pF1')).statusCode).toBe(500);
    expect(await balanceOf('pF1')).toBe('0');
    await fault('error-after-apply');
    expect((await transfer('f-2', 'pF1')).statusCode).toBe(500);
    expect(await balanceOf('pF1')).toBe('300');
    // The next call has no fault left.
    expect((await transfer('f-2', 'pF1')).json()).toEqual({ status: 'SUCCESS', balance: '300' });
  });

  it('duplicate applies once; timeout applies and answers late; clear empties the queue', async () => {
    await fault('duplicate');
    expect((await transfer('f-3', 'pF2')).json()).toEqual({ status: 'SUCCESS', balance: '300' });
    await fault('timeout', { delayMs: 200 });
    expect((await transfer('f-4', 'pF2')).json().balance).toBe('600');
    await fault('error-before-apply');
    await signedPost(app, '/api/faults/clear', { merchant });
    expect((await transfer('f-5', 'pF2')).statusCode).toBe(200);
  });

  it('refuses an unknown fault kind', async () => {
    expect((await fault('explode')).statusCode).toBe(400);
  });
});
