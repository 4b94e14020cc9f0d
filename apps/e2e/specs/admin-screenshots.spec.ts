import type { Page } from '@playwright/test';
import { adminPage } from '../fixtures/admin.ts';
import { screenshot } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Every back-office screen for people to look at (issue 13: 1440 px; the phone size too, as a
 * tablet or phone check), as the super admin who sees them all. Each asserts its screen is there
 * and loaded without an error.
 */

async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

test('the sign-in form', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, 'admin-sign-in');
});

const SCREENS: [name: string, path: string, heading: string][] = [
  ['admin-dashboard', '/admin/', 'Dashboard'],
  ['admin-members', '/admin/members?q=demo', 'Members'],
  ['admin-approvals', '/admin/approvals', 'Approvals'],
  ['admin-deposits', '/admin/payments/deposits', 'Deposits'],
  ['admin-withdrawals', '/admin/payments/withdrawals', 'Withdrawals'],
  ['admin-withdrawals-disputed', '/admin/payments/withdrawals?status=DISPUTED', 'Withdrawals'],
  ['admin-content', '/admin/content', 'Content'],
  ['admin-content-banners', '/admin/content?tab=banners', 'Content'],
  ['admin-content-help', '/admin/content?tab=help', 'Content'],
  ['admin-content-images', '/admin/content?tab=images', 'Content'],
  ['admin-transfers', '/admin/payments/transfers', 'Vendor transfers'],
  ['admin-payment-settings', '/admin/payments/settings', 'Payment settings'],
  ['admin-games', '/admin/games', 'Games'],
  ['admin-games-list', '/admin/games?tab=games', 'Games'],
  ['admin-brand', '/admin/brand', 'Brand settings'],
  ['admin-system', '/admin/system', 'System status'],
  ['admin-operators', '/admin/operators', 'Operators'],
  ['admin-roles', '/admin/roles', 'Roles'],
  ['admin-audit', '/admin/audit', 'Audit log'],
];

for (const [name, path, heading] of SCREENS) {
  test(name, async ({ browser }, info) => {
    const page = await adminPage(browser, 'demo-super', info, path);
    await settled(page, heading);
    await screenshot(page, name);
    await page.context().close();
  });
}

test('admin-member: a member with its history, and the balance adjustment dialog', async ({
  browser,
}, info) => {
  const page = await adminPage(browser, 'demo-super', info, '/admin/members?q=demo');
  await page
    .getByRole('row', { name: /\bdemo\b/ })
    .first()
    .click();
  await settled(page, 'demo');
  await expect(page.getByRole('row', { name: /DEPOSIT/ }).first()).toBeVisible();
  await screenshot(page, 'admin-member');
  await page.getByRole('tab', { name: 'Sessions and devices' }).click();
  await screenshot(page, 'admin-member-sessions');
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, 'admin-member-adjust', { fullPage: false });
  await page.context().close();
});
