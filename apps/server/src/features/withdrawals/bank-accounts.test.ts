import { MAX_BANK_ACCOUNTS } from '@nova/contracts/api/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, memberCall, moneyMember, ok, trialCookie } from './withdrawals-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const BANK_ACCOUNTS = '/wps/member/bank-accounts';

describe('GET /wps/payment/banks', () => {
  it('lists the Malaysian banks', async () => {
    const m = await moneyMember(t.app);
    const banks = ok<{ code: string; name: string }[]>(
      await memberCall(t.app, m.cookie, 'GET', '/wps/payment/banks'),
    );
    expect(banks.map((b) => b.code)).toEqual(
      expect.arrayContaining(['MBB', 'CIMB', 'PBB', 'RHB', 'HLB', 'AMB', 'BIMB', 'BSN']),
    );
  });
});

describe('bank accounts', () => {
  it('binds in the real name, masked but the last 4 digits, name never from the client', async () => {
    const m = await moneyMember(t.app, { realName: 'TAN AH KOW' });
    const bound = ok(
      await memberCall(t.app, m.cookie, 'POST', BANK_ACCOUNTS, {
        bankCode: 'CIMB',
        accountNumber: '7012345678',
        password: m.password,
        accountName: 'SOMEONE ELSE',
      }),
    );
    expect(bound).toMatchObject({
      bankCode: 'CIMB',
      bankName: 'CIMB Bank',
      accountNumber: '******5678',
      accountName: 'TAN AH KOW',
    });
    const list = ok<unknown[]>(await memberCall(t.app, m.cookie, 'GET', BANK_ACCOUNTS));
    expect(list).toEqual([bound]);
    expect(JSON.stringify(list)).not.toContain('7012345678');
    // The withdraw page shows the holder name before binding: the member's own real name.
    const overview = ok(
      await memberCall(t.app, m.cookie, 'GET', '/wps/payment/withdrawals/overview'),
    );
    expect(overview).toMatchObject({
      realNameSet: true,
      realName: 'TAN AH KOW',
      bankAccounts: [bound],
    });
  });

  it('needs a bound real name', async () => {
    const m = await moneyMember(t.app, { realName: null });
    const res = await memberCall(t.app, m.cookie, 'POST', BANK_ACCOUNTS, {
      bankCode: 'MBB',
      accountNumber: '1234567890',
      password: m.password,
    });
    expect(codeOf(res)).toBe('REAL_NAME_REQUIRED');
  });

  it('needs the login password (fresh authentication)', async () => {
    const m = await moneyMember(t.app);
    const res = await memberCall(t.app, m.cookie, 'POST', BANK_ACCOUNTS, {
      bankCode: 'MBB',
      accountNumber: '1234567890',
      password: 'Wrong#Passw0rd',
    });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('OLD_PASSWORD_INVALID');
    expect(ok<unknown[]>(await memberCall(t.app, m.cookie, 'GET', BANK_ACCOUNTS))).toEqual([]);
  });

  it('refuses an unknown bank, a duplicate and more than the maximum', async () => {
    const m = await moneyMember(t.app);
    const bind = (accountNumber: string, bankCode = 'MBB') =>
      memberCall(t.app, m.cookie, 'POST', BANK_ACCOUNTS, {
        bankCode,
        accountNumber,
        password: m.password,
      });
    expect(codeOf(await bind('1234567890', 'NOPE'))).toBe('VALIDATION_FAILED');
    ok(await bind('1000000001'));
    expect(codeOf(await bind('1000000001'))).toBe('CONFLICT');
    for (let i = 2; i <= MAX_BANK_ACCOUNTS; i++) ok(await bind(`100000000${i}`));
    const over = await bind('1000000099');
    expect(codeOf(over)).toBe('CONFLICT');
    expect(ok<unknown[]>(await memberCall(t.app, m.cookie, 'GET', BANK_ACCOUNTS))).toHaveLength(
      MAX_BANK_ACCOUNTS,
    );
  });

  it('refuses trial accounts', async () => {
    const res = await memberCall(t.app, await trialCookie(t.app), 'GET', BANK_ACCOUNTS);
    expect(codeOf(res)).toBe('TRIAL_FORBIDDEN');
  });
});
