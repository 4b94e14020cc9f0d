#!/usr/bin/env node
// Where home's main-thread JavaScript goes while it loads (decision 035): opens a page in Debian's
// Chromium at phone size, unthrottled, with V8's sampling profiler on from before navigation,
// waits PROFILE_SECONDS, writes the page's .cpuprofile and prints its top functions by self and
// inclusive time with bench/lib/cpuprofile-top.mjs (minified names: look them up in the build's
// source maps). `(program)` is the browser's own work outside JavaScript (style, layout and
// paint among it); Lighthouse's trace splits it.
// Usage: npm run build && npm run serve (or any server), then
//   node bench/home-js-profile.mjs [url, default http://localhost:3000/]
// Env: PROFILE_SECONDS (5), PROFILE_TOP (25), PROFILE_OUT (the .cpuprofile, default in the
// system's temporary directory), CHROMIUM (/usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:3000/';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForTimeout(SECONDS * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  const out = process.env.PROFILE_OUT ?? join(tmpdir(), `home-${Date.now()}.cpuprofile`);
  writeFileSync(out, JSON.stringify(profile));
  console.log(`${url}: the first ${SECONDS} s of the page's JavaScript`);
  const summary = new URL('./lib/cpuprofile-top.mjs', import.meta.url).pathname;
  execFileSync(process.execPath, [summary, out, String(TOP)], { stdio: 'inherit' });
} finally {
  await browser.close();
}
