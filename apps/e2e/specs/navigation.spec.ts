import { DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import { gotoApp } from '../fixtures/app.ts';
import { expect, sharedPageTest as test } from '../fixtures/test.ts';

/** Header navigation (spec §2 "Navigation items in order", §2 "Header and menus"). */

/** Spec §2: the order of category entries after home. */
const SPEC_NAV_ORDER = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

test.beforeEach(async ({ page }) => {
  await gotoApp(page, '/');
});

test('nav items are home, the API categories in order, then promotions', async ({ page, api }) => {
  const menus = await api.gameMenus();
  const expected = [
    'nav-item-home',
    ...menus.map((menu) => `nav-item-${menu.category.toLowerCase()}`),
    'nav-item-promotions',
  ];
  const items = page.getByTestId('main-nav').locator('[data-testid^="nav-item-"]');
  await expect(items.first()).toBeVisible();
  const actual = await items.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-testid')),
  );
  expect(actual).toEqual(expected);
});

test('the API lists categories with vendors, in the spec order', async ({ api }) => {
  const menus = await api.gameMenus();
  const categories: string[] = menus.map((menu) => menu.category);
  expect(menus.every((menu) => menu.vendors.length > 0)).toBe(true);
  expect(categories).toEqual(SPEC_NAV_ORDER.filter((c) => categories.includes(c)));
});

test('hovering a category shows its vendors', async ({ page, api }) => {
  // Nine hover-and-leave cycles over the home page, whose carousels keep rendering.
  test.setTimeout(90_000);
  const menus = await api.gameMenus();
  for (const menu of menus) {
    const vendorMenu = page.getByTestId(`vendor-menu-${menu.category}`);
    await page.getByTestId(`nav-item-${menu.category.toLowerCase()}`).hover();
    await expect(vendorMenu, `vendor menu of ${menu.category}`).toBeVisible();
    for (const vendor of menu.vendors) {
      await expect(vendorMenu).toContainText(vendor.displayName);
    }
    // Move away so the next menu is opened by its own hover, not left over from this one.
    await page.mouse.move(5, 850);
    await expect(vendorMenu).toBeHidden();
  }
});

test('a category nav item opens its screen', async ({ page, api }) => {
  const [first] = await api.gameMenus();
  expect(first).toBeDefined();
  await page.getByTestId(`nav-item-${first?.category.toLowerCase()}`).click();
  await expect(page).toHaveURL((url) => url.pathname === first?.path);
  await expect(page.getByTestId('main-layout')).toBeVisible();
});

for (const who of ['visitor', 'member'] as const) {
  test(`every nav item is whole and unobstructed for a ${who}`, async ({ page }) => {
    if (who === 'member') await loginViaApi(page, DEMO_MEMBER);
    await gotoApp(page, '/');
    const items = page.getByTestId('main-nav').locator('[data-testid^="nav-item-"]');
    await expect(items.first()).toBeVisible();
    // Hit-test each item's centre: another header element on top means the item is covered.
    const covered = await items.evaluateAll((nodes) =>
      nodes
        .filter((node) => {
          const box = node.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.right > window.innerWidth || !hit || !node.contains(hit);
        })
        .map((node) => node.getAttribute('data-testid')),
    );
    expect(covered, 'nav items covered or cut off').toEqual([]);
  });
}

test('the side menu and the right bar offer no app download while the brand has no app', async ({
  page,
}) => {
  // Spec §2 "Side menu": an app download QR on hover, only for a brand with an app to download
  // (decision 029: the demo brand has none; the unit tests cover a brand that has one).
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('side-menu-download')).toHaveCount(0);
  await expect(page.getByTestId('right-bar-download')).toHaveCount(0);
  await expect(page.getByTestId('app-download-qr')).toHaveCount(0);
});
