import { describe, expect, it } from 'vitest';
import { SANDBOX_VENDOR, SANDBOX_VENDOR_SECRET } from '../../config.ts';
import { signPayload } from '../../lib/hmac-signature.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { walletPlayer } from './vendor-wallet-test-kit.ts';

// Issue 4 seamless wallet, SECURITY.md 38-39: signed, idempotent vendor bets and wins (issue 5:
// bets name the game session and every callback the game code).
const t = setUpTestApp({ vendorWalletSecrets: { [SANDBOX_VENDOR]: SANDBOX_VENDOR_SECRET } });
let serial = 0;

const nowSeconds = () => String(Math.floor(Date.now() / 1000));
const txId = () => `tx-${process.pid}-${++serial}`;

interface CallOptions {
  secret?: string;
  timestamp?: string;
  signature?: string | null;
  rawBody?: string;
}

async function call(kind: 'bet' | 'win', body: Record<string, unknown>, options: CallOptions = {}) {
  const raw =
    options.rawBody ??
    JSON.stringify({
      vendor: SANDBOX_VENDOR,
      roundId: 'r1',
      gameCode: 'SANDBOX-RNG-001',
      ...(kind === 'bet' ? { sessionToken: tokens.get(Number(body.memberId)) ?? lastToken } : {}),
      ...body,
    });
  const timestamp = options.timestamp ?? nowSeconds();
  const signature =
    options.signature === undefined
      ? signPayload(options.secret ?? SANDBOX_VENDOR_SECRET, timestamp, raw)
      : options.signature;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
  };
  if (signature !== null) headers['x-signature'] = signature;
  return t.app.inject({ method: 'POST', url: `/vendor/wallet/${kind}`, payload: raw, headers });
}

/** Game session tokens by member id (bets name theirs); the latest for bets by account. */
const tokens = new Map<number, string>();
let lastToken = '';

async function fundedMember(amount: bigint) {
  const member = await walletPlayer(t.app, SANDBOX_VENDOR, amount);
  tokens.set(member.id, member.token);
  lastToken = member.token;
  return member;
}

const mainOf = async (memberId: number) => (await t.app.ledger.balance(memberId)).main;
const houseBets = () => t.app.ledger.houseBalance(t.brand, 'BETS');

