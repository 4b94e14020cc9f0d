import type { KycOverview } from '@nova/contracts/api/kyc';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import {
  channelId,
  requestId as depositRequestId,
  type Member,
  newMember,
  postDeposit,
  uploadProof,
} from '../payments/payments-test-kit.ts';
import {
  codeOf,
  expectLedgerWhole,
  fundedMember,
  ok,
  withdraw,
} from '../withdrawals/withdrawals-test-kit.ts';
import { assertDepositAllowed, assertWithdrawalAllowed, kycStatus } from './kyc.service.ts';

// Issue 14: withdrawals above the brand's amount and deposits beyond its total need a VERIFIED
// member (KYC_REQUIRED otherwise); a refused withdrawal holds nothing.
const t = setUpTestApp({ operatorApiToken: OPERATOR_TOKEN });

async function thresholds(withdrawalAbove: bigint | null, depositsAbove: bigint | null) {
  await t.app.db.execute(sql`
    insert into brand_protection_settings (brand_id, kyc_withdrawal_above, kyc_deposits_above)
    values (${t.brand}, ${withdrawalAbove}, ${depositsAbove})
    on conflict (brand_id) do update
      set kyc_withdrawal_above = excluded.kyc_withdrawal_above,
          kyc_deposits_above = excluded.kyc_deposits_above`);
}

/** Documents of both kinds, with these statuses (the latest of each kind last). */
async function documents(memberId: number, ...statuses: [string, string][]) {
  for (const [kind, status] of statuses) {
    await t.app.db.execute(sql`
      insert into kyc_documents (brand_id, member_id, kind, status, mime, size, sha256, data,
        reviewed_at, reviewed_by, reason)
      values (${t.brand}, ${memberId}, ${kind}, ${status}, 'application/pdf', 4, 'x', '\\x25504446',
        ${status === 'PENDING' ? null : sql`now()`}, ${status === 'PENDING' ? null : 'kyc-risk'},
        ${status === 'REJECTED' ? 'Blurred' : null})`);
  }
}

const verify = (memberId: number) =>
  documents(memberId, ['IDENTITY', 'APPROVED'], ['ADDRESS', 'APPROVED']);

async function withdrawals(memberId: number): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from withdrawals where member_id = ${memberId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('the withdrawal gate', () => {
  it('refuses an unverified member above the threshold, holding nothing', async () => {
    await thresholds(50_000n, null);
    const { m, bank } = await fundedMember(t.app, 100_000n);
    const refused = await withdraw(t.app, m, bank, '50001');
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('KYC_REQUIRED');
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 100_000n, held: 0n });
    expect(await withdrawals(m.id)).toBe(0);
    // At the threshold itself no verification is needed.
    expect(ok<{ amount: string }>(await withdraw(t.app, m, bank, '50000')).amount).toBe('50000');
    // Pending documents do not verify.
    await documents(m.id, ['IDENTITY', 'APPROVED'], ['ADDRESS', 'PENDING']);
    expect(codeOf(await withdraw(t.app, m, bank, '50001'))).toBe('KYC_REQUIRED');
    await expectLedgerWhole(t.app);
  });

  it('accepts a verified member above the threshold, and anyone when there is none', async () => {
    await thresholds(50_000n, null);
    const { m, bank } = await fundedMember(t.app, 200_000n);
    await verify(m.id);
    expect(ok<{ status: string }>(await withdraw(t.app, m, bank, '60000')).status).toBe('PENDING');
    expect((await t.app.ledger.balance(m.id)).held).toBe(60_000n);

    await thresholds(null, null);
    const other = await fundedMember(t.app, 200_000n);
    expect((await withdraw(t.app, other.m, other.bank, '150000')).statusCode).toBe(200);
  });

  it('assertWithdrawalAllowed: above the amount, only VERIFIED passes', async () => {
    await thresholds(1_000n, null);
    const m = await createMember(t.app);
    const check = (amount: bigint) =>
      assertWithdrawalAllowed(t.app.db, { brandId: t.brand, memberId: m.id, amount });
    await expect(check(1_000n)).resolves.toBeUndefined();
    await expect(check(1_001n)).rejects.toMatchObject({ code: 'KYC_REQUIRED' });
    // A rejected address leaves the member unverified until a new one is approved.
    await documents(m.id, ['IDENTITY', 'APPROVED'], ['ADDRESS', 'REJECTED']);
    expect(await kycStatus(t.app.db, m.id)).toBe('REJECTED');
    await expect(check(1_001n)).rejects.toMatchObject({ code: 'KYC_REQUIRED' });
    await documents(m.id, ['ADDRESS', 'APPROVED']);
    expect(await kycStatus(t.app.db, m.id)).toBe('VERIFIED');
    await expect(check(1_001n)).resolves.toBeUndefined();
  });
});

