import { expectImageLoaded, gotoApp, waitForApp } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/** The home page shows what the content API serves for the current language (spec §2). */

// The home page as most visitors see it: with its marquee and carousels moving.
test.use({ reducedMotion: 'no-preference' });

const LANGUAGE = 'MY'; // the brand default a first visit gets (i18n.spec checks that)

/** Spec §2: the home sections, in the categories that have vendors. */
const HOME_SECTIONS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

function youtubeId(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.hostname.endsWith('youtu.be')) return parsed.pathname.slice(1) || null;
  return parsed.searchParams.get('v') ?? parsed.pathname.match(/\/embed\/([^/?]+)/)?.[1] ?? null;
}

test.beforeEach(async ({ page }) => {
  await gotoApp(page, '/');
});

test('the marquee shows the player notices of the current language', async ({ page, api }) => {
  const { player } = await api.announcements(LANGUAGE);
  const titles = player.filter((notice) => notice.type === 'PL').map((notice) => notice.title);
  expect(titles.length, 'demo data has PL notices').toBeGreaterThan(0);

  const items = page.getByTestId('notice-marquee').getByTestId('marquee-item');
  await expect(items.first()).toBeVisible();
  const texts = (await items.allTextContents()).map((text) => text.trim());
  // A marquee may repeat its items to loop seamlessly; each notice shows, in order, once per lap.
  expect([...new Set(texts)]).toEqual(titles);
});

test('the carousel shows the w_home image banners', async ({ page, api }) => {
  const { banners } = await api.announcements(LANGUAGE);
  const images = banners.filter((b) => b.groupName === 'w_home' && b.mediaType === 'IMAGE');
  expect(images.length, 'demo data has w_home image banners').toBeGreaterThan(0);

  const carousel = page.getByTestId('banner-carousel');
  const imageSlides = carousel.getByTestId('banner-slide').filter({ has: page.locator('img') });
  await expect(imageSlides.first()).toBeAttached();
  expect(await imageSlides.count()).toBeGreaterThanOrEqual(images.length);

  const alts = await carousel
    .locator('[data-testid="banner-slide"] img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  for (const banner of images) expect(alts, `slide for "${banner.title}"`).toContain(banner.title);

  const first = carousel.locator(`img[alt="${images[0]?.title}"]`).first();
  await expectImageLoaded(first);
});

test('the banners move on by themselves, with the dots and the arrows, and come round', async ({
  page,
}) => {
  const carousel = page.getByTestId('banner-carousel');
  const dots = carousel.getByTestId('banner-dot');
  const slides = carousel.getByTestId('banner-slide');
  const count = await dots.count();
  expect(count, 'demo data has several home banners').toBeGreaterThan(2);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  // Nothing touched: the next banner glides in after 5 s of rest (spec §9).
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 9_000 });
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });

  await dots.last().click();
  await expect(dots.last()).toHaveAttribute('aria-current', 'true');
  await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
  // The arrows show on wider screens; past the last banner, the first comes round.
  const next = carousel.getByRole('button', { name: 'Sepanduk seterusnya' });
  if (await next.isVisible()) {
    await next.click();
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  }
});

test('the hot games row moves with its arrows and its pause button stops it', async ({ page }) => {
  const hot = page.getByTestId('hot-carousel');
  await hot.scrollIntoViewIfNeeded();
  const row = hot.getByRole('list', { name: 'Permainan hangat' });
  await expect(hot).toHaveAttribute('data-autoplay', 'true');
  await hot.getByTestId('hot-pause').click();
  await expect(hot).toHaveAttribute('data-autoplay', 'false');
  await row.evaluate((node) => node.scrollTo({ left: 0, behavior: 'instant' }));
  await hot.getByRole('button', { name: 'Permainan hangat seterusnya' }).click();
  await expect.poll(() => row.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
});

test('the YouTube banner is a poster until play, then a privacy-enhanced player', async ({
  page,
  api,
}) => {
  const { banners } = await api.announcements(LANGUAGE);
  const slides = banners.filter(
    (b) => b.groupName === 'w_home' && (b.mediaType === 'IMAGE' || youtubeId(b.url)),
  );
  const index = slides.findIndex((b) => b.mediaType === 'VIDEO');
  const video = slides[index];
  if (!video) throw new Error('demo data has no w_home video banner');
  const id = youtubeId(video.url);

  const carousel = page.getByTestId('banner-carousel');
  const poster = carousel.getByRole('button', { name: video.title });
  await expect(poster).toBeAttached();
  // Nothing is fetched from YouTube before the visitor asks for the video.
  await expect(carousel.locator('iframe')).toHaveCount(0);

  await carousel.getByTestId('banner-dot').nth(index).click();
  await expect(poster).toBeInViewport();
  await poster.click();
  const frame = carousel.locator('iframe');
  await expect(frame).toHaveCount(1);
  const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
  expect(src.hostname).toMatch(/(^|\.)youtube-nocookie\.com$/);
  expect(src.pathname).toBe(`/embed/${id}`);
  // Play was pressed: the player starts at once, with no related videos.
  expect(src.searchParams.get('autoplay')).toBe('1');
  expect(src.searchParams.get('rel')).toBe('0');
});

test('home shows a section per game category that has vendors', async ({ page, api }) => {
  const menus = await api.gameMenus(LANGUAGE);
  const expected = HOME_SECTIONS.filter((category) =>
    menus.some((menu) => menu.category === category && menu.vendors.length > 0),
  );
  expect(expected.length).toBeGreaterThan(0);
  for (const category of expected) {
    const section = page.getByTestId(`home-section-${category}`);
    await expect(section, `home-section-${category}`).toBeAttached();
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('vendor-card').first()).toBeVisible();
  }
});

test.describe('popup list', () => {
  test.use({ showPopups: true });

  test('the PU popups open on the first home visit until dismissed for the session', async ({
    page,
    api,
  }) => {
    const { popup } = await api.announcements(LANGUAGE);
    expect(popup.length, 'demo data has PU popups').toBeGreaterThan(0);
    const modal = page.getByTestId('modal-popupList');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('popup-entry')).toHaveCount(popup.length);
    await expect(modal.getByTestId('popup-entry').first()).toContainText(popup[0]?.title ?? '');

    await modal.getByTestId('popup-dont-show').check();
    await modal.getByTestId('popup-close').click();
    await expect(modal).toHaveCount(0);

    await page.reload();
    await waitForApp(page);
    // The marquee comes from the same announcements call, so the list could open by now.
    await expect(page.getByTestId('marquee-item').first()).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(modal).toHaveCount(0);
  });
});
