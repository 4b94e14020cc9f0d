import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  clearSandboxFaults,
  planSandboxFaults,
  registerWithSandbox,
  type SandboxFault,
  sandboxCall,
} from '../../test/vendor-sandbox.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { nextId, type WalletPlayer, walletPlayer } from './vendor-wallet-test-kit.ts';

// Issue 5 "Done when": the seamless protocol end to end — the sandbox vendor app (another
// process) plays rounds against our wallet API over signed HTTP, with its callback faults.
let t: TestApp;
let brand: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await registerWithSandbox(t.app);
  brand = await brandIdOf(t.app.db);
});
afterEach(() => clearSandboxFaults(t.app));
afterAll(() => t.close());

const VENDOR = 'MG';
const mainOf = async (memberId: number) => (await t.app.ledger.balance(memberId)).main;

interface SimCall {
  path: string;
  status: number;
  body: { success: boolean; code?: string; vendorErrorCode?: string; value?: { balance: string } };
}

async function play(p: WalletPlayer, stake: string, win: string, ...faults: SandboxFault[]) {
  if (faults.length > 0) await planSandboxFaults(t.app, ...faults);
  const res = await sandboxCall<{ roundId: string; calls: SimCall[] }>(t.app, '/api/sim/round', {
    vendor: VENDOR,
    sessionToken: p.token,
    playerId: p.id,
    gameCode: 'MG-RNG-001',
    category: 'RNG',
    stake,
    win,
    roundId: nextId('sim'),
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('seamless rounds played by the sandbox vendor', () => {
  it('plays a won and a lost round', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const won = await play(p, '100', '350');
    expect(won.calls.map((c) => [c.path.replace(/^.*\//u, ''), c.status])).toEqual([
      ['bet', 200],
      ['win', 200],
    ]);
    const lost = await play(p, '200', '0');
    expect(lost.calls.map((c) => c.path.replace(/^.*\//u, ''))).toEqual(['bet', 'end-round']);
    expect(lost.calls[1]?.body.value?.balance).toBe('1050');
    expect(await mainOf(p.id)).toBe(1_050n);
  });

  it('posts once when every callback is sent 5 times', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const bets = await t.app.ledger.houseBalance(brand, 'BETS');
    const round = await play(p, '100', '40', { scope: 'callback', kind: 'duplicate', count: 5 });
    expect(round.calls).toHaveLength(10);
    expect(new Set(round.calls.map((c) => c.body.value?.balance))).toEqual(new Set(['900', '940']));
    expect(await mainOf(p.id)).toBe(940n);
    expect(await t.app.ledger.houseBalance(brand, 'BETS')).toBe(bets + 60n);
  });

  it('settles a round whose win arrives before its bet', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const round = await play(p, '100', '300', { scope: 'callback', kind: 'out-of-order' });
    expect(round.calls.every((c) => c.status === 200)).toBe(true);
    expect(await mainOf(p.id)).toBe(1_200n);
  });

  it('nets a timed-out bet and its rollback to zero', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    for (let i = 0; i < 5; i++) await play(p, '100', '0', { scope: 'callback', kind: 'timeout' });
    expect(await mainOf(p.id)).toBe(1_000n);
  });

  it('refuses the late bet after a rollback that came first', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const round = await play(p, '100', '0', { scope: 'callback', kind: 'rollback-before-bet' });
    const [rollback, bet] = round.calls;
    expect(rollback?.body).toMatchObject({ success: true, value: { balance: '1000' } });
    expect(bet?.body).toMatchObject({
      success: false,
      code: 'ROUND_ROLLED_BACK',
      vendorErrorCode: 'ERR_ROUND_VOID',
    });
    expect(await mainOf(p.id)).toBe(1_000n);
  });

  it('refuses a bet of a game whose player logged out; the balance stays', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie: p.cookie },
    });
    const round = await play(p, '100', '500');
    expect(round.calls[0]?.body).toMatchObject({
      code: 'SESSION_EXPIRED',
      vendorErrorCode: 'ERR_SESSION',
    });
    expect(await mainOf(p.id)).toBe(1_000n);
  });
});
