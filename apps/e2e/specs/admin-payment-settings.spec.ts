import type { OpsPaymentChannel, PaymentSettings } from '@nova/contracts/api/ops-payment-settings';
import type { PaymentChannel } from '@nova/contracts/api/payments';
import type { APIRequestContext } from '@playwright/test';
import { registerViaApi } from '../fixtures/accounts.ts';
import { adminPage } from '../fixtures/admin.ts';
import { unwrap } from '../fixtures/api.ts';
import { gotoApp } from '../fixtures/app.ts';
import { OPS_TOKEN_MISSING } from '../fixtures/ops.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Payment settings in the back office (issue 13): the super admin changes a deposit channel's
 * maximum and adds a receiving bank account; the player's cashier (API and page) offers them
 * at once. The auditor sees the same screen read-only. The channel's maximum is put back and
 * the account switched off afterwards, so the other specs find the seeded cashier.
 */

const CHANNEL = 'Local Bank Transfer';
/** RM 43,210.00: under the seeded RM 50,000.00, above every amount the other specs deposit. */
const NEW_MAX = '43210';

function opsHeaders() {
  const token = process.env.OPERATOR_API_TOKEN;
  if (!token) throw new Error(OPS_TOKEN_MISSING);
  return { Authorization: `Bearer ${token}` };
}

async function bankTransfer(request: APIRequestContext): Promise<OpsPaymentChannel> {
  const settings = await unwrap<PaymentSettings>(
    await request.get('/ops/payments/channels', { headers: opsHeaders() }),
    'payment settings',
  );
  const channel = settings.channels.find((c) => c.code === 'BANK_TRANSFER');
  if (!channel) throw new Error('no BANK_TRANSFER channel');
  return channel;
}

test('the super admin changes a channel maximum and adds a receiving bank; the cashier offers them', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(90_000);
  const before = await bankTransfer(request);
  // A number of its own per run: a receiving account is never deleted, only switched off.
  const accountNumber = `77${String(Date.now()).slice(-10)}`;
  const admin = await adminPage(browser, 'demo-super', info, '/admin/payments/settings');
  try {
    await expect(admin.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();

    // The maximum, typed in ringgit and checked against the minimum before anything is sent.
    await admin.getByRole('button', { name: `Edit ${CHANNEL}` }).click();
    const edit = admin.getByRole('dialog');
    await edit.getByLabel(/^Maximum per deposit/).fill('20');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('The maximum must be at least the minimum.')).toBeVisible();
    await edit.getByLabel(/^Maximum per deposit/).fill(NEW_MAX);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(admin.getByText(`Channel ${CHANNEL} saved.`)).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(CHANNEL) })).toContainText('43,210.00');

    // A receiving account, from the brand's bank list.
    await admin.getByRole('button', { name: `Add an account to ${CHANNEL}` }).click();
    const add = admin.getByRole('dialog');
    await add.getByLabel('Bank').selectOption('PBB');
    await add.getByLabel('Account name').fill('Nova88 Services Sdn Bhd');
    await add.getByLabel('Account number').fill(accountNumber);
    await add.getByLabel('Order').fill('90');
    await add.getByRole('button', { name: 'Add account' }).click();
    await expect(add).toBeHidden();
    const row = admin.getByRole('row', { name: new RegExp(accountNumber) });
    await expect(row).toContainText('Public Bank');
    await expect(row).toContainText('On');

    // The player's cashier: the API and the deposit page.
    await registerViaApi(page);
    const channels = await unwrap<PaymentChannel[]>(
      await page.request.get('/wps/payment/channels'),
      'deposit channels',
    );
    const offered = channels.find((c) => c.code === 'BANK_TRANSFER');
    expect(offered?.maxAmount).toBe('4321000');
    expect(offered?.banks.map((b) => b.accountNumber)).toContain(accountNumber);
    await gotoApp(page, '/member?page=depositv2');
    await page.getByTestId('channel-BANK_TRANSFER').click();
    await expect(page.getByTestId('deposit-form')).toContainText('43,210.00');
    const bank = offered?.banks.find((b) => b.accountNumber === accountNumber);
    await expect(page.getByTestId(`receiving-bank-${bank?.id}`)).toContainText(accountNumber);
  } finally {
    // Back as seeded: the maximum restored, the new account switched off.
    const now = await bankTransfer(request);
    const { name, minAmount, turnoverPercent, enabled, sort } = now;
    await unwrap(
      await request.put(`/ops/payments/channels/${now.id}`, {
        headers: opsHeaders(),
        data: { name, minAmount, maxAmount: before.maxAmount, turnoverPercent, enabled, sort },
      }),
      'restore the maximum',
    );
    for (const added of now.banks.filter((b) => b.accountNumber === accountNumber)) {
      const { bankCode, accountName, sort: order } = added;
      await unwrap(
        await request.put(`/ops/payments/receiving-banks/${added.id}`, {
          headers: opsHeaders(),
          data: { bankCode, accountName, accountNumber, sort: order, enabled: false },
        }),
        'switch the account off',
      );
    }
    await admin.context().close();
  }
});

test('the auditor sees the payment settings read-only', async ({ browser }, info) => {
  const auditor = await adminPage(browser, 'demo-auditor', info, '/admin/payments/settings');
  await expect(auditor.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  await expect(auditor.getByText('Read only: your role can see the channels')).toBeVisible();
  await expect(auditor.getByRole('row', { name: new RegExp(CHANNEL) })).toContainText('30.00');
  await expect(auditor.getByRole('row', { name: /514011223344/ })).toContainText('Maybank');
  for (const name of [/New channel/, /^Edit/, /^Add an account/, /^Switch (on|off)/]) {
    await expect(auditor.getByRole('button', { name })).toHaveCount(0);
  }
  await auditor.context().close();
});
