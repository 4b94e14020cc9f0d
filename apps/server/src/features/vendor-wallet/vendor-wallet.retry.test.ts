import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  clearSandboxFaults,
  planSandboxFaults,
  registerWithSandbox,
  sandboxCall,
} from '../../test/vendor-sandbox.ts';
import { nextId, walletPlayer } from './vendor-wallet-test-kit.ts';

// Review #2: the sandbox vendor retries a win whose answer it never got, with the same txId,
// the way a real vendor does; our wallet answers the repeat idempotently, so the member's
// balance ends with the win posted once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await registerWithSandbox(t.app);
});
afterEach(() => clearSandboxFaults(t.app));
afterAll(() => t.close());

const VENDOR = 'PT';
const mainOf = async (memberId: number) => (await t.app.ledger.balance(memberId)).main;

interface Settlement {
  id: string;
  status: 'PENDING' | 'DONE' | 'REFUSED' | 'FAILED';
  attempts: number;
}

async function settlementOf(id: string): Promise<Settlement | undefined> {
  const res = await sandboxCall<{ settlements: Settlement[] }>(t.app, '/api/settlements', {});
  expect(res.status).toBe(200);
  return res.body.settlements.find((s) => s.id === id);
}

describe('a win retried by the sandbox vendor', () => {
  it('survives two lost answers and is posted exactly once', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    await planSandboxFaults(t.app, { scope: 'callback', kind: 'win-timeout', count: 2 });
    const roundId = nextId('retry');
    const res = await sandboxCall<{ outcome: string; calls: { path: string; status: number }[] }>(
      t.app,
      '/api/sim/round',
      {
        vendor: VENDOR,
        sessionToken: p.token,
        playerId: p.id,
        gameCode: 'PT-RNG-003',
        stake: '100',
        win: '350',
        roundId,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('SETTLE_PENDING');
    // The first win reached our wallet (its answer was lost on the way back): already posted.
    expect(await mainOf(p.id)).toBe(1_250n);

    const deadline = Date.now() + 20_000;
    let settlement = await settlementOf(`${roundId}-W`);
    while (settlement?.status !== 'DONE' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      settlement = await settlementOf(`${roundId}-W`);
    }
    expect(settlement).toMatchObject({ status: 'DONE', attempts: 3 });
    expect(await mainOf(p.id)).toBe(1_250n);
  });
});
