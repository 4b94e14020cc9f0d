import type { Page } from '@playwright/test';
import { registerViaApi } from '../fixtures/accounts.ts';
import { gotoApp, screenshot } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 5, the in-house games as a member plays them: the slot (spin, the balance moves, the
 * round is in the betting records and its fairness proof verifies) and a multiplayer crash round.
 */
test.describe.configure({ mode: 'serial' });

async function headerBalance(page: Page): Promise<number> {
  const text = ((await page.getByTestId('header-balance').textContent()) ?? '').replace(
    /[^\d.]/g,
    '',
  );
  return Math.round(Number(text) * 100);
}

test('a member spins the in-house slot, finds the round in the records and verifies it', async ({
  page,
  ops,
}) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(page);
  await ops.grantBonus(account, '50000');

  await gotoApp(page, '/rng?vassalage=INHOUSE');
  await page
    .locator('[data-testid="game-card"][data-node-id]')
    .filter({ hasText: 'Nova Fortune Reels' })
    .getByTestId('game-card-play')
    .click();
  await expect(page).toHaveURL(/\/seamless\?.*vassalage=INHOUSE/);
  await expect(page.getByTestId('inhouse-game')).toBeVisible();

  const before = await headerBalance(page);
  await page.getByTestId('slot-spin').click();
  const win = page.getByTestId('slot-win');
  await expect(win).toBeVisible({ timeout: 20_000 });
  // The header moves by the round's net: a win of exactly the stake leaves it where it was.
  const stake = Number(await win.getAttribute('data-stake'));
  const payout = Number(await win.getAttribute('data-payout'));
  expect(stake).toBeGreaterThan(0);
  await expect.poll(() => headerBalance(page)).toBe(before - stake + payout);
  await screenshot(page, 'inhouse-slot');

  // The round is in the betting records.
  await gotoApp(page, '/member?page=personalHistoryCopy');
  const row = page.getByTestId('bet-record').filter({ hasText: 'Nova Fortune Reels' }).first();
  await expect(row).toBeVisible();
  await screenshot(page, 'betting-records');

  // Its proof verifies once the seed pair is rotated (the server seed is then revealed).
  await row.getByTestId('bet-record-verify').click();
  await expect(page).toHaveURL(/\/fairness\?round=/);
  await expect(page.getByTestId('fairness-round')).toBeVisible();
  await page.getByTestId('fairness-round').getByTestId('fairness-rotate').click();
  await expect(page.getByTestId('fairness-verdict')).toHaveAttribute('data-verdict', 'VERIFIED');
  await screenshot(page, 'fairness');
});

test('a member plays a crash round', async ({ page, ops }) => {
  // A round in flight when the page opens may run for a minute before the next betting phase.
  test.setTimeout(300_000);
  const account = await registerViaApi(page);
  await ops.grantBonus(account, '50000');
  await gotoApp(page, '/seamless?vassalage=INHOUSE&gameCode=INHOUSE-RNG-003&gameType=RNG');
  const phase = page.getByTestId('crash-phase');
  await expect(phase).toHaveAttribute('data-phase', 'BETTING', { timeout: 120_000 });
  await page.getByTestId('crash-bet').click();
  await expect(phase).toHaveAttribute('data-phase', 'RUNNING', { timeout: 30_000 });
  await screenshot(page, 'inhouse-crash', { fullPage: false });
  // Cash out if the round is still running; either way the round ends with a crash.
  await page
    .getByTestId('crash-cashout')
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(phase).toHaveAttribute('data-phase', /CRASHED|BETTING/, { timeout: 120_000 });
});
