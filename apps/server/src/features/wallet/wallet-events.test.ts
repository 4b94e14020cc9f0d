import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type RealtimeEvent } from '@nova/contracts/api/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createMember, loggedInMember } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main, move, vendor } from '../ledger/ledger-test-kit.ts';

// Issue 4 "Live balance": a committed posting tells each member its new main balance.
const t = setUpTestApp();
afterEach(() => vi.restoreAllMocks());

describe('balance events after ledger postings', () => {
  it('publishes the new main balance of each member of a committed posting', async () => {
    // Events are built only for members who may have a socket open (plugins/ledger.ts).
    vi.spyOn(t.app.realtime, 'mayListen').mockReturnValue(true);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    await t.app.ledger.post(
      move(t.brand, `ev-${a.id}`, 'TEST', house('PAYMENTS'), main(a.id), 700n),
    );
    await t.app.ledger.post(move(t.brand, `ev2-${a.id}`, 'TEST', main(a.id), main(b.id), 200n));
    await vi.waitFor(() => expect(publish).toHaveBeenCalledTimes(3));
    expect(publish.mock.calls).toEqual([
      [a.id, { type: 'balance', currency: 'MYR', balances: { main: '700' } }],
      [a.id, { type: 'balance', currency: 'MYR', balances: { main: '500' } }],
      [b.id, { type: 'balance', currency: 'MYR', balances: { main: '200' } }],
    ]);
  });

  it('announces nothing for a replay, a refusal or a posting without a main account', async () => {
    vi.spyOn(t.app.realtime, 'mayListen').mockReturnValue(true);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const [a, sentinel] = [await createMember(t.app), await createMember(t.app)];
    const deposit = move(t.brand, `ev3-${a.id}`, 'TEST', house('PAYMENTS'), main(a.id), 50n);
    await t.app.ledger.post(deposit);
    await vi.waitFor(() => expect(publish).toHaveBeenCalledTimes(1));
    publish.mockClear();
    expect((await t.app.ledger.post(deposit)).created).toBe(false);
    await expect(
      t.app.ledger.post(move(t.brand, `ev4-${a.id}`, 'TEST', main(a.id), house('BETS'), 51n)),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await t.app.ledger.post(
      move(t.brand, `ev5-${a.id}`, 'TEST', house('PAYMENTS'), vendor(a.id, 'PG'), 5n),
    );
    // Events go out in commit order: once the sentinel's arrives, any earlier one would have.
    await t.app.ledger.post(
      move(t.brand, `ev5-${sentinel.id}`, 'TEST', house('PAYMENTS'), main(sentinel.id), 1n),
    );
    await vi.waitFor(() => expect(publish).toHaveBeenCalled());
    expect(publish.mock.calls.map(([memberId]) => memberId)).toEqual([sentinel.id]);
  });

  it('answers the posting even when publishing fails', async () => {
    vi.spyOn(t.app.realtime, 'publish').mockRejectedValue(new Error('bus down'));
    const a = await createMember(t.app);
    const result = await t.app.ledger.post(
      move(t.brand, `ev6-${a.id}`, 'TEST', house('PAYMENTS'), main(a.id), 9n),
    );
    expect(result.created).toBe(true);
    expect((await t.app.ledger.balance(a.id)).main).toBe(9n);
  });

  it("reaches the member's open socket", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const member = await loggedInMember(t.app);
    const ws = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, {
      headers: { cookie: member.cookie, origin: `http://127.0.0.1:${port}` },
    });
    try {
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const event = new Promise<RealtimeEvent>((resolve) =>
        ws.once('message', (data) => resolve(JSON.parse(String(data)))),
      );
      await t.app.ledger.post(
        move(t.brand, `ev7-${member.id}`, 'TEST', house('PAYMENTS'), main(member.id), 1_234_567n),
      );
      expect(await event).toEqual({
        type: 'balance',
        currency: 'MYR',
        balances: { main: '1234567' },
      });
    } finally {
      ws.terminate();
    }
  });
});
