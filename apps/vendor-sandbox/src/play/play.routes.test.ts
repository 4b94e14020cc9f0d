import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCode, signedPost, testSandbox } from '../test/kit.ts';

/** Game pages: one per category, frameable, with working TRIAL and TRANSFER rounds. */
let app: FastifyInstance;
const merchant = merchantCode();
beforeAll(async () => {
  app = await testSandbox();
  await signedPost(app, '/api/merchants', { merchant, walletUrl: 'http://127.0.0.1:9' });
});
afterAll(() => app.close());

async function launch(fields: Record<string, unknown>): Promise<string> {
  const res = await signedPost(app, '/api/launch', {
    merchant,
    vendor: 'CQ9',
    walletMode: 'SEAMLESS',
    category: 'RNG',
    gameCode: 'CQ9-RNG-001',
    gameName: 'Lucky <Koi>',
    player: { id: '12', account: 'carol', currency: 'MYR' },
    mode: 'TRIAL',
    language: 'EN',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().url).pathname;
}

const post = (url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object }).then((r) => r.json());

describe('pages per category', () => {
  const cases: [string, string, string[]][] = [
    ['RNG', 'PNG', ['slot-spin', 'stake-select']],
    ['BGS', 'BINGO', ['slot-spin']],
    [
      'LIVE',
      'EA',
      ['live-bet-PLAYER', 'live-bet-BANKER', 'live-bet-TIE', 'live-deal', 'live-countdown'],
    ],
    ['FISH', 'GG', ['fish-canvas']],
    ['PVP', 'TH', ['room-join']],
    ['SPORTS', 'SBT', ['bet-slip-selection', 'bet-slip-stake', 'bet-slip-place']],
    ['ESPORTS', 'IMES', ['bet-slip-selection']],
    ['COCKFIGHT', 'DS88', ['bet-slip-selection']],
  ];
  for (const [category, vendor, ids] of cases) {
    it(`${category} renders its controls`, async () => {
      const page = await app.inject({ method: 'GET', url: await launch({ vendor, category }) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/u);
      for (const id of ['vendor-game', 'vendor-balance', 'bet-result', ...ids]) {
        expect(page.body).toContain(`data-testid="${id}"`);
      }
      expect(page.body).toContain(`data-vendor="${vendor}" data-category="${category}"`);
    });
  }

  it('escapes the game name, speaks the launch language, may be framed', async () => {
    const page = await app.inject({ method: 'GET', url: await launch({ language: 'CN' }) });
    expect(page.body).toContain('Lucky &#60;Koi&#62;');
    expect(page.body).not.toContain('Lucky <Koi>');
    expect(page.body).toContain('lang="zh-CN"');
    expect(page.body).toContain('旋转');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors \*/u);
  });

  it('a popup vendor (BBIN) refuses to be framed', async () => {
    const page = await app.inject({
      method: 'GET',
      url: await launch({ vendor: 'BBIN', category: 'LIVE' }),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/u);
  });

  it('answers an unknown or malformed page id with the expired page', async () => {
    const page = await app.inject({ method: 'GET', url: '/play/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('vendor-expired');
    expect((await app.inject({ method: 'POST', url: '/play/nope/api/state' })).statusCode).toBe(
      404,
    );
  });
});

describe('TRIAL rounds use play money', () => {
  it('a spin moves the play balance by payout minus stake', async () => {
    const path = await launch({});
    expect(await post(`${path}/api/state`)).toEqual({ ok: true, balance: '1000000' });
    const spin = await post(`${path}/api/slot`, { stake: '500' });
    expect(spin.reels).toHaveLength(5);
    expect(BigInt(spin.balance)).toBe(1_000_000n - 500n + BigInt(spin.payout));
  });

  it('a live coup, a fish shot and a room hand pay by their outcomes', async () => {
    const live = await launch({ vendor: 'EA', category: 'LIVE' });
    const coup = await post(`${live}/api/live`, { side: 'BANKER', stake: '1000' });
    expect(['PLAYER', 'BANKER', 'TIE']).toContain(coup.winner);
    expect(BigInt(coup.balance)).toBe(1_000_000n - 1000n + BigInt(coup.payout));
    const fish = await launch({ vendor: 'GG', category: 'FISH' });
    const shot = await post(`${fish}/api/fish`, { fish: 0, stake: '100' });
    expect(shot.payout).toBe(shot.caught ? '200' : '0');
    const pvp = await launch({ vendor: 'TH', category: 'PVP' });
    const hand = await post(`${pvp}/api/pvp`, { roomId: 'TH-R1' });
    expect(hand.stake).toBe('100');
    expect(BigInt(hand.balance)).toBe(1_000_000n - 100n + BigInt(hand.payout));
  });

  it('refuses bad stakes and sides', async () => {
    const path = await launch({ vendor: 'EA', category: 'LIVE' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${path}/api/live`,
          payload: { side: 'X', stake: '1' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${path}/api/live`,
          payload: { side: 'TIE', stake: '-1' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a sports slip is placed OPEN and settles once, paying stake × odds on a win', async () => {
    const path = await launch({ vendor: 'SBT', category: 'SPORTS' });
    const html = (await app.inject({ method: 'GET', url: path })).body;
    const selection = /data-selection="([^"]+)" data-odds="([\d.]+)"/u.exec(html);
    expect(selection).not.toBeNull();
    const [, selectionId, odds] = selection as unknown as [string, string, string];
    const placed = await post(`${path}/api/slip`, { selectionId, stake: '1000' });
    expect(placed.balance).toBe('999000');
    expect(placed.slips[0]).toMatchObject({ status: 'OPEN', odds, stake: '1000' });
    const betId = placed.slips[0].betId;
    const [a, b] = await Promise.all([
      post(`${path}/api/slip/settle`, { betId }),
      post(`${path}/api/slip/settle`, { betId }),
    ]);
    expect(a.slips[0].status).toBe(b.slips[0].status);
    const slip = a.slips[0];
    const expected = slip.status === 'WON' ? (1000n * BigInt(odds.replace('.', ''))) / 100n : 0n;
    expect(slip.payout).toBe(expected.toString());
    expect((await post(`${path}/api/state`)).balance).toBe((999_000n + expected).toString());
  });
});

describe('TRANSFER rounds use the vendor-side wallet', () => {
  it('plays with the transferred balance, refuses more, and feeds the bets', async () => {
    const player = 'pTransfer1';
    await signedPost(app, '/api/transfer', {
      merchant,
      vendor: 'AG',
      player,
      txId: 'in-1',
      direction: 'IN',
      amount: '1000',
    });
    const path = await launch({
      vendor: 'AG',
      walletMode: 'TRANSFER',
      mode: 'REAL',
      sessionToken: 'x'.repeat(32),
      player: { id: player, account: 'dave', currency: 'MYR' },
    });
    expect(await post(`${path}/api/state`)).toEqual({ ok: true, balance: '1000' });
    const spin = await post(`${path}/api/slot`, { stake: '500' });
    expect(BigInt(spin.balance)).toBe(500n + BigInt(spin.payout));
    const tooMuch = await post(`${path}/api/slot`, { stake: '5000000' });
    expect(tooMuch).toMatchObject({ ok: false, error: 'INSUFFICIENT_FUNDS' });
    expect(tooMuch.message).toMatch(/Insufficient balance/u);
    const feed = (await signedPost(app, '/api/bets', { merchant, vendor: 'AG' })).json();
    const mine = feed.bets.filter((b: { player: string }) => b.player === player);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'SETTLED',
      stake: '500',
      payout: spin.payout,
      gameCode: 'CQ9-RNG-001',
      category: 'RNG',
    });
    const balance = (
      await signedPost(app, '/api/balance', { merchant, vendor: 'AG', player })
    ).json();
    expect(balance.balance).toBe(spin.balance);
  });
});
