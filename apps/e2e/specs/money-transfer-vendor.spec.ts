import { createHmac, randomBytes } from 'node:crypto';
import type { FrameLocator, Page } from '@playwright/test';
import { registerViaApi } from '../fixtures/accounts.ts';
import { gotoApp, screenshot, waitForApp } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 11 (decision 027): transfer-mode vendor wallets at the vendor's real balance, and the
 * transfer on launch. A member moves money to IBC (a transfer-mode sports vendor of the seeded
 * catalogue), wins there, sees the vendor's balance, and "all to main" brings all of it back;
 * launching a transfer-mode game with an empty vendor wallet offers the transfer first (the demo
 * brand is PROMPT with all of main prefilled, back to main on leave).
 *
 * The win is made deterministic through the sandbox vendor's own test driver
 * (`POST /api/sim/transfer-round`, apps/vendor-sandbox/README.md), signed with the development
 * merchant secret, as the funding is made through the operator API: a real bet slip is also
 * placed through the game page, whose outcome is left to chance.
 */
test.describe.configure({ mode: 'serial' });

const FUNDING_MINOR = '50000';
const VENDOR = 'IBC';
const base = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000');
const SANDBOX_URL =
  process.env.E2E_SANDBOX_URL ?? `${base.protocol}//${base.hostname}:${Number(base.port) + 1}`;
const MERCHANT = process.env.GAME_VENDOR_MERCHANT ?? 'NOVA';
const MERCHANT_SECRET =
  process.env.SANDBOX_MERCHANT_SECRET ?? 'sandbox-game-vendor-secret-dev-only';

/** The minor units of a shown amount ("RM 1,234.56" -> 123456). */
function minorOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.]/g, '');
  const [whole = '0', cents = ''] = digits.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** A round won at the vendor (its signed test driver; sandbox-api.md "Signing"). */
async function winAtVendor(player: string, stake: number, win: number): Promise<number> {
  const path = '/api/sim/transfer-round';
  const raw = JSON.stringify({
    merchant: MERCHANT,
    vendor: VENDOR,
    player,
    stake: String(stake),
    win: String(win),
    nonce: randomBytes(12).toString('hex'),
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', MERCHANT_SECRET)
    .update(`${ts}.POST ${path}.${raw}`)
    .digest('hex');
  const res = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-signature': signature },
    body: raw,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return Number(((await res.json()) as { balance: string }).balance);
}

async function fundedMember(page: Page, ops: { grantBonus: (a: string, m: string) => unknown }) {
  const account = await registerViaApi(page);
  await ops.grantBonus(account, FUNDING_MINOR);
  return account;
}

function openVendorGame(page: Page) {
  return gotoApp(page, `/seamless?vassalage=${VENDOR}&gameType=SPORTS`);
}

async function vendorFrame(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await expect(frame.getByTestId('vendor-game')).toHaveAttribute('data-wallet', 'TRANSFER');
  await expect(frame.getByTestId('vendor-balance')).not.toHaveAttribute('data-loading', /.*/);
  return frame;
}

test('a player moves money to a transfer-mode vendor, wins there, and gets all of it back to main', async ({
  page,
  ops,
}) => {
  test.setTimeout(120_000);
  await fundedMember(page, ops);

  // Move RM 100.00 to the vendor wallet on the transfer page.
  await gotoApp(page, '/member?page=transferFund');
  await page.getByTestId('transfer-from').selectOption('MAIN');
  await page.getByTestId('transfer-to').selectOption(VENDOR);
  await page.getByTestId('transfer-amount').fill('100');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'SUCCESS');

  // Play there, in a second tab as players do (leaving the game would bring the wallet home on
  // this brand): the vendor wallet holds RM 100.00; one real slip through the page, then a win.
  const game = await page.context().newPage();
  await openVendorGame(game);
  const frame = await vendorFrame(game);
  await expect(frame.getByTestId('vendor-balance')).toContainText('100.00');
  await frame.getByTestId('bet-slip-selection').first().click();
  await frame.getByTestId('bet-slip-stake').fill('10');
  await frame.getByTestId('bet-slip-place').click();
  await frame.getByTestId('bet-slip-settle').first().click();
  await expect(frame.getByTestId('bet-slip-settle')).toHaveCount(0, { timeout: 30_000 });
  const player = await frame.getByTestId('vendor-game').getAttribute('data-player');
  const atVendor = await winAtVendor(player ?? '', 1000, 3800);
  expect(atVendor).toBeGreaterThan(10_000);

  // The transfer page shows what the vendor holds, winnings included, not what was sent.
  await page.reload();
  await waitForApp(page);
  await expect
    .poll(async () => minorOf(await page.getByTestId(`wallet-balance-${VENDOR}`).textContent()))
    .toBe(atVendor);
  await screenshot(page, 'transfer-vendor-real-balance');
  await page.getByTestId('all-to-main').click();
  await expect(page.getByTestId(`wallet-balance-${VENDOR}`)).toHaveText(/0\.00$/u);
  // Everything the vendor held is in main: RM 500.00 - 100.00 + what the vendor held.
  await expect
    .poll(async () => minorOf(await page.getByTestId('funds-main').textContent()))
    .toBe(Number(FUNDING_MINOR) - 10_000 + atVendor);
  // The transfer out explains the difference: the game result there (site language: Malay).
  const won = atVendor - 10_000;
  await expect(page.getByTestId('recent-transfer-result').first()).toContainText(
    `RM ${Math.floor(won / 100)}.${String(won % 100).padStart(2, '0')}`,
  );
  await screenshot(page, 'transfer-vendor-all-back');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'transfer-vendor-all-back-390');
});

