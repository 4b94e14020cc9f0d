import type { Page } from '@playwright/test';
import { NEW_PASSWORD, registerViaApi } from '../fixtures/accounts.ts';
import { DEMO_AGENT, DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import {
  brokenImages,
  expectImageLoaded,
  gotoApp,
  invisibleLoadedImages,
  loadLazyContent,
  screenshot,
} from '../fixtures/app.ts';
import { expect, sharedPageTest as test } from '../fixtures/test.ts';

/**
 * Screenshots for people to look at (STYLE.md: 1440 px and 390 px), saved under
 * screenshots/<project>/. Each also asserts the screen it shoots is really there.
 */

/** Loads lazy images (unless a modal locks the page) and fonts; fails on any broken image. */
async function settle(page: Page, { scroll = true } = {}) {
  if (scroll) await loadLazyContent(page);
  else await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  expect(await brokenImages(page), 'broken images').toEqual([]);
  // Polled: a reveal transition may still be running.
  await expect
    .poll(() => invisibleLoadedImages(page), { message: 'loaded images never shown' })
    .toEqual([]);
}

test.describe(() => {
  // Home as most visitors see it, moving (the config asks for reduced motion elsewhere: the
  // other screens look the same still, and a still page costs the software renderer nothing).
  test.use({ reducedMotion: 'no-preference' });

  test('home', async ({ page }) => {
    await gotoApp(page, '/');
    const firstBanner = page.getByTestId('banner-carousel').locator('img').first();
    await expectImageLoaded(firstBanner);
    await settle(page);
    await screenshot(page, 'home');
  });
});

// ── Games (issue 5): every game screen at both sizes ────────────────────────────────────────
for (const path of [
  '/live',
  '/rng',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/rng?vassalage=INHOUSE',
  '/fish?vassalage=PT',
  '/promotions',
  '/fairness',
]) {
  test(path, async ({ page }) => {
    await gotoApp(page, path);
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await settle(page);
    await screenshot(page, path.slice(1).replace(/[?=]/g, '-'));
  });
}

for (const path of ['/favorite', '/recent']) {
  test(`member ${path}`, async ({ page }) => {
    await loginViaApi(page, DEMO_MEMBER);
    await gotoApp(page, path);
    await settle(page);
    await screenshot(page, path.slice(1));
  });
}

// The in-house games as a free trial (play money: the shots need no wallet state). A visitor must
// log in first (spec §6, decision 021), so the demo member opens the trial.
for (const [name, code] of [
  ['slot', 'INHOUSE-RNG-001'],
  ['dice', 'INHOUSE-RNG-002'],
  ['mines', 'INHOUSE-RNG-004'],
  ['plinko', 'INHOUSE-RNG-005'],
] as const) {
  test(`in-house ${name} (trial)`, async ({ page }) => {
    await loginViaApi(page, DEMO_MEMBER);
    await gotoApp(page, `/seamless?vassalage=INHOUSE&gameCode=${code}&gameType=RNG&trial=1`);
    await expect(page.getByTestId('inhouse-game')).toBeVisible();
    await settle(page, { scroll: false });
    await screenshot(page, `inhouse-${name}`);
  });
}

test('in-house crash (member)', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/seamless?vassalage=INHOUSE&gameCode=INHOUSE-RNG-003&gameType=RNG');
  await expect(page.getByTestId('crash-phase')).toBeVisible();
  await settle(page, { scroll: false });
  await screenshot(page, 'inhouse-crash');
});

test('sandbox vendor slot in /seamless (member)', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/seamless?vassalage=PNG&gameType=RNG');
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await expect(frame.getByTestId('vendor-game')).toBeVisible();
  await screenshot(page, 'seamless-vendor-slot', { fullPage: false });
});

test('member betting records', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/member?page=personalHistoryCopy');
  await expect(page.getByTestId('bet-records')).toBeVisible();
  await settle(page);
  await screenshot(page, 'member-personalHistoryCopy');
});

test('agent', async ({ page }) => {
  await gotoApp(page, '/agent');
  await expect(page.getByTestId('agent-landing')).toBeVisible();
  await settle(page);
  await screenshot(page, 'agent');
});

test('member', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/member');
  await expect(page.getByTestId('member-center')).toBeVisible();
  await settle(page);
  await screenshot(page, 'member');
});

