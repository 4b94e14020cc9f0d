import type { Page } from '@playwright/test';
import { gotoApp, screenshot } from '../fixtures/app.ts';
import { OPS_TOKEN_MISSING } from '../fixtures/ops.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Site-wide status (spec §2, §4 "System status": 1 maintenance wins over 2 region restricted).
 * Serial: these tests switch state for every visitor; the `ops` fixture always restores it.
 */
test.describe.configure({ mode: 'serial' });
// Without the token these specs cannot switch the site's status: fail loudly, never skip.
test.beforeAll(() => {
  if (!process.env.OPERATOR_API_TOKEN) throw new Error(OPS_TOKEN_MISSING);
});

const TIMEZONE = 'Asia/Kuala_Lumpur'; // the browser's timezoneId (playwright.config.ts)
/** Every form in which the server may see a local browser's address. */
const LOCAL_RANGES = ['127.0.0.1/32', '::1/128', '::ffff:127.0.0.1/128'];

/** yyyy-MM-dd HH:mm:ss in the browser's timezone (spec §3 time format). */
function formatLocal(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

function twoHoursAhead(): Date {
  const end = new Date(Date.now() + 2 * 60 * 60 * 1000);
  end.setMilliseconds(0);
  return end;
}

async function expectOnly(page: Page, screen: 'maintenance-page' | 'blocked-page') {
  await expect(page.getByTestId(screen)).toBeVisible();
  for (const other of ['maintenance-page', 'blocked-page', 'main-layout', 'agent-layout']) {
    if (other !== screen) await expect(page.getByTestId(other)).toHaveCount(0);
  }
  await expect(page.getByTestId('cs-button')).toBeVisible();
}

test('maintenance replaces the site and shows its end time and a countdown', async ({
  page,
  ops,
  consoleErrors,
}) => {
  const end = twoHoursAhead();
  await ops.setMaintenance({
    active: true,
    maintenanceStart: new Date(Date.now() - 60_000).toISOString(),
    maintenanceEnd: end.toISOString(),
  });
  await gotoApp(page, '/');
  await expectOnly(page, 'maintenance-page');
  await expect(page.getByTestId('maintenance-end')).toContainText(formatLocal(end));

  const countdown = page.getByTestId('maintenance-countdown');
  await expect(countdown).toBeVisible();
  const before = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(before);

  await screenshot(page, 'maintenance');
  expect(consoleErrors.unexpected()).toEqual([]);
});

test('a blocked region sees the blocked page with its IP', async ({ page, ops, consoleErrors }) => {
  await ops.setRegionRestriction(LOCAL_RANGES);
  await gotoApp(page, '/');
  await expectOnly(page, 'blocked-page');

  // The browser's own request context: the same connection type, so the same IP.
  const response = await page.request.get('/wps/system/status');
  const status = (await response.json()) as { value: { status: number; ip: string } };
  expect(status.value.status).toBe(2);
  await expect(page.getByTestId('blocked-ip')).toContainText(status.value.ip);

  await screenshot(page, 'blocked');
  expect(consoleErrors.unexpected()).toEqual([]);
});

test('maintenance wins over a region block', async ({ page, ops, api }) => {
  await ops.setRegionRestriction(LOCAL_RANGES);
  await ops.setMaintenance({ active: true, maintenanceEnd: twoHoursAhead().toISOString() });
  await gotoApp(page, '/');
  await expectOnly(page, 'maintenance-page');
  expect((await api.systemStatus()).status).toBe(1);
});

test('switching both off brings the site back', async ({ page, ops }) => {
  await ops.setMaintenance({ active: true, maintenanceEnd: twoHoursAhead().toISOString() });
  await gotoApp(page, '/');
  await expectOnly(page, 'maintenance-page');

  await ops.restore();
  await page.reload();
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
});
