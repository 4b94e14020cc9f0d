import type { Page } from '@playwright/test';
import { registerViaApi } from '../fixtures/accounts.ts';
import { adminPage, requestWithdrawal, secureMember } from '../fixtures/admin.ts';
import { unwrap } from '../fixtures/api.ts';
import { gotoApp, screenshot } from '../fixtures/app.ts';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../fixtures/operators.ts';
import { expect, test } from '../fixtures/test.ts';
import { totp } from '../fixtures/totp.ts';

/**
 * The back office (issue 13), as operators use it: each operator in a browser of its own, the
 * member in another. Operators' sessions come from the global setup (fixtures/operators.ts).
 */

const PAYMENT_PASSWORD = '975310';

async function openMember(admin: Page, account: string): Promise<void> {
  await admin.goto('/admin/members');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(account);
  await admin.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await admin.getByRole('row', { name: new RegExp(`\\b${account}\\b`) }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(account);
}

async function withReason(admin: Page, confirm: string, reason: string): Promise<void> {
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(/Reason|Note/).fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an operator signs in with password and authenticator code, and only sees its role', async ({
  page,
}) => {
  await page.goto('/admin/members');
  await page.getByLabel('Username').fill('demo-agents');
  await page.getByLabel('Password').fill(DEMO_OPERATOR_PASSWORD);
  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Wrong username, password or authenticator code',
  );
  // A code is accepted once: a retry within the same 30 s step waits for the next code.
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel('Authenticator code').fill(totp(DEMO_OPERATORS['demo-agents']));
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/ops/auth/login')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    if (answer.ok() || attempt === 1) break;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
  }
  await expect(page.getByTestId('operator-badge')).toContainText('Agent manager');
  // The address asked for before signing in is the screen shown after.
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const menu = page.getByRole('complementary', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Approvals' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  // The member site's session does not exist for an operator, and the other way round.
  expect((await page.request.get('/wps/member/info')).status()).toBe(401);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  expect((await page.request.get('/ops/auth/me')).status()).toBe(401);
});

test('customer service finds a member and locks it; the member’s open session ends', async ({
  page,
  browser,
}, info) => {
  const account = await registerViaApi(page);
  await gotoApp(page, '/');
  expect((await page.request.get('/wps/member/info')).status()).toBe(200);
  // A member session is no operator session.
  expect((await page.request.get('/ops/members?q=demo')).status()).toBe(401);

  const cs = await adminPage(browser, 'demo-cs', info);
  await openMember(cs, account);
  await cs.getByRole('button', { name: 'Lock', exact: true }).click();
  await withReason(cs, 'Lock', 'Reported stolen phone');
  await expect(cs.getByRole('heading', { level: 1 })).toContainText('Locked');

  // The member's session ended: the site no longer knows it.
  expect((await page.request.get('/wps/member/info')).status()).toBe(401);
  await cs.context().close();
});