// ── Money (issue 4): every member-center money page at both sizes ─────────────────────────
for (const page of [
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
] as const) {
  test(`member ${page}`, async ({ page: tab }) => {
    await loginViaApi(tab, DEMO_MEMBER);
    await gotoApp(tab, `/member?page=${page}`);
    const content = tab.getByTestId(`member-page-${page}`);
    await expect(content).toBeVisible();
    // Loaded: the page's own spinners are gone (each list has loading, empty and error states).
    await expect(content.locator('[data-loading]')).toHaveCount(0);
    await settle(tab);
    await screenshot(tab, `member-${page}`);
  });
}

for (const [name, path] of [
  ['login', '/login'],
  ['register', '/register'],
  ['help', '/help'],
] as const) {
  test(`${name} modal`, async ({ page }) => {
    await gotoApp(page, path);
    await expect(page.getByTestId(`modal-${name}`)).toBeVisible();
    await settle(page, { scroll: false });
    await screenshot(page, `modal-${name}`, { fullPage: false });
  });
}

// ── Accounts (issue 3): every modal at both sizes ───────────────────────────────────────────
test('login modal, SMS tab', async ({ page }) => {
  await gotoApp(page, '/login');
  const modal = page.getByTestId('modal-login');
  await modal.getByTestId('login-tab-sms').click();
  await expect(modal.getByTestId('sms-login-form')).toBeVisible();
  await settle(page, { scroll: false });
  await screenshot(page, 'modal-login-sms', { fullPage: false });
});

test('register modal, username tab', async ({ page }) => {
  await gotoApp(page, '/register');
  const modal = page.getByTestId('modal-register');
  await modal.getByTestId('register-tab-username').click();
  await expect(modal.getByTestId('register-username')).toBeVisible();
  await settle(page, { scroll: false });
  await screenshot(page, 'modal-register-username', { fullPage: false });
});

test('forgot password modal', async ({ page }) => {
  await gotoApp(page, '/login');
  await page.getByTestId('login-forgot').click();
  await expect(page.getByTestId('forgot-phone-form')).toBeVisible();
  await settle(page, { scroll: false });
  await screenshot(page, 'modal-forgot-password', { fullPage: false });
});

test('forced change password modal', async ({ page, browser }) => {
  const username = `shot${Date.now().toString(36).slice(-8)}`;
  const agent = await browser.newContext();
  try {
    const agentPage = await agent.newPage();
    await loginViaApi(agentPage, DEMO_AGENT, 'agent');
    const created = await agentPage.request.put('/wps/agent/downline', {
      data: { username, initialPassword: '123456' },
    });
    expect(created.ok()).toBe(true);
  } finally {
    await agent.close();
  }
  await loginViaApi(page, { username, password: '123456' });
  await gotoApp(page, '/');
  await expect(page.getByTestId('change-password-forced')).toBeVisible();
  await settle(page, { scroll: false });
  await screenshot(page, 'modal-change-password-forced', { fullPage: false });
});

test('second verification step', async ({ page, browser }) => {
  // A member with a bound phone, seen from a new IP, is asked to verify.
  const account = await registerViaApi(page);
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  try {
    const other = await context.newPage();
    await gotoApp(other, '/login');
    const modal = other.getByTestId('modal-login');
    await modal.getByTestId('login-username').fill(account);
    await modal.getByTestId('login-password').fill(NEW_PASSWORD);
    await modal.getByTestId('login-submit').click();
    await expect(modal.getByTestId('verify-form')).toBeVisible();
    await settle(other, { scroll: false });
    await screenshot(other, 'modal-login-verification', { fullPage: false });
  } finally {
    await context.close();
  }
});

test('security center and authenticator enrolment', async ({ page }) => {
  await registerViaApi(page);
  await gotoApp(page, '/member');
  await expect(page.getByTestId('security-history-table')).toBeVisible();
  await settle(page);
  await screenshot(page, 'security-center');
  await page.getByTestId('security-action-authenticator').click();
  const dialog = page.getByTestId('modal-security-totp');
  await dialog.getByTestId('security-totp-password').fill(NEW_PASSWORD);
  await dialog.getByTestId('security-totp-submit').click();
  await expect(dialog.getByTestId('security-totp-qr')).toBeVisible();
  await settle(page, { scroll: false });
  await screenshot(page, 'modal-security-totp', { fullPage: false });
});

test('free play warning', async ({ page }) => {
  await gotoApp(page, '/login');
  await page.getByTestId('login-free-play').click();
  await expect(page.getByTestId('header-trial-badge')).toBeVisible();
  await gotoApp(page, '/sports');
  await page.locator('button[data-testid="vendor-play"]:not([disabled])').first().click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  await settle(page, { scroll: false });
  await screenshot(page, 'modal-trial-warning', { fullPage: false });
});
