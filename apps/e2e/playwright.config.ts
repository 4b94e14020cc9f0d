import { defineConfig, devices } from '@playwright/test';
import { offlineResolverRule } from './fixtures/offline.ts';

/**
 * Playwright drives the built app (apps/web served by apps/server) in Debian's Chromium.
 * Never `playwright install`: the machines have no internet; /usr/bin/chromium comes from apt.
 */
const isCI = Boolean(process.env.CI);
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/** Specs that also run at phone size: screenshots, layout, and the status pages' screenshots. */
const BOTH_VIEWPORTS = /(screenshots|layout|status)\.spec\.ts$/;
/**
 * Specs that switch state for every visitor (maintenance, region block): they run in projects of
 * their own, after every other test, so no other test sees the site closed (see `projects`).
 */
const SITE_WIDE = /status\.spec\.ts$/;

/**
 * Two workers by default: each test uses a browser context of its own and accounts of its own
 * (registerViaApi) or the seeded demo accounts, which no test changes in a way another reads.
 * E2E_WORKERS=1 for a run that never shares the server.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
};
const MOBILE = {
  userAgent: devices['Pixel 7']?.userAgent,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results',
  globalSetup: './global-setup.ts',
  workers,
  // Files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    // The brand's timezone: status.spec formats the maintenance end the same way.
    timezoneId: 'Asia/Kuala_Lumpur',
    // An English browser: the site must still open in the brand's default language (spec §1).
    locale: 'en-US',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        offlineResolverRule(new URL(baseURL).hostname),
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Logs the demo member and the demo agent in once, through the API, and stores their session
    // cookies (fixtures/login-state.ts); tests opt in with test.use({ account }).
    { name: 'login-state', testDir: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      dependencies: ['login-state'],
      testIgnore: SITE_WIDE,
      use: DESKTOP,
      metadata: { screenshots: 'desktop' },
    },
    {
      name: 'mobile',
      dependencies: ['login-state'],
      testMatch: BOTH_VIEWPORTS,
      testIgnore: SITE_WIDE,
      use: MOBILE,
      metadata: { screenshots: 'mobile' },
    },
    // Site-wide state, alone: after every other project, one viewport after the other. (A
    // failure in a project they depend on skips them; the run has failed by then anyway.)
    {
      name: 'site-wide-desktop',
      dependencies: ['desktop', 'mobile'],
      testMatch: SITE_WIDE,
      use: DESKTOP,
      metadata: { screenshots: 'desktop' },
    },
    {
      name: 'site-wide-mobile',
      dependencies: ['site-wide-desktop'],
      testMatch: SITE_WIDE,
      use: MOBILE,
      metadata: { screenshots: 'mobile' },
    },
  ],
});
