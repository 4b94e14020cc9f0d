import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeWallet, fakeWallet } from '../test/fake-wallet.ts';
import { merchantCode, signedPost, testSandbox } from '../test/kit.ts';

/** Seamless rounds against a fake merchant wallet: the protocol, the faults, the game page. */
let app: FastifyInstance;
let wallet: FakeWallet;
const merchant = merchantCode();
const token = 's'.repeat(32);
beforeAll(async () => {
  app = await testSandbox();
  wallet = await fakeWallet();
  await signedPost(app, '/api/merchants', { merchant, walletUrl: wallet.url });
});
afterAll(async () => {
  await app.close();
  await wallet.close();
});
beforeEach(() => {
  wallet.calls.length = 0;
});

const sim = (extra: Record<string, unknown> = {}) =>
  signedPost(app, '/api/sim/round', {
    merchant,
    vendor: 'PT',
    sessionToken: token,
    playerId: 7,
    gameCode: 'PT-RNG-003',
    category: 'RNG',
    stake: '100',
    win: '250',
    ...extra,
  }).then(
    (r) =>
      r.json() as {
        roundId: string;
        calls: { path: string; status: number; body: { success: boolean } }[];
      },
  );
const faults = (...list: Record<string, unknown>[]) =>
  signedPost(app, '/api/faults', { merchant, faults: list });
const paths = (calls: { path: string }[]) =>
  calls.map((c) => c.path.replace('/vendor/wallet/', ''));

describe('the sim driver', () => {
  it('plays bet then win, signed, with txIds derived from the round', async () => {
    const round = await sim({ roundId: 'R-1' });
    expect(paths(round.calls)).toEqual(['bet', 'win']);
    expect(round.calls.every((c) => c.status === 200 && c.body.success)).toBe(true);
    expect(wallet.calls[0]?.body).toEqual({
      vendor: 'PT',
      memberId: 7,
      roundId: 'R-1',
      txId: 'R-1-B',
      amount: '100',
      gameCode: 'PT-RNG-003',
      sessionToken: token,
    });
    expect(wallet.calls[1]?.body).toMatchObject({ txId: 'R-1-W', betTxId: 'R-1-B', amount: '250' });
    expect(wallet.balances.get(7)).toBe(100_150n);
  });

  it('ends a lost round with end-round', async () => {
    const round = await sim({ win: '0' });
    expect(paths(round.calls)).toEqual(['bet', 'end-round']);
  });

  it('refuses an unregistered merchant', async () => {
    const res = await signedPost(app, '/api/sim/round', {
      merchant: merchantCode(),
      vendor: 'PT',
      playerId: 7,
      gameCode: 'X',
      stake: '1',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('callback faults', () => {
  it('duplicate sends every callback count times; the wallet moves the money once', async () => {
    await faults({ scope: 'callback', kind: 'duplicate', count: 3 });
    wallet.balances.set(8, 1000n);
    const round = await sim({ playerId: 8, stake: '100', win: '300' });
    expect(paths(round.calls)).toEqual(['bet', 'bet', 'bet', 'win', 'win', 'win']);
    expect(wallet.balances.get(8)).toBe(1200n);
    // The fault was used up by that round.
    expect(paths((await sim({ playerId: 8 })).calls)).toEqual(['bet', 'win']);
  });

  it('out-of-order sends the win before the bet', async () => {
    await faults({ scope: 'callback', kind: 'out-of-order' });
    expect(paths((await sim()).calls)).toEqual(['win', 'bet']);
  });

  it('timeout rolls the in-flight bet back; rollback-before-bet sends the rollback first', async () => {
    await faults(
      { scope: 'callback', kind: 'timeout' },
      { scope: 'callback', kind: 'rollback-before-bet' },
    );
    const timedOut = await sim({ roundId: 'R-T' });
    expect(paths(timedOut.calls).sort()).toEqual(['bet', 'rollback']);
    expect(wallet.calls.find((c) => c.path.endsWith('rollback'))?.body).toMatchObject({
      txId: 'R-T-R',
      refTxId: 'R-T-B',
    });
    const early = await sim({ roundId: 'R-E' });
    expect(paths(early.calls)).toEqual(['rollback', 'bet']);
  });

  it('delay waits before each callback and still plays the round', async () => {
    await faults({ scope: 'callback', kind: 'delay', delayMs: 50 });
    expect(paths((await sim()).calls)).toEqual(['bet', 'win']);
  });
});

describe('no answer to the bet', () => {
  it('rolls the bet back, retrying a rollback that got no answer either', async () => {
    wallet.failNext.set('bet', 1);
    wallet.failNext.set('rollback', 1);
    const round = await sim({ roundId: 'R-N' });
    expect(paths(round.calls)).toEqual(['bet', 'rollback', 'rollback']);
    expect(round.calls.map((c) => c.status)).toEqual([500, 500, 200]);
  });
});

describe('a seamless game page', () => {
  async function launch(vendor = 'PT') {
    const res = await signedPost(app, '/api/launch', {
      merchant,
      vendor,
      walletMode: 'SEAMLESS',
      category: 'RNG',
      gameCode: `${vendor}-RNG-001`,
      gameName: 'Jade Tiger',
      player: { id: '9', account: 'bob', currency: 'MYR' },
      sessionToken: token,
      mode: 'REAL',
      language: 'MY',
    });
    return new URL(res.json().url).pathname;
  }

  it('shows the wallet balance and pays a spin through the merchant wallet', async () => {
    const path = await launch();
    wallet.balances.set(9, 5000n);
    wallet.sessions.set(token, 9);
    const state = await app.inject({ method: 'POST', url: `${path}/api/state`, payload: {} });
    expect(state.json()).toEqual({ ok: true, balance: '5000' });
    const spin = (
      await app.inject({ method: 'POST', url: `${path}/api/slot`, payload: { stake: '500' } })
    ).json();
    expect(spin.ok).toBe(true);
    expect(BigInt(spin.balance)).toBe(4500n + BigInt(spin.payout));
    expect(paths(wallet.calls)).toEqual([
      'balance',
      'bet',
      spin.payout === '0' ? 'end-round' : 'win',
    ]);
  });

  it("shows the vendor's message when the wallet refuses the bet (vendor error style)", async () => {
    const path = await launch('PT');
    wallet.broke.add(9);
    const spin = await app.inject({
      method: 'POST',
      url: `${path}/api/slot`,
      payload: { stake: '100' },
    });
    wallet.broke.delete(9);
    expect(spin.json()).toMatchObject({ ok: false, error: 'INSUFFICIENT_FUNDS' });
    expect(spin.json().message).toMatch(/Baki tidak mencukupi/u);
  });
});
