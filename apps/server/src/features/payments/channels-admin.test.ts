import type {
  OpsPaymentChannel,
  PaymentSettings,
  ReceivingBankInput,
  UpdatePaymentChannel,
} from '@nova/contracts/api/ops-payment-settings';
import type { PaymentChannel } from '@nova/contracts/api/payments';
import { describe, expect, it } from 'vitest';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import {
  type Member,
  newMember,
  postDeposit,
  requestId,
  uploadProof,
} from './payments-test-kit.ts';

// Issue 13, payment channel and receiving-bank settings: what an operator saves is what the
// player's cashier offers and enforces at once; a refused request changes nothing; pending
// deposits still settle after their channel or bank is switched off; every write is audited
// with before and after; only payments.channels.manage writes.
const t = setUpTestApp();

const account = serviceAccounts(() => t.app);
const as = (role: string) => account(`channels-${role.toLowerCase()}`, role);

async function settings(role = 'SUPER_ADMIN'): Promise<PaymentSettings> {
  const res = await t.app.inject({ url: '/ops/payments/channels', headers: await as(role) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function channel(code: string): Promise<OpsPaymentChannel> {
  const found = (await settings()).channels.find((c) => c.code === code);
  if (!found) throw new Error(`no channel ${code}`);
  return found;
}

function write(method: 'POST' | 'PUT', url: string, payload: object, role = 'SUPER_ADMIN') {
  return as(role).then((headers) => t.app.inject({ method, url, headers, payload }));
}

/** A channel's editable fields as they are, with `change` applied. */
function edit(c: OpsPaymentChannel, change: Partial<UpdatePaymentChannel>): UpdatePaymentChannel {
  const { name, minAmount, maxAmount, turnoverPercent, enabled, sort } = c;
  return { name, minAmount, maxAmount, turnoverPercent, enabled, sort, ...change };
}

function bankEdit(
  b: OpsPaymentChannel['banks'][number],
  change: Partial<ReceivingBankInput>,
): ReceivingBankInput {
  const { bankCode, accountName, accountNumber, enabled, sort } = b;
  return { bankCode, accountName, accountNumber, enabled, sort, ...change };
}

const putChannel = (c: OpsPaymentChannel, change: Partial<UpdatePaymentChannel>) =>
  write('PUT', `/ops/payments/channels/${c.id}`, edit(c, change));

/** Refused with VALIDATION_FAILED on `path` (and `issue`), and every channel is as it was. */
async function refused(
  send: () => Promise<{ statusCode: number; body: string; json(): unknown }>,
  path: string,
  issue?: string,
) {
  const before = await settings();
  const res = await send();
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; details: { path: string; issue: string }[] };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details).toContainEqual(issue ? { path, issue } : expect.objectContaining({ path }));
  expect(await settings()).toEqual(before);
}

async function siteChannels(member: Member): Promise<PaymentChannel[]> {
  const res = await t.app.inject({
    url: '/wps/payment/channels',
    headers: { cookie: member.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function manualDeposit(member: Member, c: { id: number }, bankId: number, amount: string) {
  return postDeposit(t.app, member, {
    channelId: c.id,
    receivingBankId: bankId,
    amount,
    requestId: requestId(),
    proofUploadIds: [await uploadProof(t.app, member)],
  });
}

async function lastAudit(action: string) {
  const [row] = await t.app.audit.list({ action, limit: 1 });
  return row;
}

const NEW_CHANNEL = {
  code: 'DUITNOW_QR',
  kind: 'MANUAL_BANK',
  provider: 'MANUAL',
  name: 'DuitNow transfer',
  minAmount: '2000',
  maxAmount: '1000000',
  turnoverPercent: 150,
  enabled: false,
  sort: 5,
} as const;

describe('the channel list', () => {
  it('shows every channel with its banks, the adapters and the bank list, to the read roles', async () => {
    const s = await settings('AUDITOR');
    expect(s.channels.map((c) => c.code)).toEqual(['BANK_TRANSFER', 'SANDBOXPAY_FPX']);
    expect(s.channels[0]).toMatchObject({
      kind: 'MANUAL_BANK',
      provider: 'MANUAL',
      minAmount: '3000',
      maxAmount: '5000000',
      turnoverPercent: 100,
      enabled: true,
      providerReady: true,
    });
    expect(s.channels[0]?.banks.map((b) => [b.bankCode, b.accountNumber, b.enabled])).toEqual([
      ['MBB', '514011223344', true],
      ['CIMB', '8600123456', true],
    ]);
    expect(s.channels[1]?.banks).toEqual([]);
    expect(s.providers).toContainEqual({ kind: 'MANUAL_BANK', provider: 'MANUAL', ready: true });
    expect(s.providers.map((p) => `${p.kind}:${p.provider}`)).toContain('ONLINE:SANDBOXPAY');
    expect(s.banks).toContainEqual({ code: 'PBB', name: 'Public Bank' });
    for (const role of ['FINANCE', 'RISK']) await settings(role);
  });

  it('is closed to roles without payments.channels.read, and writes to those without manage', async () => {
    const list = await t.app.inject({
      url: '/ops/payments/channels',
      headers: await as('CONTENT'),
    });
    expect(list.statusCode).toBe(403);
    const c = await channel('BANK_TRANSFER');
    for (const role of ['FINANCE', 'AUDITOR']) {
      const res = await write('PUT', `/ops/payments/channels/${c.id}`, edit(c, {}), role);
      expect(res.statusCode, role).toBe(403);
    }
    expect(await channel('BANK_TRANSFER')).toEqual(c);
  });
});

describe('creating a channel', () => {
  it('refuses bad input with a field error, and changes nothing', async () => {
    const create = (change: object) => () =>
      write('POST', '/ops/payments/channels', { ...NEW_CHANNEL, ...change });
    await refused(create({ code: 'duitnow' }), 'body.code');
    await refused(create({ code: 'BANK_TRANSFER' }), 'body.code', 'code-taken');
    await refused(create({ maxAmount: '1999' }), 'body.maxAmount');
    await refused(create({ minAmount: '0' }), 'body.minAmount');
    await refused(create({ minAmount: '12.50' }), 'body.minAmount');
    await refused(create({ turnoverPercent: 10_001 }), 'body.turnoverPercent');
    await refused(create({ provider: 'SANDBOXPAY' }), 'body.provider', 'unknown-provider');
    await refused(
      create({ kind: 'ONLINE', provider: 'NOPAY' }),
      'body.provider',
      'unknown-provider',
    );
    // A manual channel with no bank yet cannot start switched on.
    await refused(create({ enabled: true }), 'body.enabled', 'no-enabled-bank');
  });

  it('adds a manual channel switched off; with a bank it is switched on and the site offers it', async () => {
    const member = await newMember(t.app);
    const res = await write('POST', '/ops/payments/channels', NEW_CHANNEL);
    expect(res.statusCode, res.body).toBe(200);
    const created: OpsPaymentChannel = res.json().value;
    expect(created).toMatchObject({ ...NEW_CHANNEL, banks: [] });
    expect((await siteChannels(member)).map((c) => c.code)).not.toContain('DUITNOW_QR');
    expect(await lastAudit('payments.channel.create')).toMatchObject({
      objectType: 'payment_channel',
      objectId: String(created.id),
      brandId: t.brand,
      before: null,
      after: expect.objectContaining({ code: 'DUITNOW_QR', enabled: false, minAmount: '2000' }),
    });

    // Switching it on is refused until a bank is enabled on it.
    await refused(() => putChannel(created, { enabled: true }), 'body.enabled', 'no-enabled-bank');
    const added = await write('POST', `/ops/payments/channels/${created.id}/banks`, {
      bankCode: 'PBB',
      accountName: 'Nova88 Services Sdn Bhd',
      accountNumber: '3201234567',
      enabled: true,
      sort: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const withBank: OpsPaymentChannel = added.json().value;
    expect(withBank.banks).toEqual([
      expect.objectContaining({ bankCode: 'PBB', bankName: 'Public Bank', enabled: true }),
    ]);
    const on = await putChannel(withBank, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);

    const offered = (await siteChannels(member)).find((c) => c.code === 'DUITNOW_QR');
    expect(offered).toMatchObject({ minAmount: '2000', maxAmount: '1000000' });
    expect(offered?.banks.map((b) => b.accountNumber)).toEqual(['3201234567']);
    const deposit = await manualDeposit(member, created, withBank.banks[0]?.id ?? 0, '2500');
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json().value).toMatchObject({ channelCode: 'DUITNOW_QR', status: 'PENDING' });
  });
});

describe('changing a channel', () => {
  it('refuses max below min, and changes nothing', async () => {
    const c = await channel('BANK_TRANSFER');
    await refused(() => putChannel(c, { minAmount: '9000', maxAmount: '8000' }), 'body.maxAmount');
    await refused(() => putChannel(c, { name: '  ' }), 'body.name');
    await refused(() => putChannel(c, { sort: -1 }), 'body.sort');
    const missing = await write('PUT', '/ops/payments/channels/999999', edit(c, {}));
    expect(missing.statusCode).toBe(404);
  });

  it('enforces new limits on the next deposit, and audits before and after', async () => {
    const member = await newMember(t.app);
    const c = await channel('BANK_TRANSFER');
    const bankId = c.banks[0]?.id ?? 0;
    const res = await putChannel(c, { minAmount: '5000', maxAmount: '20000' });
    expect(res.statusCode, res.body).toBe(200);
    const site = (await siteChannels(member)).find((x) => x.code === 'BANK_TRANSFER');
    expect(site).toMatchObject({ minAmount: '5000', maxAmount: '20000' });

    for (const amount of ['4000', '25000']) {
      const out = await manualDeposit(member, c, bankId, amount);
      expect(out.statusCode, amount).toBe(422);
      expect(out.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    }
    expect((await manualDeposit(member, c, bankId, '20000')).statusCode).toBe(200);

    expect(await lastAudit('payments.channel.update')).toMatchObject({
      objectType: 'payment_channel',
      objectId: String(c.id),
      before: expect.objectContaining({ minAmount: '3000', maxAmount: '5000000' }),
      after: expect.objectContaining({ minAmount: '5000', maxAmount: '20000' }),
    });
    expect((await putChannel(c, {})).statusCode).toBe(200);
  });

  it('a new turnover applies to later deposits, never to one the member already made', async () => {
    const member = await newMember(t.app);
    const c = await channel('BANK_TRANSFER');
    const bankId = c.banks[0]?.id ?? 0;
    expect(c.turnoverPercent).toBe(100);
    const before = await manualDeposit(member, c, bankId, '10000');
    expect(before.statusCode, before.body).toBe(200);
    expect((await putChannel(c, { turnoverPercent: 300 })).statusCode).toBe(200);
    const after = await manualDeposit(member, c, bankId, '10000');
    expect(after.statusCode, after.body).toBe(200);
    const finance = await as('FINANCE');
    for (const deposit of [before, after]) {
      const approved = await t.app.inject({
        method: 'POST',
        url: `/ops/payments/deposits/${deposit.json().value.id}/approve`,
        headers: finance,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const profile = await t.app.inject({ url: `/ops/members/${member.id}`, headers: finance });
    // 1x of the first (made at 100%) + 3x of the second (made at 300%).
    expect(profile.json().value.turnover.required).toBe(String(10000 + 30000));
    expect((await putChannel(c, { turnoverPercent: 100 })).statusCode).toBe(200);
  });

  it('switched off, leaves the site at once (payment logo too) and refuses deposits', async () => {
    const member = await newMember(t.app);
    const logos = async () => {
      const res = await t.app.inject({ url: '/wps/system/permission' });
      const value = res.json().value as { resources: Record<string, { title: string }[]> };
      return (value.resources.PAYMENT_METHOD ?? []).map((r) => r.title);
    };
    expect(await logos()).toContain('FPX Online Banking'); // the permission data is cached now
    const fpx = await channel('SANDBOXPAY_FPX');
    expect((await putChannel(fpx, { enabled: false })).statusCode).toBe(200);

    expect((await siteChannels(member)).map((c) => c.code)).toEqual([
      'BANK_TRANSFER',
      'DUITNOW_QR',
    ]);
    expect(await logos()).not.toContain('FPX Online Banking');
    const refusedDeposit = await postDeposit(t.app, member, {
      channelId: fpx.id,
      amount: '5000',
      requestId: requestId(),
    });
    expect(refusedDeposit.statusCode).toBe(422);
    expect(refusedDeposit.json().code).toBe('CHANNEL_UNAVAILABLE');
    expect(await lastAudit('payments.channel.update')).toMatchObject({
      before: expect.objectContaining({ code: 'SANDBOXPAY_FPX', enabled: true }),
      after: expect.objectContaining({ code: 'SANDBOXPAY_FPX', enabled: false }),
    });

    expect((await putChannel(fpx, { enabled: true })).statusCode).toBe(200);
    expect((await siteChannels(member)).map((c) => c.code)).toContain('SANDBOXPAY_FPX');
    expect(await logos()).toContain('FPX Online Banking');
  });
});

describe('receiving banks', () => {
  it('a new one appears on the site’s manual deposit; an unknown bank or a twin is refused', async () => {
    const member = await newMember(t.app);
    const c = await channel('BANK_TRANSFER');
    const url = `/ops/payments/channels/${c.id}/banks`;
    const body = {
      bankCode: 'RHB',
      accountName: 'Nova88 Services Sdn Bhd',
      accountNumber: '21234500098765',
      enabled: true,
      sort: 3,
    };
    await refused(
      () => write('POST', url, { ...body, bankCode: 'XYZ' }),
      'body.bankCode',
      'unknown-bank',
    );
    await refused(
      () => write('POST', url, { ...body, accountNumber: '12345' }),
      'body.accountNumber',
    );
    await refused(
      () => write('POST', url, { ...body, accountNumber: '1234 5678' }),
      'body.accountNumber',
    );
    await refused(
      () => write('POST', url, { ...body, bankCode: 'MBB', accountNumber: '514011223344' }),
      'body.accountNumber',
      'duplicate-account',
    );
    const fpx = await channel('SANDBOXPAY_FPX');
    const online = await write('POST', `/ops/payments/channels/${fpx.id}/banks`, body);
    expect(online.statusCode).toBe(409);
    expect(online.json().code).toBe('INVALID_STATE');

    const res = await write('POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    const rhb = (res.json().value as OpsPaymentChannel).banks.find((b) => b.bankCode === 'RHB');
    if (!rhb) throw new Error('RHB not added');
    const site = (await siteChannels(member)).find((x) => x.code === 'BANK_TRANSFER');
    expect(site?.banks.map((b) => b.bankName)).toEqual(['Maybank', 'CIMB Bank', 'RHB Bank']);
    expect(site?.banks[2]).toMatchObject({ id: rhb.id, accountNumber: '21234500098765' });
    expect((await manualDeposit(member, c, rhb.id, '10000')).statusCode).toBe(200);
    expect(await lastAudit('payments.bank.create')).toMatchObject({
      objectType: 'payment_receiving_bank',
      objectId: String(rhb.id),
      before: null,
      after: expect.objectContaining({ bankCode: 'RHB', channelId: c.id, enabled: true }),
    });
  });

  it('switched off, leaves the site and new deposits; its pending deposit is still approved', async () => {
    const member = await newMember(t.app);
    const c = await channel('BANK_TRANSFER');
    const rhb = c.banks.find((b) => b.bankCode === 'RHB');
    if (!rhb) throw new Error('no RHB bank');
    const pending = await manualDeposit(member, c, rhb.id, '12000');
    expect(pending.statusCode, pending.body).toBe(200);

    const off = await write(
      'PUT',
      `/ops/payments/receiving-banks/${rhb.id}`,
      bankEdit(rhb, { enabled: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(await lastAudit('payments.bank.update')).toMatchObject({
      objectId: String(rhb.id),
      before: expect.objectContaining({ enabled: true }),
      after: expect.objectContaining({ enabled: false }),
    });
    const site = (await siteChannels(member)).find((x) => x.code === 'BANK_TRANSFER');
    expect(site?.banks.map((b) => b.bankCode)).toEqual(['MBB', 'CIMB']);
    const late = await manualDeposit(member, c, rhb.id, '12000');
    expect(late.statusCode).toBe(400);
    expect(late.json().details).toContainEqual({
      path: 'receivingBankId',
      issue: 'unknown receiving bank',
    });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/ops/payments/deposits/${pending.json().value.id}/approve`,
      headers: await as('FINANCE'),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.deposit.status).toBe('APPROVED');
  });

  it('keeps the last enabled bank of an enabled manual channel on; with the channel off it may go', async () => {
    const res = await write('POST', '/ops/payments/channels', {
      ...NEW_CHANNEL,
      code: 'LAST_BANK',
    });
    const created: OpsPaymentChannel = res.json().value;
    const added = await write('POST', `/ops/payments/channels/${created.id}/banks`, {
      bankCode: 'HLB',
      accountName: 'Nova88 Services Sdn Bhd',
      accountNumber: '10987654321',
      enabled: true,
      sort: 0,
    });
    const bank = (added.json().value as OpsPaymentChannel).banks[0];
    if (!bank) throw new Error('no bank');
    expect((await putChannel(created, { enabled: true })).statusCode).toBe(200);

    const url = `/ops/payments/receiving-banks/${bank.id}`;
    await refused(
      () => write('PUT', url, bankEdit(bank, { enabled: false })),
      'body.enabled',
      'last-enabled-bank',
    );
    // Other details of the last bank may change.
    const renamed = await write('PUT', url, bankEdit(bank, { accountName: 'Nova88 Payments' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await lastAudit('payments.bank.update')).toMatchObject({
      before: expect.objectContaining({ accountName: 'Nova88 Services Sdn Bhd' }),
      after: expect.objectContaining({ accountName: 'Nova88 Payments' }),
    });

    expect((await putChannel(created, { enabled: false })).statusCode).toBe(200);
    const off = await write(
      'PUT',
      url,
      bankEdit(bank, { accountName: 'Nova88 Payments', enabled: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    const missing = await write('PUT', '/ops/payments/receiving-banks/999999', bankEdit(bank, {}));
    expect(missing.statusCode).toBe(404);
  });
});
