import { ErrorEnvelopeSchema } from '@nova/contracts/envelope';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginEvents } from '../db/schema/security.ts';
import {
  nextId,
  walletCall,
  walletPlayer,
} from '../features/vendor-wallet/vendor-wallet-test-kit.ts';
import { createMember } from '../test/accounts.ts';
import { setUpTestApp } from '../test/test-app.ts';

const t = setUpTestApp();
const LOGIN = '/wps/session/login';

/** A 400 VALIDATION_FAILED envelope naming the refused field. */
function expectRefused(res: LightMyRequestResponse, path: string, issue = 'control_character') {
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details).toEqual([{ path, issue }]);
}

describe('input hygiene (decision 026)', () => {
  it('refuses a NUL byte in a body field with a 400, not a database 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'demo\u0000', password: 'whatever-1' },
    });
    expectRefused(res, 'body.username');
  });

  it('refuses other control characters, lone surrogates and bad keys in a body', async () => {
    for (const username of ['a\u0001b', 'a\u001bb', 'a\u007f', '\ud800']) {
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { username, password: 'whatever-1' },
      });
      expectRefused(res, 'body.username');
    }
    const key = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","x\\u0000":1}',
    });
    expectRefused(key, 'body.(key)');
  });

  it('lets tab and line breaks through to the field rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'no\tsuch\nuser', password: 'whatever-1' },
    });
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a body nested deeper than any request of ours', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${'['.repeat(40)}${']'.repeat(40)},"password":"x"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details?.[0]?.issue).toBe('too_deep');
  });

  it('refuses a NUL byte in a query string and in a path parameter', async () => {
    expectRefused(
      await t.app.inject({ url: '/wps/system/domainRoute?domain=a%00b' }),
      'querystring.domain',
    );
    expectRefused(await t.app.inject({ url: '/wps/inhouse/rounds/1%00' }), 'url');
  });

  it('covers raw routes registered outside route() (the old sandbox pay page answered 500)', async () => {
    expectRefused(await t.app.inject({ url: '/wps/game/enter/ab%00c' }), 'url');
  });

  it('refuses a control character in a header or a cookie before the session is looked up', async () => {
    const member = await createMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'user-agent': 'Mozilla\u0000' },
      payload: { username: member.account, password: member.password },
    });
    expectRefused(res, 'headers.user-agent');
    const logins = await t.app.db
      .select({ id: loginEvents.id })
      .from(loginEvents)
      .where(eq(loginEvents.memberId, member.id));
    expect(logins).toEqual([]);

    expectRefused(
      await t.app.inject({ url: '/wps/member/info', headers: { cookie: 'nova_sid=%00abc' } }),
      'cookies.nova_sid',
    );
  });

  it('refuses a NUL in a well-signed vendor wallet callback, moving no money', async () => {
    const player = await walletPlayer(t.app, 'PT', 1_000n);
    const bet = (gameCode: string) =>
      walletCall(t.app, 'bet', {
        vendor: 'PT',
        memberId: player.id,
        roundId: nextId('round'),
        gameCode,
        txId: nextId('bet'),
        amount: '100',
        sessionToken: player.token,
      });
    // Refused at the door, after the signature check and before the wallet service reads it.
    expectRefused(await bet('PT-RNG-001\u0000'), 'body.gameCode');
    expect((await t.app.ledger.balance(player.id)).main).toBe(1_000n);
    // The same callback without the NUL is taken: the refusal was the character, not the call.
    expect((await bet('PT-RNG-001')).json().value.balance).toBe('900');
  });

  it('answers malformed URL escapes with a 400 envelope', async () => {
    const res = await t.app.inject({ url: '/wps/inhouse/rounds/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe('BAD_REQUEST');
  });
});
