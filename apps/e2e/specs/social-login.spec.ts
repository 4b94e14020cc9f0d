import type { Page } from '@playwright/test';
import { gotoApp, openAccountMenu, screenshot, waitForApp } from '../fixtures/app.ts';
import { uniqueSuffix } from '../fixtures/dev.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * One-click login (spec §2 "Login modal", decision 010) as a visitor goes through it in
 * development: the login modal's Google or Facebook button, the sandbox app's sign-in page
 * (its development OAuth provider on the sandbox's origin, PORT + 1; decision 034), and back
 * to the site logged in as a new member named after the provider's profile.
 */
// Two sites' pages and a fresh app boot after the redirect: more than the default 30 s on a
// busy 2-core machine, as the money specs allow.
test.beforeEach(() => test.setTimeout(90_000));

async function signInWith(page: Page, provider: 'google' | 'facebook', user: string) {
  await gotoApp(page, '/login');
  const modal = page.getByTestId('modal-login');
  await modal.getByTestId(`social-${provider}`).click();

  // The provider's page: another origin, where the visitor says who they are.
  const consent = page.getByTestId('oauth-consent');
  await expect(consent).toHaveAttribute('data-provider', provider);
  expect(new URL(page.url()).pathname).toBe('/oauth/authorize');
  await page.getByTestId('oauth-user').fill(user);
}

async function expectMember(page: Page, nickname: string) {
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('socialError'));
  // The site boots afresh after the redirect (a home page full of lanes: slow on a busy machine).
  await expect(page.getByTestId('account-menu-toggle')).toContainText(nickname, {
    timeout: 30_000,
  });
  await waitForApp(page);
  await expect(page.getByTestId('header-login')).toHaveCount(0);
}

test('a visitor signs in with Google through the sandbox provider', async ({ page }) => {
  const user = `g${uniqueSuffix()}`;
  await signInWith(page, 'google', user);
  await screenshot(page, 'social-login-sandbox-google', { fullPage: false });
  await page.getByTestId('oauth-continue').click();
  await expectMember(page, `Sandbox ${user}`);

  // The account is the (GOOGLE, user) identity's: the menu shows the generated account name.
  await openAccountMenu(page);
  await expect(page.getByTestId('account-menu')).toContainText(/g_[0-9a-f]{10}/);
});

test('a visitor signs in with Facebook through the sandbox provider', async ({ page }) => {
  const user = `f${uniqueSuffix()}`;
  await signInWith(page, 'facebook', user);
  await page.getByTestId('oauth-continue').click();
  await expectMember(page, `Sandbox ${user}`);
  await openAccountMenu(page);
  await expect(page.getByTestId('account-menu')).toContainText(/fb_[0-9a-f]{10}/);
});