describe('the deposit gate', () => {
  async function receivingBank(member: Member): Promise<number> {
    const channels = await t.app.inject({
      url: '/wps/payment/channels',
      headers: { cookie: member.cookie },
    });
    const bank = channels.json().value.find((c: { code: string }) => c.code === 'BANK_TRANSFER');
    return bank.banks[0].id;
  }

  function deposit(member: Member, amount: string) {
    return Promise.all([
      channelId(t.app, 'BANK_TRANSFER'),
      receivingBank(member),
      uploadProof(t.app, member),
    ]).then(([channel, bank, proof]) =>
      postDeposit(t.app, member, {
        channelId: channel,
        receivingBankId: bank,
        amount,
        requestId: depositRequestId(),
        proofUploadIds: [proof],
      }),
    );
  }

  async function creditedDeposit(member: Member, amount: string): Promise<void> {
    const pending = ok<{ id: number }>(await deposit(member, amount));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/ops/payments/deposits/${pending.id}/approve`,
      headers: operatorHeaders(),
    });
    expect(approved.json().value.deposit).toMatchObject({ status: 'APPROVED' });
  }

  async function overview(member: Member): Promise<KycOverview> {
    const res = await t.app.inject({ url: '/wps/member/kyc', headers: { cookie: member.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  }

  it('counts credited deposits so far: beyond the total only VERIFIED passes', async () => {
    await thresholds(null, null);
    const member = await newMember(t.app);
    await creditedDeposit(member, '30000');
    await creditedDeposit(member, '20000');
    // A pending deposit may yet be credited: it counts until it is rejected.
    const pending = ok<{ id: number }>(await deposit(member, '90000'));
    await thresholds(null, 60_000n);
    const check = (amount: bigint) =>
      assertDepositAllowed(t.app.db, { brandId: t.brand, memberId: member.id, amount });
    await expect(check(1n)).rejects.toMatchObject({ code: 'KYC_REQUIRED' });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/ops/payments/deposits/${pending.id}/reject`,
      headers: operatorHeaders(),
      payload: { reason: 'not received' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expect(check(10_000n)).resolves.toBeUndefined();
    await expect(check(10_001n)).rejects.toMatchObject({ code: 'KYC_REQUIRED' });
    expect((await overview(member)).requirement).toEqual({
      withdrawalAbove: null,
      depositsAbove: '60000',
      depositedTotal: '50000',
      depositsBlocked: false,
    });

    await thresholds(1_000n, 50_000n);
    expect((await overview(member)).requirement).toMatchObject({
      withdrawalAbove: '1000',
      depositedTotal: '50000',
      depositsBlocked: true,
    });
    await expect(check(1n)).rejects.toMatchObject({ code: 'KYC_REQUIRED' });

    await verify(member.id);
    await expect(check(1_000_000n)).resolves.toBeUndefined();
    expect((await overview(member)).requirement.depositsBlocked).toBe(false);
    expect((await overview(member)).status).toBe('VERIFIED');

    // Through the deposit request itself: refused unverified beyond the total, nothing made.
    await thresholds(null, 50_000n);
    const other = await newMember(t.app);
    await creditedDeposit(other, '40000');
    const refused = await deposit(other, '20000');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('KYC_REQUIRED');
    ok(await deposit(other, '10000'));

    await thresholds(null, null);
    const fresh = await newMember(t.app);
    await expect(
      assertDepositAllowed(t.app.db, { brandId: t.brand, memberId: fresh.id, amount: 10n ** 12n }),
    ).resolves.toBeUndefined();
  });
});
