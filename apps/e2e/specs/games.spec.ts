import type { Locator, Page } from '@playwright/test';
import { registerViaApi } from '../fixtures/accounts.ts';
import { gotoApp, screenshot } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 5, the games as a member uses them: the catalogue of /rng (vendor filter, tabs,
 * favourites), the sandbox vendor's live table and sports bet slip launched in /seamless, and the
 * refusals (a logged-out visitor gets the login popup, a trial user the real-account warning).
 * The in-house games have their own spec (inhouse.spec.ts).
 */
test.describe.configure({ mode: 'serial' });

const FUNDING_MINOR = '50000';

/** A fresh member with RM 500.00, logged in in the page's cookie jar. */
async function fundedMember(page: Page, ops: { grantBonus: (a: string, m: string) => unknown }) {
  const account = await registerViaApi(page);
  await ops.grantBonus(account, FUNDING_MINOR);
  return account;
}

/** The header balance in minor units (the header shows "RM 1,234.56"). */
async function headerBalance(page: Page): Promise<number> {
  const text = ((await page.getByTestId('header-balance').textContent()) ?? '').replace(
    /[^\d.]/g,
    '',
  );
  return Math.round(Number(text) * 100);
}

/** A round of `vendor` played through the seamless wallet is in the member's betting records. */
async function expectSeamlessRound(page: Page, vendor: string) {
  await gotoApp(page, '/member?page=personalHistoryCopy');
  await expect(
    page.locator('[data-testid="bet-record"][data-source="SEAMLESS"]').first(),
  ).toBeVisible();
  await expect(page.getByTestId('bet-records')).toContainText(
    vendor === 'EA' ? 'Evolution' : 'SBTech',
  );
}

function gameCards(page: Page): Locator {
  return page.getByTestId('game-card');
}

test('a logged-out visitor who presses play gets the login popup', async ({ page }) => {
  await gotoApp(page, '/rng');
  await gameCards(page).first().getByTestId('game-card-play').click();
  await expect(page.getByTestId('modal-login')).toBeVisible();
});

test('a logged-out visitor must log in for a free trial too (spec §6)', async ({ page }) => {
  await gotoApp(page, '/rng');
  await page.getByTestId('game-card-trial').first().click();
  await expect(page.getByTestId('modal-login')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
});

test('a trial user is refused a real game', async ({ page }) => {
  await gotoApp(page, '/login');
  const modal = page.getByTestId('modal-login');
  await modal.getByTestId('login-free-play').click();
  await expect(modal).toBeHidden();
  await gotoApp(page, '/rng');
  await gameCards(page).first().getByTestId('game-card-play').click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
});

test('a member filters /rng by vendor, switches tabs and keeps a favourite', async ({
  page,
  ops,
}) => {
  await fundedMember(page, ops);
  await gotoApp(page, '/rng');
  await expect(gameCards(page).first()).toBeVisible();

  // Vendor filter: only that vendor's games.
  await page.getByTestId('vendor-filter-PT').click();
  await expect(page).toHaveURL(/vassalage=PT/);
  await expect(gameCards(page).first()).toHaveAttribute('data-vassalage', 'PT');
  const vendors = await gameCards(page).evaluateAll((cards) =>
    cards.map((c) => c.getAttribute('data-vassalage')),
  );
  expect(new Set(vendors)).toEqual(new Set(['PT']));

  // Tabs: HOT shows hot games only, ALL comes back.
  await page.getByTestId('game-tab-ALL').click();
  await page.getByTestId('game-tab-HOT').click();
  await expect(page.getByTestId('game-tab-HOT')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('game-tab-ALL').click();
  await expect(page.getByTestId('game-tab-ALL')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');

  // Favourite one game (by its node id: the grid may still re-render) and find it in /favorite.
  const nodeId = await gameCards(page).first().getAttribute('data-node-id');
  const card = page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`);
  const toggle = card.getByTestId('favourite-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await gotoApp(page, '/favorite');
  await expect(page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`)).toBeVisible();
  await screenshot(page, 'games-favorite');
});

test('a member launches the sandbox live table and places a bet', async ({ page, ops }) => {
  test.setTimeout(90_000);
  await fundedMember(page, ops);
  await gotoApp(page, '/live?vassalage=EA');
  await gameCards(page).first().getByTestId('game-card-play').click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await expect(frame.getByTestId('vendor-game')).toHaveAttribute('data-category', 'LIVE');
  await frame.getByTestId('live-bet-PLAYER').click();
  await frame.getByTestId('live-deal').click();
  await expect(frame.getByTestId('bet-result')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'games-live-table', { fullPage: false });
  // The vendor's bet and settlement reached our wallet: the round is in the betting records.
  await expectSeamlessRound(page, 'EA');
});

test('a member places a sports bet on the sandbox bet slip', async ({ page, ops }) => {
  test.setTimeout(90_000);
  await fundedMember(page, ops);
  // SBT is a seamless sports vendor: the slip bets straight from the main wallet.
  await gotoApp(page, '/sports');
  await page
    .locator('[data-testid="vendor-card"][data-vassalage="SBT"]')
    .getByTestId('vendor-play')
    .click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await expect(frame.getByTestId('vendor-game')).toHaveAttribute('data-category', 'SPORTS');
  await frame.getByTestId('bet-slip-selection').first().click();
  await frame.getByTestId('bet-slip-stake').fill('10');
  await frame.getByTestId('bet-slip-place').click();
  await expect(frame.getByTestId('bet-result')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'games-sports-slip', { fullPage: false });
  // The stake left the main wallet through our seamless wallet API.
  await expect
    .poll(() => headerBalance(page), { timeout: 15_000 })
    .toBe(Number(FUNDING_MINOR) - 1000);
  await expectSeamlessRound(page, 'SBT');
});
