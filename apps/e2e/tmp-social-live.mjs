import { chromium } from 'playwright-core';
const B = 'http://localhost:3950', N = 'http://localhost:3951', S = '/tmp/x/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const log = (...a) => console.log(...a);
async function ctx(width) { const c = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } }); const p = await c.newPage(); p.on('pageerror', (e) => log('PAGEERROR', e.message)); p.on('console', (m) => m.type() === 'error' && log('CONSOLE', m.text())); return [c, p]; }
// 1. Not configured: no social block.
{ const [c, p] = await ctx(1440); await p.goto(N + '/login'); await p.getByTestId('login-form').waitFor(); await p.waitForTimeout(800);
  log('unconfigured social-login count', await p.getByTestId('social-login').count()); await p.screenshot({ path: S + '/none-1440.png' }); await c.close(); }
// 2. Configured: modal at 1440 and 390, then Google round trip.
for (const w of [1440, 390]) { const [c, p] = await ctx(w); await p.goto(B + '/login'); await p.getByTestId('social-google').waitFor();
  log(w, 'google href', await p.getByTestId('social-google').getAttribute('href'), 'fb', await p.getByTestId('social-facebook').getAttribute('href'));
  log(w, 'names', await p.getByRole('link', { name: 'Continue with Google' }).count(), await p.getByRole('link', { name: 'Continue with Facebook' }).count());
  await p.waitForTimeout(500); await p.screenshot({ path: `${S}/modal-${w}.png` });
  if (w === 1440) {
    await p.getByTestId('social-google').click(); await p.waitForURL(/dev\/oauth\/authorize/); log('at sandbox', p.url().slice(0, 60));
    await p.locator('input[name=login_hint]').fill('ada-google'); await p.getByRole('button', { name: 'Continue' }).click();
    await p.waitForURL(B + '/'); await p.waitForTimeout(1500); log('back at', p.url(), 'modals', await p.getByTestId('login-form').count());
    log('header login visible after', await p.getByTestId('header-login').count());
    const me = await p.evaluate(() => fetch('/wps/member/info').then((r) => r.status).catch(() => 'x')); log('member info status', me);
    await p.screenshot({ path: `${S}/after-google-${w}.png` });
  }
  await c.close(); }
// 3. A failed callback: back home with the error in the login modal, param stripped.
for (const w of [1440, 390]) { const [c, p] = await ctx(w); await p.goto(B + '/wps/session/oauth/google/callback?code=bad&state=bad');
  await p.getByTestId('social-error').waitFor(); log(w, 'failure url', p.url(), 'msg', await p.getByTestId('social-error').textContent());
  await p.screenshot({ path: `${S}/failed-${w}.png` }); await c.close(); }
// 4. Agent area: a member's Google login comes back refused on the card.
for (const w of [1440, 390]) { const [c, p] = await ctx(w); await p.goto(B + '/agent'); await p.getByTestId('social-google').waitFor();
  log(w, 'agent href', await p.getByTestId('social-google').getAttribute('href'));
  await p.getByTestId('social-google').scrollIntoViewIfNeeded(); await p.screenshot({ path: `${S}/agent-${w}.png` });
  await p.getByTestId('social-google').click(); await p.locator('input[name=login_hint]').fill('bob-member'); await p.getByRole('button', { name: 'Continue' }).click();
  await p.getByTestId('social-error').waitFor(); log(w, 'agent back at', p.url(), 'msg', await p.getByTestId('social-error').textContent(), 'modals', await p.locator('[role=dialog]').count());
  await p.getByTestId('social-error').scrollIntoViewIfNeeded(); await p.screenshot({ path: `${S}/agent-refused-${w}.png` });
  await p.reload(); await p.getByTestId('agent-landing').waitFor(); await p.waitForTimeout(1000); log(w, 'after reload error count', await p.getByTestId('social-error').count());
  await c.close(); }
// 5. zh-CN text.
{ const [c, p] = await ctx(1440); await p.goto(B + '/login'); await p.getByTestId('social-google').waitFor(); log('lang', await p.evaluate(() => document.documentElement.lang)); await c.close(); }
await browser.close();
