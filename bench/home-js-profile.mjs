#!/usr/bin/env node
// Where home's main-thread JavaScript goes while it loads (decision 035): opens a page in Debian's
// Chromium at phone size, unthrottled, with V8's sampling profiler on from before navigation,
// waits PROFILE_SECONDS, and prints the JavaScript and GC time with the top functions by self
// and by inclusive time (minified names: look them up in the build's source maps). Style, layout
// and paint are not JavaScript and are not counted; Lighthouse's trace has them.
// Usage: npm run build && npm run serve (or any server), then
//   node bench/home-js-profile.mjs [url, default http://localhost:3000/]
// Env: PROFILE_SECONDS (5), PROFILE_TOP (25), CHROMIUM (/usr/bin/chromium).
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
  report(profile);
} finally {
  await browser.close();
}

function frameName(node) {
  const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${script.split('/').pop()}:${lineNumber}:${columnNumber}`;
}

function report(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    const micros = profile.timeDeltas[index];
    busy += micros;
    const key = frameName(node);
    self.set(key, (self.get(key) ?? 0) + micros);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = frameName(nodes.get(at));
      if (seen.has(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + micros);
    }
  });
  const print = (title, map) => {
    console.log(title);
    for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${key.slice(0, 110)}`);
  };
  console.log(`${url}: ${(busy / 1000).toFixed(0)} ms of JavaScript and GC in ${SECONDS} s`);
  print('self time', self);
  print('inclusive time', inclusive);
}