test('finance A requests a manual credit, cannot approve it; finance B approves it', async ({
  page,
  browser,
}, info) => {
  const account = await registerViaApi(page);
  const a = await adminPage(browser, 'demo-finance', info);
  await openMember(a, account);
  await expect(a.getByText('Main wallet')).toBeVisible();
  await a.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = a.getByRole('dialog');
  await dialog.getByLabel('Direction').selectOption('CREDIT');
  await dialog.getByLabel(/^Amount/).fill('50');
  await dialog.getByLabel(/Reason/).fill('Goodwill after an outage');
  await dialog.getByRole('button', { name: 'Request approval' }).click();
  await expect(a.getByText(/Request #\d+ waits for a second operator/)).toBeVisible();
  // Nothing moved yet.
  await expect(a.locator('.stat', { hasText: 'Main wallet' })).toContainText('0.00');

  // A cannot approve its own request.
  await a.goto('/admin/approvals');
  const own = a.getByRole('row', { name: new RegExp(`\\b${account}\\b`) });
  await expect(own.getByRole('button', { name: 'Approve' })).toBeDisabled();

  // B approves it.
  const b = await adminPage(browser, 'demo-finance2', info, '/admin/approvals');
  const request = b.getByRole('row', { name: new RegExp(`\\b${account}\\b`) });
  await request.getByRole('button', { name: 'Approve' }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(request).toHaveCount(0);

  // The member's balance and ledger show it.
  await openMember(b, account);
  await expect(b.locator('.stat', { hasText: 'Main wallet' })).toContainText('50.00');
  const line = b.getByRole('row', { name: /MANUAL_ADJUSTMENT/ });
  await expect(line).toContainText('+50.00');
  await Promise.all([a.context().close(), b.context().close()]);
});

test('a withdrawal is approved and paid through the queue', async ({
  page,
  browser,
  ops,
}, info) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(page);
  await secureMember(page, 'Lim Mei Ling', PAYMENT_PASSWORD);
  await ops.grantBonus(account, '30000', { title: 'E2E withdraw funding' });
  const reference = await requestWithdrawal(page, '12000', PAYMENT_PASSWORD);

  const finance = await adminPage(browser, 'demo-finance', info, '/admin/payments/withdrawals');
  const row = finance.getByRole('row', { name: new RegExp(reference) });
  // The details: the member's turnover and latest ledger lines.
  await row.getByRole('cell', { name: reference }).click();
  const detail = finance.getByRole('dialog');
  await expect(detail.getByText('Turnover met')).toBeVisible();
  await expect(detail.getByRole('row', { name: /BONUS/ })).toBeVisible();
  await detail.getByRole('button', { name: 'Approve' }).click();
  await withReason(finance, 'Approve', 'Checked: turnover met');
  await expect(finance.getByText(`Withdrawal ${reference} approved`)).toBeVisible();

  await finance.getByRole('tab', { name: 'Approved' }).click();
  await finance
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('button', { name: 'Pay' })
    .click();
  const pay = finance.getByRole('dialog');
  await pay.getByLabel('Bank transfer reference').fill(`MBB${Date.now()}`);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(finance.getByText(`Withdrawal ${reference} marked paid`)).toBeVisible();
  await finance.getByRole('tab', { name: 'Paid' }).click();
  await expect(finance.getByRole('row', { name: new RegExp(reference) })).toBeVisible();

  const mine = await unwrap<{ content: { reference: string; status: string }[] }>(
    await page.request.get('/wps/payment/withdrawals'),
    'my withdrawals',
  );
  expect(mine.content.find((w) => w.reference === reference)?.status).toBe('PAID');
  await finance.context().close();
});

test('a read-only auditor opens every list and can change nothing', async ({ browser }, info) => {
  const auditor = await adminPage(browser, 'demo-auditor', info);
  const menu = auditor.getByRole('complementary', { name: 'Main menu' });
  const links = await menu.getByRole('link').allTextContents();
  expect(links.length).toBeGreaterThanOrEqual(6);
  const writes =
    /^(Approve|Reject|Pay|Lock|Unlock|Adjust balance|Save.*|New .*|Change|Add tag|Add note|Start maintenance|Schedule.*|Reschedule.*|End maintenance.*|Check .*|Resolve .*|Revoke.*|Disable.*|Enable.*)$/;
  for (const name of links) {
    await menu.getByRole('link', { name }).click();
    await expect(auditor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(auditor.getByRole('alert')).toHaveCount(0);
    await expect(auditor.getByRole('button', { name: writes })).toHaveCount(0);
    await expect(auditor.getByRole('switch')).toHaveCount(0);
  }
  await auditor.goto('/admin/members?q=demo');
  await auditor
    .getByRole('row', { name: /\bdemo\b/ })
    .first()
    .click();
  await expect(auditor.getByRole('heading', { level: 1 })).toContainText('demo');
  await expect(auditor.getByRole('button', { name: writes })).toHaveCount(0);
  // The server refuses what the screen does not offer.
  const refused = await auditor.request.post('/ops/members/1/lock', {
    data: { reason: 'trying' },
    headers: { origin: new URL(auditor.url()).origin },
  });
  expect(refused.status()).toBe(403);
  await auditor.context().close();
});

test('a content operator publishes a notice in two languages and the site shows it', async ({
  page,
  browser,
  api,
}, info) => {
  const code = `e2e-${Date.now().toString(36)}`;
  const content = await adminPage(browser, 'demo-content', info, '/admin/content');
  await content.getByRole('button', { name: 'New announcement' }).click();
  const editor = content.getByRole('dialog');
  await editor.getByLabel('Code').fill(code);
  await editor.getByLabel('Type').selectOption('PL');
  // Last in the marquee: the other specs read its first notices.
  await editor.getByLabel('Sort order').fill('999');
  await editor.getByRole('tab', { name: 'EN', exact: true }).click();
  await editor.getByLabel('Title (EN)').fill(`Weekend reload ${code}`);
  await editor
    .getByLabel('HTML content (EN)')
    .fill('<p>Reload <strong>today</strong><script>alert(1)</script></p>');
  // The preview is what will be stored: sanitised by the server.
  const preview = editor.getByRole('region', { name: 'Preview (EN)' });
  await expect(preview).toContainText('Reload today');
  await expect(preview.locator('script')).toHaveCount(0);
  await editor.getByRole('tab', { name: 'CN', exact: true }).click();
  await editor.getByLabel('Title (CN)').fill(`周末充值 ${code}`);
  await editor.getByLabel('HTML content (CN)').fill('<p>今天充值</p>');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toContainText('Saved.');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor).toContainText('Published.');
  await content.keyboard.press('Escape');
  await expect(content.getByRole('row', { name: new RegExp(code) })).toContainText('Live');

  // On the site, in each language: the notice's own version, never the script.
  for (const [language, title] of [
    ['EN', `Weekend reload ${code}`],
    ['CN', `周末充值 ${code}`],
  ] as const) {
    const { player } = await api.announcements(language);
    const notice = player.find((n) => n.title === title);
    expect(notice, `${language} notice`).toBeDefined();
    expect(notice?.content ?? '').not.toContain('<script');
  }
  expect((await api.announcements('MY')).player.some((n) => n.title.includes(code))).toBe(false);
  await gotoApp(page, '/');
  await page.getByTestId('language-select').click();
  await page.getByTestId('language-option-EN').click();
  await expect(page.getByTestId('notice-marquee')).toContainText(`Weekend reload ${code}`);

  // Withdrawn again: the site is left as it was.
  await content.getByRole('row', { name: new RegExp(code) }).click();
  await content.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(content.getByRole('dialog')).toContainText('Withdrawn from the site.');
  await content.context().close();
});

test('a super admin enrols an operator, who scans the QR code and signs in with its code', async ({
  browser,
  playwright,
}, info) => {
  const admin = await adminPage(browser, 'demo-super', info, '/admin/operators');
  const username = `e2e.cs.${Date.now().toString(36)}`;
  const password = 'Enrol-Operator-2026!';
  await admin.getByRole('button', { name: 'New operator' }).click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Display name').fill('Enrolled by e2e');
  await form.getByLabel('Role').selectOption('CUSTOMER_SERVICE');
  await form.getByLabel('Initial password').fill(password);
  await form.getByRole('button', { name: 'Create operator' }).click();

  const once = admin.getByRole('dialog', { name: `Operator ${username} created` });
  // The setup link drawn as a QR code in the browser (no third-party QR service sees it).
  const qr = once.getByRole('img', { name: 'QR code of the setup link' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  const uri =
    (await once.getByRole('status', { name: 'Setup link (otpauth://)' }).textContent()) ?? '';
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(admin, 'admin-operator-enrolment');
  await once.getByRole('button', { name: 'I have saved it' }).click();

  // The new operator signs in with the code its authenticator app shows for that secret.
  const fresh = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const login = await fresh.post('/ops/auth/login', {
    data: { username, password, totpCode: totp(secret) },
  });
  expect(login.status(), await login.text()).toBe(200);
  const me = await unwrap<{ name: string; role: string }>(await fresh.get('/ops/auth/me'), 'me');
  expect(me).toMatchObject({ name: username, role: 'CUSTOMER_SERVICE' });
  await fresh.dispose();
});

test('an operator switches the back office to Chinese; only that language is fetched', async ({
  browser,
}, info) => {
  const admin = await adminPage(browser, 'demo-auditor', info, '/admin/members');
  const menu = admin.getByRole('complementary', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Members' })).toBeVisible();
  await admin.getByRole('combobox', { name: /Language/ }).selectOption('zh-CN');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('会员');
  await expect(admin.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Chosen once: a new page opens in Chinese, without fetching the English strings.
  const scripts: string[] = [];
  admin.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await admin.reload();
  await expect(admin.getByRole('complementary', { name: '主菜单' })).toBeVisible();
  const bodies = await Promise.all(
    scripts.map(async (url) => (await admin.request.get(url)).text()),
  );
  expect(bodies.some((body) => body.includes('审计日志'))).toBe(true);
  expect(bodies.some((body) => body.includes('Authenticator code'))).toBe(false);
});