describe('vendor wallet authentication', () => {
  it('refuses a missing, wrong or stale signature and posts nothing', async () => {
    const member = await fundedMember(1_000n);
    const before = await houseBets();
    const body = { memberId: member.id, txId: txId(), amount: '100' };
    const refusals = [
      await call('bet', body, { signature: null }),
      await call('bet', body, { secret: 'not-the-secret-of-sandbox' }),
      await call('bet', body, { signature: 'ab'.repeat(32) }),
      await call('bet', body, { timestamp: String(Number(nowSeconds()) - 301) }),
      await call('bet', body, { timestamp: String(Number(nowSeconds()) + 301) }),
      // Signed for one body, sent with another.
      await call('bet', body, {
        rawBody: JSON.stringify({ vendor: SANDBOX_VENDOR, roundId: 'r1', ...body, amount: '1' }),
        signature: signPayload(
          SANDBOX_VENDOR_SECRET,
          nowSeconds(),
          JSON.stringify({ vendor: SANDBOX_VENDOR, roundId: 'r1', ...body }),
        ),
      }),
      await call('bet', { ...body, vendor: 'OTHER' }),
      await call('win', body, { signature: null }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    expect(await mainOf(member.id)).toBe(1_000n);
    expect(await houseBets()).toBe(before);
  });

  it('checks the signature before validating the body', async () => {
    const res = await call('bet', { memberId: 'junk' }, { signature: null });
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const signed = await call('bet', { memberId: 'junk', txId: txId(), amount: '1' });
    expect(signed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is not blocked by the cross-site check and needs no site cookie', async () => {
    const member = await fundedMember(10n);
    const raw = JSON.stringify({
      vendor: SANDBOX_VENDOR,
      roundId: 'r',
      memberId: member.id,
      txId: txId(),
      amount: '5',
      sessionToken: member.token,
      gameCode: 'SANDBOX-RNG-001',
    });
    const ts = nowSeconds();
    const res = await t.app.inject({
      method: 'POST',
      url: '/vendor/wallet/bet',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        origin: 'https://vendor.example',
        'x-timestamp': ts,
        'x-signature': signPayload(SANDBOX_VENDOR_SECRET, ts, raw),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ balance: '5', txId: expect.any(String), duplicate: false });
  });
});

describe('vendor wallet bets and wins', () => {
  it('debits a bet to the house and credits a win back', async () => {
    const member = await fundedMember(1_000n);
    const before = await houseBets();
    const betTxId = txId();
    const bet = await call('bet', { memberId: member.id, txId: betTxId, amount: '300' });
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({
      success: true,
      value: { balance: '700', duplicate: false },
    });
    const win = await call('win', {
      account: member.account.toUpperCase(),
      txId: txId(),
      betTxId,
      amount: '450',
    });
    expect(win.json()).toMatchObject({
      success: true,
      value: { balance: '1150', duplicate: false },
    });
    expect(await mainOf(member.id)).toBe(1_150n);
    expect(await houseBets()).toBe(before + 300n - 450n);
  });

  it('answers a replay with the first answer and moves nothing', async () => {
    const member = await fundedMember(1_000n);
    const body = { memberId: member.id, txId: txId(), amount: '200' };
    const first = await call('bet', body);
    await call('win', { memberId: member.id, txId: txId(), amount: '50', betTxId: body.txId });
    const replay = await call('bet', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual({ ...first.json().value, duplicate: true });
    expect(first.json().value).toEqual({ balance: '800', txId: body.txId, duplicate: false });
    expect(await mainOf(member.id)).toBe(850n);
  });

  it('refuses the same txId with another amount', async () => {
    const member = await fundedMember(1_000n);
    const id = txId();
    await call('bet', { memberId: member.id, txId: id, amount: '100' });
    const res = await call('bet', { memberId: member.id, txId: id, amount: '101' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_CONFLICT' });
    // A win may not reuse a bet's txId either.
    const win = await call('win', { memberId: member.id, txId: id, amount: '100' });
    expect(win.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await mainOf(member.id)).toBe(900n);
  });

  it('refuses an overdraft, which can then be retried once funded', async () => {
    const member = await fundedMember(100n);
    const before = await houseBets();
    const body = { memberId: member.id, txId: txId(), amount: '101' };
    const res = await call('bet', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await mainOf(member.id)).toBe(100n);
    expect(await houseBets()).toBe(before);
    // A win without a bet (a promotional win), credited against the open game session (issue 11).
    const promo = { memberId: member.id, txId: txId(), amount: '1', sessionToken: member.token };
    expect((await call('win', promo)).statusCode).toBe(200);
    expect((await call('bet', body)).json().value).toMatchObject({ balance: '0' });
  });

  it('refuses an unknown member, a member of nobody and a bad amount', async () => {
    const before = await houseBets();
    for (const body of [
      { memberId: 987_654_321, txId: txId(), amount: '1' },
      { account: 'nobody-here', txId: txId(), amount: '1' },
    ]) {
      const res = await call('win', body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const member = await fundedMember(10n);
    for (const amount of ['0', '-1', '1.5', '9007199254740993'])
      expect((await call('bet', { memberId: member.id, txId: txId(), amount })).statusCode).toBe(
        400,
      );
    const both = await call('bet', {
      memberId: member.id,
      account: member.account,
      txId: txId(),
      amount: '1',
    });
    expect(both.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await houseBets()).toBe(before);
    expect(await mainOf(member.id)).toBe(10n);
  });

  it('refuses a bet of a disabled member but still pays a win', async () => {
    const { members } = await import('../../db/schema/members.ts');
    const { eq } = await import('drizzle-orm');
    const disable = (id: number) =>
      t.app.db.update(members).set({ status: 'DISABLED' }).where(eq(members.id, id));
    const blocked = await fundedMember(50n);
    await disable(blocked.id);
    expect(
      (await call('bet', { memberId: blocked.id, txId: txId(), amount: '1' })).statusCode,
    ).toBe(403);
    // A win of a round played before the member was disabled is paid (issue 11: it names its bet).
    const player = await fundedMember(50n);
    const betTxId = txId();
    expect(
      (await call('bet', { memberId: player.id, txId: betTxId, amount: '10' })).statusCode,
    ).toBe(200);
    await disable(player.id);
    const win = await call('win', { memberId: player.id, txId: txId(), amount: '5', betTxId });
    expect(win.json().value).toMatchObject({ balance: '45' });
  });

  it('answers JSON 404 under its prefix', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/vendor/wallet/nothing',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});
