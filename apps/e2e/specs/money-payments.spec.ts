import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { NEW_PASSWORD, registerViaApi } from '../fixtures/accounts.ts';
import { unwrap } from '../fixtures/api.ts';
import { gotoApp, screenshot, waitForApp } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 4, member center deposit and withdraw (spec §2 depositv2 and withdraw, §3/§4 the
 * withdrawal confirmation), as a member would use them: a fresh member deposits through the
 * sandbox gateway and by bank transfer with a slip (approved through the operator API), then
 * binds a payout account, withdraws, and reports a partial receipt with a proof image.
 */
const PAYMENT_PASSWORD = '135790';

test.describe.configure({ mode: 'serial' });

// ── A small valid PNG (real chunk CRCs: the server checks images by content) ─────────────
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A size×size RGB gradient, like a phone screenshot of a bank slip would be (but tiny). */
function pngImage(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(40 + x * 4, 30 + y * 3, 120);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SLIP = { name: 'slip.png', mimeType: 'image/png', buffer: pngImage() };

/** Full-page shots from the top, so the sticky header sits where a person sees it. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

// ── Helpers ──────────────────────────────────────────────────────────────────────────────
async function headerBalance(page: Page): Promise<string> {
  const amount = page.getByTestId('header-balance').getByTestId('balance-amount');
  await expect(amount).toHaveText(/\d/);
  return (await amount.textContent()) ?? '';
}

async function expectHeaderBalance(page: Page, text: string): Promise<void> {
  const amount = page.getByTestId('header-balance').getByTestId('balance-amount');
  await expect(async () => {
    if ((await amount.textContent()) !== text) {
      await page.getByTestId('balance-refresh').click();
    }
    await expect(amount).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function openDeposit(page: Page): Promise<void> {
  await gotoApp(page, '/member?page=depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
}

/** Real name and payment password through the API (the security center has its own specs). */
async function secureAccount(page: Page, realName: string): Promise<void> {
  await unwrap(
    await page.request.post('/wps/member/security/real-name', {
      data: { realName, password: NEW_PASSWORD },
    }),
    'bind real name',
  );
  await unwrap(
    await page.request.post('/wps/member/security/payment-password', {
      data: {
        password: NEW_PASSWORD,
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
    }),
    'set payment password',
  );
}

// ── Specs ────────────────────────────────────────────────────────────────────────────────
test('an online deposit through the sandbox gateway is credited when the member comes back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerViaApi(page);
  await openDeposit(page);
  expect(await headerBalance(page)).toBe('0.00');

  await page.locator('[data-testid^="channel-"][data-kind="ONLINE"]').first().click();
  await page.getByTestId('amount-chip-100').click();
  await expect(page.getByTestId('amount-input')).toHaveValue('100');
  await shot(page, 'deposit-page');
  await page.getByTestId('deposit-submit').click();

  // The gateway's hosted page, then back to /member?page=depositv2&deposit=<reference>.
  // It lives on the sandbox app's origin (PORT + 1 in development; decision 034).
  await page.waitForURL(/\/pay\/checkout\//);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/page=depositv2&deposit=/);
  const banner = page.getByTestId('deposit-return');
  await expect(banner).toHaveAttribute('data-tone', 'success', { timeout: 30_000 });
  await expect(page.getByTestId('deposit-return-amount')).toContainText('100.00');
  await expectHeaderBalance(page, '100.00');
  await shot(page, 'deposit-return');
  await expect(
    page.getByTestId('deposit-row').first().getByTestId('deposit-status'),
  ).toHaveAttribute('data-status', 'APPROVED');
});

test('a bank-transfer deposit with a slip is credited once the operator approves it', async ({
  page,
  ops,
}) => {
  test.setTimeout(90_000);
  await registerViaApi(page);
  await openDeposit(page);
  await page.locator('[data-testid^="channel-"][data-kind="MANUAL_BANK"]').first().click();
  await expect(page.locator('[data-testid^="receiving-bank-"]').first()).toBeVisible();

  // The slip rules are checked before anything is sent.
  await page.getByTestId('amount-input').fill('250.50');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('proof-error')).toBeVisible();
  await page.getByTestId('proof-input').setInputFiles(SLIP);
  await expect(page.getByTestId('proof-preview')).toHaveCount(1);
  await page.getByTestId('remark-input').fill('Transferred from my Maybank app');
  await shot(page, 'deposit-bank-transfer');
  await page.getByTestId('deposit-submit').click();

  await expect(page.getByTestId('deposit-submitted')).toBeVisible();
  const reference = (await page.getByTestId('deposit-reference').textContent()) ?? '';
  expect(reference).not.toBe('');
  const row = page.locator(`[data-testid="deposit-row"][data-reference="${reference}"]`);
  await expect(row.getByTestId('deposit-status')).toHaveAttribute('data-status', 'PENDING');

  await ops.approveDeposit(reference);
  await expectHeaderBalance(page, '250.50');
  await page.reload();
  await waitForApp(page);
  await expect(row.getByTestId('deposit-status')).toHaveAttribute('data-status', 'APPROVED');
});

test('a member binds a payout account, withdraws, and reports a partial receipt', async ({
  page,
  ops,
}) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(page);
  await secureAccount(page, 'Tan Ah Kow');
  // A bonus without turnover: a deposit would add a turnover requirement of its amount first.
  await ops.grantBonus(account, '30000', { title: 'E2E withdraw funding' });

  await gotoApp(page, '/member?page=withdraw');
  await expect(page.getByTestId('withdrawable')).toContainText('300.00');
  await expect(page.getByTestId('withdraw-blocked')).toBeVisible();

  // Bind a bank account in the real name, with the login password.
  await page.getByTestId('bind-bank-open').click();
  await expect(page.getByTestId('bind-bank-form')).toBeVisible();
  await page.getByTestId('bind-bank-select').selectOption({ index: 1 });
  await page.getByTestId('bind-bank-number').fill('1234567890');
  await page.getByTestId('bind-bank-password').fill(NEW_PASSWORD);
  await page.getByTestId('bind-bank-submit').click();
  await expect(page.getByTestId('bind-bank-form')).toBeHidden();
  await expect(page.getByTestId('bank-account')).toHaveCount(1);
  await expect(page.getByTestId('bank-account')).toContainText('7890');

  // Withdraw RM 100.00 with the payment password: held at once.
  await page.getByTestId('amount-input').fill('100');
  await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
  await shot(page, 'withdraw-page');
  await page.getByTestId('withdraw-submit').click();
  const row = page.getByTestId('withdrawal-row').first();
  await expect(row.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('withdrawable')).toContainText('200.00');
  await expectHeaderBalance(page, '200.00');
  const reference = (await row.getAttribute('data-reference')) ?? '';

  // The operator approves and pays it.
  const pending = (await ops.withdrawals()).find((w) => w.reference === reference);
  if (!pending) throw new Error(`no pending withdrawal ${reference}`);
  await ops.approveWithdrawal(pending.id);
  await ops.payWithdrawal(pending.id);

  // The member got only RM 60.00: partly received, with a proof image and a remark.
  await page.reload();
  await waitForApp(page);
  await expect(row.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'PAID');
  await expect(row.getByTestId('withdrawal-countdown')).toContainText(/\d\d:\d\d/);
  await row.getByTestId('withdrawal-confirm-open').click();
  await expect(page.getByTestId('confirm-receipt-form')).toBeVisible();
  await page.getByTestId('confirm-option-PARTIAL').check();
  await page.getByTestId('confirm-receipt-form').getByTestId('amount-input').fill('60');
  await expect(page.getByTestId('confirm-remaining')).toContainText('40.00');
  await page.getByTestId('confirm-receipt-form').getByTestId('proof-input').setInputFiles(SLIP);
  await page
    .getByTestId('confirm-receipt-form')
    .getByTestId('remark-input')
    .fill('Only 60 arrived');
  await expect(page.getByTestId('proof-preview')).toHaveCount(1);
  await screenshot(page, 'withdraw-confirm-receipt', { fullPage: false });
  await page.getByTestId('confirm-receipt-submit').click();
  await expect(page.getByTestId('confirm-receipt-form')).toBeHidden();
  await expect(row.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'DISPUTED');
  await expect(row.getByTestId('withdrawal-review')).toBeVisible();
});