test('a wallet lost at the vendor: all to main books the loss, the account records explain it', async ({
  page,
  ops,
}) => {
  test.setTimeout(120_000);
  await fundedMember(page, ops);
  await gotoApp(page, '/member?page=transferFund');
  await page.getByTestId('transfer-from').selectOption('MAIN');
  await page.getByTestId('transfer-to').selectOption(VENDOR);
  await page.getByTestId('transfer-amount').fill('100');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'SUCCESS');

  // Everything there is lost in one round (the vendor's signed test driver).
  const game = await page.context().newPage();
  await openVendorGame(game);
  const frame = await vendorFrame(game);
  const player = await frame.getByTestId('vendor-game').getAttribute('data-player');
  await game.close();
  expect(await winAtVendor(player ?? '', 10_000, 0)).toBe(0);

  // The vendor's 0 is shown; "all to main" moves nothing and books the RM 100.00 loss.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId(`wallet-balance-${VENDOR}`)).toHaveText(/0\.00$/u);
  await page.getByTestId('all-to-main').click();
  await expect(page.getByTestId('all-to-main-result')).toContainText('RM 100.00');
  await expect(page.getByTestId('recent-transfer-result').first()).toContainText('RM 100.00');
  await expect
    .poll(async () => minorOf(await page.getByTestId('funds-main').textContent()))
    .toBe(Number(FUNDING_MINOR) - 10_000);
  await screenshot(page, 'transfer-vendor-loss-booked');

  // The account records list the game result as its own line, beside the transfer.
  await gotoApp(page, '/member?page=transactionHistory');
  const line = page.getByTestId('transaction-game-result');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(VENDOR);
  const row = page.getByTestId('transaction-row').filter({ has: line });
  await expect(row.getByTestId('transaction-amount')).toContainText('100.00');
  await expect(row.getByTestId('transaction-amount')).toHaveAttribute('data-tone', 'debit');
  await screenshot(page, 'records-vendor-game-result');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(line).toBeVisible();
  await screenshot(page, 'records-vendor-game-result-390');
  await gotoApp(page, '/member?page=transferFund');
  await expect(page.getByTestId('recent-transfer-result').first()).toBeVisible();
  await screenshot(page, 'transfer-vendor-loss-booked-390');
});

test('launching a transfer-mode game with an empty vendor wallet offers the transfer', async ({
  page,
  ops,
}) => {
  test.setTimeout(90_000);
  await fundedMember(page, ops);
  await openVendorGame(page);
  // The demo brand asks first, all of main prefilled; the game is not open yet.
  const amount = page.getByTestId('launch-transfer-amount');
  await expect(amount).toHaveValue('500.00');
  await expect(page.getByTestId('seamless-frame')).toHaveCount(0);
  await screenshot(page, 'transfer-launch-prompt', { fullPage: false });
  await amount.fill('120.50');
  await page.getByTestId('launch-transfer-submit').click();
  // The game opens on the filled wallet.
  const frame = await vendorFrame(page);
  await expect(frame.getByTestId('vendor-balance')).toContainText('120.50');
  await screenshot(page, 'transfer-launch-playing', { fullPage: false });

  // Leaving brings it back to main (the brand's back-to-main on leave).
  await page.getByTestId('seamless-close').click();
  await expect(page.getByTestId('seamless-page')).toHaveCount(0);
  await gotoApp(page, '/member?page=transferFund');
  await expect
    .poll(async () => minorOf(await page.getByTestId('funds-main').textContent()))
    .toBe(Number(FUNDING_MINOR));
  await expect(page.getByTestId(`wallet-balance-${VENDOR}`)).toHaveText(/0\.00$/u);

  // At phone size the prompt is the same dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await openVendorGame(page);
  await expect(page.getByTestId('launch-transfer-amount')).toHaveValue('500.00');
  await screenshot(page, 'transfer-launch-prompt-390', { fullPage: false });
});
