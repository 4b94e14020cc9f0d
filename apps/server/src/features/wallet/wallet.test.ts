import type { WalletBalance } from '@nova/contracts/api/wallet';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { loggedInMember, sessionCookie } from '../../test/accounts.ts';
import { loginAs } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { held, house, main, move, vendor } from '../ledger/ledger-test-kit.ts';

const BALANCE_URL = '/wps/v2/wallets/balance';

const t = setUpTestApp();

async function balanceOf(cookie: string): Promise<WalletBalance> {
  const res = await t.app.inject({ url: BALANCE_URL, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

describe('GET /wps/v2/wallets/balance', () => {
  it('reads zero everywhere for a member without ledger accounts', async () => {
    const { cookie } = await loggedInMember(t.app);
    expect(await balanceOf(cookie)).toEqual({
      currency: 'MYR',
      currencySymbol: 'RM',
      scale: 2,
      main: '0',
      held: '0',
      vendors: [],
      total: '0',
    });
  });

  it('answers what the ledger holds; total is main + vendors, not held', async () => {
    const { id, cookie } = await loggedInMember(t.app);
    const post = (key: string, to: ReturnType<typeof main>, amount: bigint, from = main(id)) =>
      t.app.ledger.post(move(t.brand, `w-${key}-${id}`, 'TEST', from, to, amount));
    await post('dep', main(id), 1_234_567n, house('PAYMENTS'));
    await post('slot', vendor(id, 'SLOT'), 20_000n);
    await post('pg', vendor(id, 'PG'), 5_000n);
    await post('hold', held(id), 100n);
    expect(await balanceOf(cookie)).toMatchObject({
      main: '1209467',
      held: '100',
      vendors: [
        { vendor: 'PG', amount: '5000' },
        { vendor: 'SLOT', amount: '20000' },
      ],
      total: '1234467',
    });
  });

  it('keeps amounts beyond 2^53 exact', async () => {
    const { id, cookie } = await loggedInMember(t.app);
    // One leg moves at most 2^53 minor units, so 2^53 + 1 takes two postings.
    await t.app.ledger.post(
      move(t.brand, `big1-${id}`, 'TEST', house('PAYMENTS'), main(id), 2n ** 53n),
    );
    await t.app.ledger.post(move(t.brand, `big2-${id}`, 'TEST', house('PAYMENTS'), main(id), 1n));
    const wallet = await balanceOf(cookie);
    expect(wallet.main).toBe('9007199254740993');
    expect(wallet.total).toBe('9007199254740993');
  });

  it('gives the demo accounts their seeded play money once, through the ledger', async () => {
    const agent = await balanceOf(await loginAs(t.app, 'demoagent'));
    await seedDemo(t.app.db, t.app.ledger);
    expect((await balanceOf(await loginAs(t.app, 'demo'))).main).toBe('100000');
    // The agent's RM 5,000.00 plus what its demo contracts have paid it (decision 042), and a
    // second seed adds nothing.
    expect(BigInt(agent.main)).toBeGreaterThan(500_000n);
    expect((await balanceOf(await loginAs(t.app, 'demoagent'))).main).toBe(agent.main);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: BALANCE_URL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('refuses trial accounts', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: '198.51.100.41',
    });
    const res = await t.app.inject({ url: BALANCE_URL, headers: { cookie: sessionCookie(trial) } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
  });
});
