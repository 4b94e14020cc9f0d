#!/usr/bin/env node
// Lighthouse (12.2.3, installed at the root) at its default mobile settings (Moto G Power
// emulation, simulated slow 4G and 4x CPU throttling) against a running server, for three
// pages: home `/`, a game list (`/rng`) and the member center (`/member`, logged in as a member
// this script signs up through the API, as apps/e2e/fixtures registerViaApi does, which needs
// the development tools: NODE_ENV=development). Prints, per page, the performance score and
// FCP, LCP, TBT, CLS and SI (the median run when LH_RUNS > 1). Prints figures, asserts nothing;
// issue 12's targets for home: performance >= 90, TBT < 200 ms, LCP < 2.5 s.
// Usage: npm run build && PORT=3300 ... npm run serve   (see README), then
//        node bench/lighthouse.mjs [base URL]
// Env: LH_URL (base URL, default http://localhost:3300), LH_RUNS (runs per page, 1),
//      LH_PAGES (comma-separated subset: home,list,member), LH_CHROME (/usr/bin/chromium),
//      LH_PAGE_TIMEOUT_MS (bound on one run, 240000), LH_JSON (a directory: writes each report;
//      with LH_TRACE=1 also each run's trace, for a source-mapped look at its long tasks).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const BASE = (process.argv[2] || process.env.LH_URL || 'http://localhost:3300').replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.LH_RUNS || 1));
const CHROME = process.env.LH_CHROME || '/usr/bin/chromium';
const PAGE_TIMEOUT_MS = Number(process.env.LH_PAGE_TIMEOUT_MS || 240_000);
const JSON_DIR = process.env.LH_JSON;
const PASSWORD = 'Lucky7Spin2026';

const PAGES = [
  { key: 'home', path: '/', member: false },
  { key: 'list', path: '/rng', member: false },
  { key: 'member', path: '/member', member: true },
].filter((page) => !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(page.key));

/** A tiny cookie jar over fetch: enough for the captcha and session cookies. */
class Client {
  cookies = new Map();
  constructor(ip) {
    this.ip = ip;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async call(method, path, body) {
    const response = await fetch(BASE + path, {
      method,
      headers: {
        cookie: this.header(),
        'x-forwarded-for': this.ip,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok || !json?.success) {
      throw new Error(`${method} ${path} -> HTTP ${response.status}: ${text.slice(0, 300)}`);
    }
    return json.value;
  }
}

/** Signs a new member up by mobile (sandbox SMS code, dev captcha answer); returns the cookies. */
async function newMemberCookies() {
  const n = Math.floor(Math.random() * 2 ** 17);
  const client = new Client(`198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
  const mobile = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await client.call('POST', '/wps/verification/sms/register', {
    mobileNum: mobile,
    countryDialingCode: '+60',
    regType: 'MOBILE',
  });
  let code;
  for (let attempt = 0; attempt < 50 && !code; attempt++) {
    const [newest] = await client.call(
      'GET',
      `/dev/outbox?destination=${encodeURIComponent(`+60${mobile}`)}`,
    );
    code = newest ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error('no register code in the sandbox outbox');
  await client.call('GET', '/wps/captcha');
  const { answer } = await client.call('GET', '/dev/captcha');
  await client.call('PUT', '/wps/member/register/mobile', {
    mobileNum: mobile,
    countryDialingCode: '+60',
    verificationCode: code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    captcha: answer,
    termsAccepted: true,
    ageConfirmed: true,
  });
  return client.header();
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no result after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const METRICS = [
  ['FCP', 'first-contentful-paint', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 's'],
];

function format(value, unit) {
  if (value === undefined || value === null) return 'n/a';
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

/** One run in a browser of its own, killed afterwards, also when the run times out. */
async function runOnce(page, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    return await audit(chrome, page, cookie);
  } finally {
    await chrome.kill();
  }
}

/**
 * Puts the member's cookies into the browser itself. A `Cookie` request header alone is not
 * enough: the site reads its non-secret login hint from `document.cookie` before it asks for
 * member info, so with the header only it saw a visitor and /member sent it home.
 */
async function setBrowserCookies(chrome, cookie) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const pairs = cookie.split('; ').map((pair) => pair.split('='));
    await browser
      .contexts()[0]
      .addCookies(pairs.map(([name, value]) => ({ name, value, url: BASE })));
  } finally {
    await browser.close();
  }
}

async function audit(chrome, page, cookie) {
  if (cookie) await setBrowserCookies(chrome, cookie);
  const result = await withTimeout(
    lighthouse(`${BASE}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      maxWaitForLoad: 45_000,
      // Lighthouse clears the origin's storage, cookies included, unless told not to.
      ...(cookie ? { disableStorageReset: true } : {}),
    }),
    PAGE_TIMEOUT_MS,
    `lighthouse ${page.path}`,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    const name = join(JSON_DIR, `${page.key}-${Date.now()}`);
    writeFileSync(`${name}.json`, result.report);
    if (process.env.LH_TRACE && result.artifacts?.Trace) {
      writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    metrics: Object.fromEntries(
      METRICS.map(([label, id]) => [label, lhr.audits[id]?.numericValue]),
    ),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

let failed = false;
// Lighthouse can reject a protocol call it no longer awaits (a page that never goes idle times
// out Runtime.evaluate in its quiet check): report it and let the run's own result or time-out
// decide, instead of crashing the whole bench.
process.on('unhandledRejection', (error) => {
  console.log(`(lighthouse: ${error?.code ?? error?.message ?? error})`);
});
{
  const cookie = PAGES.some((page) => page.member) ? await newMemberCookies() : undefined;
  console.log(`Lighthouse 12.2.3, mobile defaults, ${BASE}, ${RUNS} run(s) per page (median)`);
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      try {
        runs.push(await runOnce(page, page.member ? cookie : undefined));
      } catch (error) {
        failed = true;
        console.log(`${page.key.padEnd(7)} ${page.path}: ${error.message}`);
      }
    }
    if (runs.length === 0) continue;
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    const all = runs.length > 1 ? ` (runs: ${runs.map((r) => r.score).join(', ')})` : '';
    const landed = new URL(median.finalUrl).pathname;
    const where = landed === page.path ? page.path : `${page.path} -> ${landed}`;
    console.log(
      `${page.key.padEnd(7)} ${where.padEnd(10)} performance ${String(median.score).padStart(3)}  ${METRICS.map(([label, , unit]) => `${label} ${format(median.metrics[label], unit)}`).join('  ')}${all}`,
    );
  }
}
if (failed) process.exitCode = 1;
