import type { Page } from '@playwright/test';
import { DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import {
  brokenImages,
  expectImageLoaded,
  gotoApp,
  invisibleLoadedImages,
  loadLazyContent,
  screenshot,
} from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

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

test('home', async ({ page }) => {
  await gotoApp(page, '/');
  const firstBanner = page.getByTestId('banner-carousel').locator('img').first();
  await expectImageLoaded(firstBanner);
  await settle(page);
  await screenshot(page, 'home');
});

for (const path of ['/live', '/rng', '/promotions']) {
  test(path, async ({ page }) => {
    await gotoApp(page, path);
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await settle(page);
    await screenshot(page, path.slice(1));
  });
}

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
