import type { Page } from '@playwright/test';
import { DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import { gotoApp } from '../fixtures/app.ts';
import { isAllowedExternal } from '../fixtures/offline.ts';
import { expect, sharedPageTest as test } from '../fixtures/test.ts';

/** Every route of spec §2 loads without console errors and shows its layout. */

async function expectPlayerLayout(page: Page, { sideMenu }: { sideMenu: boolean }) {
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('agent-layout')).toHaveCount(0);
  if (sideMenu) await expect(page.getByTestId('side-menu')).toBeInViewport();
  else await expect(page.getByTestId('side-menu')).toBeHidden();
  // The footer renders when it comes near the screen (decision 037).
  await page.getByTestId('site-footer-slot').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('site-footer')).toBeVisible();
}

async function expectLoginModalAtHome(page: Page) {
  await expect(page.getByTestId('modal-login')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
}

test.afterEach(async ({ consoleErrors, externalRequests }) => {
  expect(consoleErrors.unexpected(), 'console errors').toEqual([]);
  expect(
    externalRequests.filter((url) => !isAllowedExternal(url)),
    'third-party calls',
  ).toEqual([]);
});

for (const path of ['/', '/index', '/index.html', '/home']) {
  test(`${path} shows the home page`, async ({ page }) => {
    await gotoApp(page, path);
    await expectPlayerLayout(page, { sideMenu: true });
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toBeVisible();
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
  });
}

test('/login opens the login modal over home and goes back to /', async ({ page }) => {
  await gotoApp(page, '/login');
  await expectLoginModalAtHome(page);
});

test('/register opens the register modal over home', async ({ page }) => {
  await gotoApp(page, '/register');
  await expect(page.getByTestId('modal-register')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('/help opens the help modal on the home layout', async ({ page }) => {
  await gotoApp(page, '/help');
  await expectPlayerLayout(page, { sideMenu: true });
  await expect(page.getByTestId('modal-help')).toBeVisible();
  await expect(page.getByTestId('help-center')).toBeVisible();
});

test('/help#term opens the help modal on the terms tab', async ({ page }) => {
  await gotoApp(page, '/help#term');
  await expect(page.getByTestId('modal-help')).toBeVisible();
  await expect(page.getByTestId('help-tab-term')).toHaveAttribute('aria-selected', 'true');
});

test('/agent shows the agent landing page in the agent layout', async ({ page }) => {
  await gotoApp(page, '/agent');
  await expect(page.getByTestId('agent-layout')).toBeVisible();
  await expect(page.getByTestId('agent-landing')).toBeVisible();
  await expect(page.getByTestId('agent-login-form')).toBeVisible();
  await expect(page.getByTestId('main-layout')).toHaveCount(0);
});

test('/agentHome when logged out redirects to /agent', async ({ page }) => {
  await gotoApp(page, '/agentHome');
  await expect(page).toHaveURL((url) => url.pathname === '/agent');
  await expect(page.getByTestId('agent-layout')).toBeVisible();
  await expect(page.getByTestId('agent-landing')).toBeVisible();
});

test('/member when logged out asks the visitor to log in', async ({ page }) => {
  await gotoApp(page, '/member');
  await expectLoginModalAtHome(page);
  await expect(page.getByTestId('member-center')).toHaveCount(0);
});

test('/member shows the member center to a member', async ({ page }) => {
  await loginViaApi(page, DEMO_MEMBER);
  await gotoApp(page, '/member');
  await expectPlayerLayout(page, { sideMenu: true });
  await expect(page.getByTestId('member-center')).toBeVisible();
});

const CATEGORY_OF = (path: string) => new URL(path, 'http://x').pathname.slice(1).toUpperCase();

for (const path of ['/sports', '/esports', '/lott', '/elott', '/cockfight']) {
  test(`${path} shows its game center with its vendors and the service panel`, async ({
    page,
    api,
  }) => {
    const category = CATEGORY_OF(path);
    const vendors = (await api.gameMenus()).find((m) => m.category === category)?.vendors ?? [];
    await gotoApp(page, path);
    await expectPlayerLayout(page, { sideMenu: true });
    await expect(page.getByTestId('service-panel')).toBeVisible();
    const screen = page.getByTestId('game-center-page');
    await expect(screen).toHaveAttribute('data-category', category);
    expect(vendors.length, `${category} has vendors`).toBeGreaterThan(0);
    for (const vendor of vendors) {
      await expect(screen.getByTestId(`vendor-card-${vendor.vassalage}`)).toBeVisible();
    }
  });
}

for (const path of ['/live', '/fish', '/rng', '/pvp', '/bgs']) {
  test(`${path} shows its game list center`, async ({ page, api }) => {
    const category = CATEGORY_OF(path);
    const vendors = (await api.gameMenus()).find((m) => m.category === category)?.vendors ?? [];
    await gotoApp(page, path);
    await expectPlayerLayout(page, { sideMenu: true });
    const screen = page.getByTestId('game-list-center-page');
    await expect(screen).toHaveAttribute('data-category', category);
    await expect(screen.getByTestId('game-list')).toBeVisible();
    await expect(screen.locator('[data-testid^="vendor-card-"]')).toHaveCount(vendors.length);
    // Spec §2 "Vendor card": a start button for every game type except RNG.
    const starts = screen.getByTestId('vendor-start');
    if (category === 'RNG') await expect(starts).toHaveCount(0);
    else await expect(starts).toHaveCount(vendors.length);
  });
}

for (const path of ['/rng?vassalage=INHOUSE', '/rng?vassalage=PT', '/fish?vassalage=CQ9']) {
  test(`${path} lists that vendor's games`, async ({ page }) => {
    const vendor = new URL(path, 'http://x').searchParams.get('vassalage') ?? '';
    await gotoApp(page, path);
    await expectPlayerLayout(page, { sideMenu: true });
    await expect(page.getByTestId('game-list')).toHaveAttribute('data-vassalage', vendor);
    await expect(page.getByTestId(`vendor-filter-${vendor}`)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('vendor-filter-all')).not.toHaveAttribute('aria-current', 'page');
  });
}

for (const kind of ['favorite', 'recent']) {
  test(`/${kind} shows the account games list`, async ({ page }) => {
    await gotoApp(page, `/${kind}`);
    await expectPlayerLayout(page, { sideMenu: true });
    await expect(page.getByTestId('account-games-page')).toHaveAttribute('data-kind', kind);
  });
}

const LOTTERY_PATHS = ['/lottery?gameCode=X', '/seaLottery', '/vnLottery'];
for (const path of [...LOTTERY_PATHS, '/lottert', '/vnlottery', '/sealottery']) {
  test(`${path} when logged out sends the visitor to log in`, async ({ page }) => {
    await gotoApp(page, path);
    await expectLoginModalAtHome(page);
  });
}

for (const [path, screen] of [
  ['/promotions', 'promotions-page'],
  ['/pointMall', 'point-mall-page'],
] as const) {
  test(`${path} shows its page with the side menu`, async ({ page }) => {
    await gotoApp(page, path);
    await expectPlayerLayout(page, { sideMenu: true });
    await expect(page.getByTestId(screen)).toBeVisible();
  });
}

test('/seamless shows the game screen without the side menu', async ({ page }) => {
  await gotoApp(page, '/seamless');
  await expectPlayerLayout(page, { sideMenu: false });
  await expect(page.getByTestId('seamless-page')).toBeVisible();
});

test('an unknown page shows the not-found screen in the player layout', async ({ page }) => {
  await gotoApp(page, '/no-such-page');
  await expectPlayerLayout(page, { sideMenu: true });
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});

for (const path of ['/wps/nope', '/lgw/nope']) {
  test(`unknown API path ${path} answers a JSON 404, never HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ success: false });
  });
}
