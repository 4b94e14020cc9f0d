import type { Page } from '@playwright/test';
import { DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import { gotoApp } from '../fixtures/app.ts';
import { expect, sharedPageTest as test } from '../fixtures/test.ts';

/**
 * The page that `sharedPageTest` reuses starts every test as a new context would: blank, with no
 * cookies and empty storage, whatever the test before it left behind (decision 038).
 */
test.describe.configure({ mode: 'serial' });

let previous: Page | undefined;

test('a member leaves cookies, storage and an open app behind', async ({ page }) => {
  previous = page;
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/member');
  await expect(page.getByTestId('member-center')).toBeVisible();
  await page.evaluate(() => {
    window.localStorage.setItem('left-behind', '1');
    window.sessionStorage.setItem('left-behind', '1');
  });
});

test('the next test gets the same page, blank and logged out', async ({ page }) => {
  expect(page, 'the page is reused').toBe(previous);
  expect(page.url()).toBe('about:blank');
  expect(await page.context().cookies()).toEqual([]);
  await gotoApp(page, '/');
  expect(
    await page.evaluate(() => [
      window.localStorage.getItem('left-behind'),
      window.sessionStorage.getItem('left-behind'),
    ]),
  ).toEqual([null, null]);
  await expect(page.getByTestId('header-login')).toBeVisible();
});
