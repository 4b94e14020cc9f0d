import type { Page } from '@playwright/test';
import { DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import { gotoApp, screenshot } from '../fixtures/app.ts';
import { expect, sharedPageTest as test } from '../fixtures/test.ts';

/**
 * Issue 11: on a 390 px phone the floating right bar and the service (help) tab covered the
 * game cards' buttons and the transaction rows. Both are fixed to the right edge while the page
 * scrolls under them, so "never covers" means: no button or row reaches into the columns the
 * floating controls occupy, at any scroll position. Checked by bounding boxes in page
 * coordinates, at 390 px in both projects.
 */
test.use({ viewport: { width: 390, height: 844 } });

const FLOATING = ['right-bar', 'service-panel-toggle'];
const CARD_CONTROLS = ['game-card-play', 'game-card-trial', 'favourite-toggle'];

interface Box {
  id: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Page-coordinate boxes of the visible parts of the elements with these test ids: each box is
 * cut to the scrollers around it (a card half-way out of a horizontal row shows only its part
 * inside the row).
 */
function boxes(page: Page, ids: readonly string[]): Promise<Box[]> {
  return page.evaluate((testIds) => {
    const found: Box[] = [];
    for (const id of testIds) {
      for (const node of document.querySelectorAll(`[data-testid="${id}"]`)) {
        if (!(node as HTMLElement).checkVisibility({ visibilityProperty: true })) continue;
        let { left, right, top, bottom } = node.getBoundingClientRect();
        for (let up = node.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = up.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (right - left < 1 || bottom - top < 1) continue;
        found.push({
          id,
          left: left + window.scrollX,
          right: right + window.scrollX,
          top: top + window.scrollY,
          bottom: bottom + window.scrollY,
        });
      }
    }
    return found;
  }, ids);
}

/** The floating controls that sit over the page: inside the viewport. */
async function floatingControls(page: Page): Promise<Box[]> {
  const width = page.viewportSize()?.width ?? 0;
  return (await boxes(page, FLOATING)).filter((box) => box.left < width && box.right > 0);
}

/** Fails when a floating control shares any column with a content target. */
async function expectClearOf(page: Page, targetIds: readonly string[], minTargets: number) {
  const floating = await floatingControls(page);
  expect(floating.length, 'the floating controls are on the page').toBeGreaterThan(0);
  const targets = await boxes(page, targetIds);
  expect(targets.length, `${targetIds.join(', ')} are on the page`).toBeGreaterThanOrEqual(
    minTargets,
  );
  const covered = targets.flatMap((target) =>
    floating
      .filter((control) => target.right > control.left && target.left < control.right)
      .map(
        (control) =>
          `${control.id} [${Math.round(control.left)}-${Math.round(control.right)}] over ${target.id} [${Math.round(target.left)}-${Math.round(target.right)}] at y=${Math.round(target.top)}`,
      ),
  );
  expect(covered).toEqual([]);
}

/** A viewport screenshot with the page scrolled so content runs under the floating controls. */
async function screenshotMidPage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, Math.floor(window.innerHeight / 2)));
  await screenshot(page, name, { fullPage: false });
}

test('the right bar and the service tab leave the game cards’ buttons clear at 390 px', async ({
  page,
}) => {
  await gotoApp(page, '/rng');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('service-panel-toggle')).toBeVisible();
  await expect(page.getByTestId('right-bar-toggle')).toBeVisible();
  await expectClearOf(page, CARD_CONTROLS, 2);
  await screenshotMidPage(page, 'floating-tabs-game-list');
});

test('the right bar leaves the home page’s game cards clear at 390 px', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByTestId('game-card-play').first()).toBeAttached();
  await expectClearOf(page, CARD_CONTROLS, 1);
  await screenshotMidPage(page, 'floating-tabs-home');
});

test('the right bar leaves the transaction rows clear at 390 px', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/member?page=transactionHistory');
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  await expectClearOf(page, ['transaction-row'], 1);
  await screenshotMidPage(page, 'floating-tabs-transactions');
});

test('on a phone the right bar opens from its tab and tucks away again', async ({ page }) => {
  await gotoApp(page, '/rng');
  const toggle = page.getByTestId('right-bar-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const box = await toggle.boundingBox();
  expect(box?.width ?? 0, 'a tappable tab').toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0, 'a tappable tab').toBeGreaterThanOrEqual(24);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await screenshot(page, 'floating-tabs-right-bar-open', { fullPage: false });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
