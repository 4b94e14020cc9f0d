import type { Page } from '@playwright/test';
import { DEMO_AGENT, DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import { gotoApp } from '../fixtures/app.ts';
import { expect, sharedPageTest as test } from '../fixtures/test.ts';

/** Which layout each area uses (spec §2), at desktop and phone size. */

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

/** WCAG 2.2 SC 2.5.8: pointer targets of at least 24 x 24 CSS pixels. */
const MIN_TARGET = 24;

test('the side menu shows on home and hides on the seamless game screen', async ({
  page,
  isMobile,
}) => {
  await gotoApp(page, '/');
  const sideMenu = page.getByTestId('side-menu');
  // On phones the menu waits off-canvas until the header's menu button opens it.
  if (isMobile) await page.getByTestId('menu-toggle').click();
  await expect(sideMenu).toBeInViewport();
  await expectNoHorizontalScroll(page);

  await gotoApp(page, '/seamless');
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeHidden();
});

test('a lottery screen has no side menu but has the service panel', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/lottery?gameCode=LOTT');
  await expect(page).toHaveURL((url) => url.pathname === '/lottery');
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expect(page.getByTestId('lottery-page')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await expect(page.getByTestId('service-panel')).toBeAttached();
  await expectNoHorizontalScroll(page);
});

test('the header controls are whole, tappable targets', async ({ page, isMobile }) => {
  await gotoApp(page, '/');
  // The configured width, not innerWidth: a phone widens its layout viewport to overflowing
  // content, so an IntersectionObserver would call a cut-off button fully in view.
  const width = page.viewportSize()?.width ?? 0;
  const controls = ['header-login', 'header-register', ...(isMobile ? ['menu-toggle'] : [])];
  for (const id of controls) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, `${id} is rendered`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${id} left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${id} right edge within ${width}px`).toBeLessThanOrEqual(width);
    expect(box.width, `${id} width`).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(box.height, `${id} height`).toBeGreaterThanOrEqual(MIN_TARGET);
  }
});

for (const path of ['/agent', '/agentHome']) {
  test(`${path} uses the agent layout, not the player one`, async ({ page }) => {
    await gotoApp(page, path);
    await expect(page.getByTestId('agent-layout')).toBeVisible();
    await expect(page.getByTestId('main-layout')).toHaveCount(0);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
}

test('an agent sees the agent center with its clock', async ({ page }) => {
  await loginViaApi(page, DEMO_AGENT, 'agent');
  await gotoApp(page, '/agentHome');
  await expect(page).toHaveURL((url) => url.pathname === '/agentHome');
  await expect(page.getByTestId('agent-layout')).toBeVisible();
  await expect(page.getByTestId('agent-landing')).toHaveCount(0);
  // Spec §2: a clock with the GMT offset.
  await expect(page.getByTestId('agent-clock')).toContainText(/GMT\s?[+-]\d/);
  await expect(page.getByTestId('main-layout')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

test('a member who is not an agent is sent from the agent center to /agent', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/agentHome');
  await expect(page).toHaveURL((url) => url.pathname === '/agent');
  await expect(page.getByTestId('agent-landing')).toBeVisible();
});

for (const path of ['/live', '/promotions', '/member']) {
  test(`${path} fits the viewport width`, async ({ page }) => {
    await loginViaApi(page, DEMO_MEMBER);
    await gotoApp(page, path);
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}
