import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { registerWithSandbox, sandboxCall } from './vendor-sandbox.ts';

/**
 * The test harness itself: every test app reaches the run's sandbox vendor process as a merchant
 * of its own, and the sandbox's signed callbacks reach this app's wallet API (the per-vendor
 * secret both sides derive in development).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await registerWithSandbox(t.app);
});
afterAll(() => t.close());

describe('sandbox vendor harness', () => {
  it('gives each test app its own merchant code at the sandbox', async () => {
    const other = await createTestApp();
    try {
      expect(other.app.config.gameVendorMerchant).not.toBe(t.app.config.gameVendorMerchant);
      expect(other.app.config.gameVendor?.url).toBe(t.app.config.gameVendor?.url);
      expect(t.app.config.transferVendor?.url).toBe(t.app.config.gameVendor?.url);
    } finally {
      await other.close();
    }
  });

  it("the sandbox's callbacks pass this server's signature check", async () => {
    const res = await sandboxCall<{
      calls: { path: string; status: number; body: { code?: string } }[];
    }>(t.app, '/api/sim/round', {
      vendor: 'PNG',
      sessionToken: 'no-such-session-token-000000',
      playerId: 1,
      gameCode: 'PNG-RNG-001',
      stake: '100',
      win: '0',
    });
    expect(res.status).toBe(200);
    const bet = res.body.calls[0];
    expect(bet?.path).toBe('/vendor/wallet/bet');
    // Refused for the unknown session, not for the signature.
    expect(bet?.body.code).toBeDefined();
    expect(bet?.body.code).not.toBe('UNAUTHENTICATED');
  });
});
