import type { Page } from '@playwright/test';
import { gotoApp, waitForApp } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/** Languages (spec §1 default on first visit, §3 storage key `lang`, §4 "Language change"). */

async function chooseLanguage(page: Page, code: string) {
  const notified = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/wps/system/language'),
  );
  await page.getByTestId('language-select').click();
  await page.getByTestId(`language-option-${code}`).click();
  const body = (await notified).postDataJSON() as { language?: string };
  expect(body.language, 'the server is told the new language').toBe(code);
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));

test('a first visit uses the brand default language', async ({ page, api }) => {
  const { brand } = await api.permission();
  expect(brand.defaultLanguage).toBe('MY');
  await gotoApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
});

test('switching language translates the page and survives a reload', async ({
  page,
  api,
  consoleErrors,
}) => {
  await gotoApp(page, '/');
  const home = page.getByTestId('nav-item-home');
  const malayHome = (await home.textContent())?.trim();
  expect(malayHome).toBeTruthy();

  await chooseLanguage(page, 'EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(home).not.toHaveText(malayHome ?? '');
  const englishHome = (await home.textContent())?.trim();
  expect(await storedLanguage(page)).toBe('EN');

  // The marquee reloads the notices of the new language.
  const { player } = await api.announcements('EN');
  const firstTitle = player.find((notice) => notice.type === 'PL')?.title ?? '';
  await expect(page.getByTestId('marquee-item').first()).toHaveText(firstTitle);

  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(home).toHaveText(englishHome ?? '');
  expect(await storedLanguage(page)).toBe('EN');

  await chooseLanguage(page, 'CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await storedLanguage(page)).toBe('CN');
  expect(consoleErrors.unexpected()).toEqual([]);
});
