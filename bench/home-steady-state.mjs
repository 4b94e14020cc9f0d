#!/usr/bin/env node
// Home's steady state on a phone (issue 12): opens `/` in Debian's Chromium at 390 x 844, waits
// until its blocks have loaded (winner board, jackpot, hot games; up to 60 s) and 3 s more, then
// at 4x CPU throttling reads Chromium's Performance metrics over 5 s: main-thread task, script,
// layout and style time. Run once with motion and once with reduced motion emulated: a page that
// only animates on the compositor spends about the same in both. Prints figures, asserts nothing.
// Usage: node bench/home-steady-state.mjs [base URL, http://localhost:3300]
import { chromium } from 'playwright-core';

const BASE = (process.argv[2] || process.env.LH_URL || 'http://localhost:3300').replace(/\/$/, '');
const WINDOW_MS = 5000;

async function measure(reducedMotion) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion,
    });
    const page = await context.newPage();
    await page.goto(`${BASE}/`, { waitUntil: 'load', timeout: 60_000 });
    for (const id of ['winner-board', 'jackpot-counter', 'hot-carousel']) {
      await page
        .getByTestId(id)
        .waitFor({ state: 'attached', timeout: 60_000 })
        .catch(() => {
          console.log(`(${id} did not appear)`);
        });
    }
    await page.waitForTimeout(3000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const read = async () =>
      Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
      );
    const before = await read();
    await page.waitForTimeout(WINDOW_MS);
    const after = await read();
    const ms = (key) => `${Math.round((after[key] - before[key]) * 1000)} ms`;
    const n = (key) => after[key] - before[key];
    console.log(
      `${reducedMotion.padEnd(13)} tasks ${ms('TaskDuration')}, script ${ms('ScriptDuration')}, layout ${ms('LayoutDuration')} (${n('LayoutCount')}), style ${ms('RecalcStyleDuration')} (${n('RecalcStyleCount')}) in ${WINDOW_MS / 1000} s at 4x CPU throttling`,
    );
  } finally {
    await browser.close();
  }
}

await measure('no-preference');
await measure('reduce');
