import type { Statement } from '@nova/contracts/api/agent-contracts';
import type { TeamOverview } from '@nova/contracts/api/agent-team';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { NEW_PASSWORD } from '../fixtures/accounts.ts';
import { adminPage } from '../fixtures/admin.ts';
import {
  AgentOps,
  bothSizes,
  brandDay,
  type Currency,
  dividendOf,
  INITIAL_PASSWORD,
  MemberApi,
  money,
  newAccount,
  PAYMENT_PASSWORD,
  weeklyDividend,
} from '../fixtures/agents.ts';
import { DEMO_AGENT } from '../fixtures/api.ts';
import { gotoApp } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 15, the agent center as agents meet it ("Done when"): the demo agent's team overview with
 * the demo seed's real figures and every page of its menu; a sub-agent opened from registerCenter,
 * offered a dividend contract from downline management, signing it in the popup at its first
 * login; play in its team and an operator's "close the period now", with the statement on both
 * sides and both balances moved by it; a sub-agent contract cancelled by the ratio rule; and an
 * upline that cannot pay, frozen and paid out as funds arrive. Accounts, money and play go
 * through the API; the browser does what the issue asks to see, in English, pictured at 1440 px
 * and 390 px.
 *
 * The flows share one worker, in order: each "close the period now" cuts every running period,
 * so two of them side by side would split each other's play across statements.
 */

/** The demo agent's platform dividend (demo seed): 25 % from the first tier, weekly. */
const AGENT_RATIO = 2_500;
const SUB_RATIO = 2_000;
const STAKE = 1_000n;

/** A page of its own (cookies, storage) reading the site in English. */
async function englishPage(browser: Browser, info: TestInfo): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    locale: 'en-US',
    timezoneId: use.timezoneId,
    reducedMotion: 'reduce',
  });
  return english(await context.newPage());
}

/** Reads the site in English (the brand's default is Malay), the home popups dismissed. */
async function english(page: Page): Promise<Page> {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('popupListClosed', '1');
  });
  return page;
}

/** An agent-center page, loaded: its lists and figures in, nothing loading or failed. */
async function openAgentPage(page: Page, key: string): Promise<Locator> {
  await gotoApp(page, `/agentHome?page=${key}`);
  const content = page.getByTestId(`agent-page-${key}`);
  await expect(content).toBeVisible();
  await settled(page);
  return content;
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid$="-loading"]')).toHaveCount(0);
  await expect(page.locator('[data-testid$="-load-error"], [data-testid$="-error"]')).toHaveCount(
    0,
  );
}

/** Logs in with the agent form at /agent. */
async function agentLogin(page: Page, account: string, password: string): Promise<void> {
  await gotoApp(page, '/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByTestId('agent-username').fill(account);
  await form.getByTestId('agent-password').fill(password);
  await form.getByTestId('agent-login-submit').click();
}

/** The dividend page's statement rows of one side, naming `party`. */
async function statementRow(page: Page, side: 'RECEIVED' | 'PAID', party: string) {
  const content = await openAgentPage(page, 'agentDividendRecordCopy2');
  if (side === 'PAID') {
    // The radio is drawn by its label.
    const paid = page.getByTestId('statements-side-PAID');
    await content.locator('label', { has: paid }).click();
    await expect(content.getByTestId('statements-side-PAID')).toBeChecked();
    await settled(page);
  }
  return onSomePage(page, content.getByTestId('statement-row').filter({ hasText: party }).first());
}

/**
 * `row`, turning the list's pages until it shows: the newest periods come first, and each close
 * also gives every other contract (earlier runs' sub-agents, the demo's) a statement.
 */
async function onSomePage(page: Page, row: Locator): Promise<Locator> {
  for (let turned = 0; turned < 20 && (await row.count()) === 0; turned++) {
    const next = page.getByTestId('page-next');
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await settled(page);
  }
  return row;
}

/** Its ledger line (accountDetails, the contract payouts) with the statement's reference. */
async function payoutLine(page: Page, statement: Statement): Promise<Locator> {
  const content = await openAgentPage(page, 'accountDetails');
  await content.getByTestId('transactions-type').selectOption('COMMISSION');
  await settled(page);
  const reference = page.getByRole('cell', { name: `S${statement.id}`, exact: true });
  return onSomePage(page, content.getByTestId('transaction-row').filter({ has: reference }));
}

/** `inner` is drawn inside `outer`'s box: not cut off by its edge. */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(a && b, 'both are laid out').toBeTruthy();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width);
}

/** The menu of an agent that holds every kind of contract (the demo agent). */
const MENU = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'deposit',
  'withdraw',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'platformMessages',
] as const;

test('the demo agent logs in at /agent, sees its team’s real figures and every page of its menu', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await english(page);
  await agentLogin(page, DEMO_AGENT.username, DEMO_AGENT.password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-nickname')).toBeVisible();
  const overview = page.getByTestId('team-overview-page');
  await expect(overview).toBeVisible();
  // The account's very first login (a fresh server) is welcomed with a notice, opened with it.
  const welcome = page.getByTestId('modal-notice');
  if (await welcome.isVisible()) {
    await welcome.getByTestId('notice-confirm').click();
    await expect(welcome).toBeHidden();
  }

  // The seed's two weeks of play: the last 30 days cover them.
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('/wps/agent/team/overview?') &&
      new URL(r.url()).searchParams.get('from') === brandDay(29),
  );
  await overview.getByTestId('range-preset-last30').click();
  const figures = ((await (await answered).json()) as { value: TeamOverview }).value;
  const me = new MemberApi(page.request, DEMO_AGENT.username);
  const currency = await me.currency();
  expect(figures.teamSize).toBeGreaterThanOrEqual(4);
  expect(figures.totals.betCount).toBeGreaterThan(0);
  expect(BigInt(figures.totals.bets)).toBeGreaterThan(0n);
  expect(BigInt(figures.totals.wins)).toBeGreaterThan(0n);
  expect(figures.days.some((day) => BigInt(day.bets) > 0n)).toBe(true);
  await expect(overview.getByTestId('stat-teamSize')).toHaveText(String(figures.teamSize));
  await expect(overview.getByTestId('stat-bets')).toHaveText(
    money(BigInt(figures.totals.bets), currency),
  );
  await expect(overview.getByTestId('stat-wins')).toHaveText(
    money(BigInt(figures.totals.wins), currency),
  );
  await expect(overview.getByTestId('stat-netWinLoss')).toHaveText(
    money(BigInt(figures.totals.netWinLoss), currency, true),
  );
  await settled(page);
  await bothSizes(page, 'agent-center-agentTeamOverview-30-days');

  // Every item of the menu, as the agent sees it.
  const menu = page.getByTestId('agent-center');
  for (const key of MENU) {
    await expect(menu.locator(`a[href="/agentHome?page=${key}"]`).first()).toBeAttached();
  }
  for (const key of MENU) {
    const content = await openAgentPage(page, key);
    await expect(content.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await bothSizes(page, `agent-center-${key}`);
  }
});

test.describe('a sub-agent, its contract and its statements', () => {
  test.describe.configure({ mode: 'serial' });

  let agentPage: Page;
  let agent: MemberApi;
  let currency: Currency;
  const sub = { account: newAccount('sub'), id: 0 };
  let subPage: Page;
  let subApi: MemberApi;

  test.beforeAll(async ({ browser }, info) => {
    agentPage = await englishPage(browser, info);
    agent = await MemberApi.login(agentPage.request, DEMO_AGENT.username, DEMO_AGENT.password);
    currency = await agent.currency();
  });

  test.afterAll(async () => {
    await agentPage?.context().close();
    await subPage?.context().close();
  });

  test('the demo agent opens a sub-agent account in registerCenter', async () => {
    const content = await openAgentPage(agentPage, 'registerCenter');
    const form = content.getByTestId('register-form');
    await form.getByTestId('register-type-AGENT').click();
    await form.getByTestId('register-username').fill(sub.account);
    await form.getByTestId('register-password').fill(INITIAL_PASSWORD);
    await form.getByTestId('register-nickname').fill('E2E Sub-agent');
    await form.getByTestId('register-submit').click();
    await expect(content.getByTestId('register-success-account')).toHaveText(sub.account);
    await bothSizes(agentPage, 'agent-center-register-opened');
    const { content: found } = await agent.get<{ content: { id: number; account: string }[] }>(
      `/wps/agent/downlines?keyword=${sub.account}&pageNo=1&pageSize=20`,
    );
    sub.id = found.find((row) => row.account === sub.account)?.id ?? 0;
    expect(sub.id).toBeGreaterThan(0);
  });

  test('and offers it a dividend contract from downline management', async () => {
    const content = await openAgentPage(agentPage, 'downlineManagmentView');
    await content.getByTestId('downlines-search').fill(sub.account);
    await content.getByTestId('downlines-search-apply').click();
    const row = content.locator(`[data-testid="downline-row"][data-account="${sub.account}"]`);
    await expect(row).toHaveAttribute('data-agent', 'true');
    await row.getByTestId('downline-offer').click();
    const dialog = agentPage.getByTestId('modal-contract-offer');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('offer-kind-dividend').check();
    await dialog.getByTestId('offer-period').selectOption('WEEKLY');
    await dialog.getByTestId('tier-0-minBets').fill('0');
    await dialog.getByTestId('tier-0-minNetLoss').fill('0');
    await dialog.getByTestId('tier-0-minActive').fill('0');
    await dialog.getByTestId('tier-0-rate').fill(String(AGENT_RATIO / 100));
    await bothSizes(agentPage, 'agent-center-offer-dialog');
    await dialog.getByTestId('contract-offer-submit').click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('contract-badge-dividend')).toHaveAttribute(
      'data-state',
      'OFFERED',
    );
    const [offered] = await agent.contracts('DOWNLINE', sub.id);
    expect(offered).toMatchObject({ state: 'OFFERED', kind: 'DIVIDEND', period: 'WEEKLY' });
    expect(offered?.tiers).toEqual(weeklyDividend(AGENT_RATIO).tiers);
  });

  test('the sub-agent changes its password at its first login, gets the popup and signs', async ({
    browser,
  }, info) => {
    subPage = await englishPage(browser, info);
    await agentLogin(subPage, sub.account, INITIAL_PASSWORD);
    const change = subPage.getByTestId('modal-changePassword');
    await expect(change.getByTestId('change-password-forced')).toBeVisible();
    await change.getByTestId('change-password-old').fill(INITIAL_PASSWORD);
    await change.getByTestId('change-password-new').fill(NEW_PASSWORD);
    await change.getByTestId('change-password-confirm').fill(NEW_PASSWORD);
    await change.getByTestId('change-password-submit').click();
    await expect(change).toBeHidden();

    const popup = subPage.getByTestId('contract-popup');
    await expect(popup).toHaveAttribute('data-kind', 'DIVIDEND');
    await expect(subPage.getByTestId('contract-popup-from')).toContainText(DEMO_AGENT.username);
    await expect(subPage.getByTestId('popup-tiers')).toContainText('25.00%');
    await expectInside(subPage.getByTestId('popup-tiers').getByText('25.00%'), popup);
    await bothSizes(subPage, 'agent-center-contract-popup');
    await subPage.getByTestId('contract-popup-sign').click();
    await expect(popup).toBeHidden();

    subApi = new MemberApi(subPage.request, sub.account);
    const [mine] = await subApi.contracts('MINE');
    expect(mine).toMatchObject({ state: 'SIGNED', upline: DEMO_AGENT.username });
    const content = await openAgentPage(subPage, 'agentDividendRecordCopy2');
    await expect(content.getByTestId('my-contract-signed')).toBeVisible();
    await expect(content.getByTestId('my-contract-tiers')).toContainText('25.00%');
  });

  test('after play in its team and a period close, both sides show the statement', async ({
    playwright,
    ops,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A player under the sub-agent, funded by it, loses at dice.
    const player = await subApi.openDownline(newAccount('ply'), 0);
    await ops.grantBonus(sub.account, '50000');
    await subApi.setPaymentPassword();
    await subApi.transferTo(player.account, 20_000n);
    const playerContext = await playwright.request.newContext({ baseURL });
    const play = await MemberApi.firstLogin(playerContext, player.account, 'member')
      .then((playerApi) => playerApi.loseAtDice(STAKE, 5_000n))
      .finally(() => playerContext.dispose());
    const subBefore = await subApi.balance();

    // The operator closes the period now: the cut is 2 s before the request.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await new AgentOps(agentPage.request).closePeriodNow();

    const received = (await subApi.statements('RECEIVED')).find(
      (s) => s.payer === DEMO_AGENT.username,
    );
    const netLoss = play.bets - play.wins;
    const amount = dividendOf(netLoss, AGENT_RATIO);
    expect(received, 'the sub-agent received a statement').toBeTruthy();
    if (!received) return;
    expect(received).toMatchObject({
      agent: sub.account,
      status: 'PAID',
      amount: amount.toString(),
      paid: amount.toString(),
      ratio: AGENT_RATIO,
      tier: 0,
    });
    expect(received.figures).toMatchObject({
      bets: play.bets.toString(),
      validBets: play.bets.toString(),
      wins: play.wins.toString(),
      netLoss: netLoss.toString(),
    });
    expect(amount).toBeGreaterThan(0n);
    const paid = (await agent.statements('PAID')).find((s) => s.id === received.id);
    expect(paid, 'the demo agent paid the same statement').toMatchObject({
      ...received,
      role: 'PAID',
    });
    expect(await subApi.balance()).toBe(subBefore + amount);

    // The sub-agent's side: RECEIVED from the demo agent.
    const mine = await statementRow(subPage, 'RECEIVED', DEMO_AGENT.username);
    await expect(mine.getByTestId('statement-amount')).toHaveText(money(amount, currency));
    await expect(mine.getByTestId('statement-status')).toHaveAttribute('data-status', 'PAID');
    await expect(mine).toContainText(money(play.bets, currency));
    await expect(mine).toContainText(money(netLoss, currency));
    await expect(mine.getByTestId('statement-formula')).toContainText(money(amount, currency));
    const mineText = (await mine.textContent()) ?? '';
    await bothSizes(subPage, 'agent-center-dividend-received');

    // The demo agent's side: PAID to the sub-agent, the same figures.
    const theirs = await statementRow(agentPage, 'PAID', sub.account);
    await expect(theirs.getByTestId('statement-amount')).toHaveText(money(amount, currency));
    await expect(theirs.getByTestId('statement-status')).toHaveAttribute('data-status', 'PAID');
    expect(((await theirs.textContent()) ?? '').replace(sub.account, DEMO_AGENT.username)).toBe(
      mineText,
    );
    await bothSizes(agentPage, 'agent-center-dividend-paid');

    // Both balances moved by it: the ledger lines of the payout.
    const credit = await payoutLine(subPage, received);
    await expect(credit.getByTestId('transaction-amount')).toHaveText(
      money(amount, currency, true),
    );
    await expect(credit).toContainText(money(subBefore + amount, currency));
    const debit = await payoutLine(agentPage, received);
    await expect(debit.getByTestId('transaction-amount')).toHaveText(money(-amount, currency));
  });

  test('a higher-ratio sub-contract is cancelled by the rule', async ({ playwright, baseURL }) => {
    // The sub-agent's own sub-agent, on the sub-agent's full ratio.
    const subSub = await subApi.openDownline(newAccount('ssa'), 2);
    const subSubContext = await playwright.request.newContext({ baseURL });
    try {
      const subSubApi = await MemberApi.firstLogin(subSubContext, subSub.account);
      const given = await subApi.offer(subSub.id, weeklyDividend(AGENT_RATIO));
      await subSubApi.sign(given.id);

      // The demo agent offers the sub-agent less; the popup shows it at the next visit.
      await agent.offer(sub.id, weeklyDividend(SUB_RATIO));
      await gotoApp(subPage, '/agentHome');
      const popup = subPage.getByTestId('contract-popup');
      await expect(popup).toBeVisible();
      await expect(subPage.getByTestId('popup-tiers')).toContainText('20.00%');
      await subPage.getByTestId('contract-popup-sign').click();

      // Signing would cancel the sub-sub-agent's contract: the warning names it first.
      const warning = subPage.getByTestId('modal-contract-sign-warning');
      await expect(warning).toBeVisible();
      await expect(warning.getByTestId('contract-sign-warning-items')).toContainText(
        subSub.account,
      );
      expect((await subSubApi.contracts('MINE'))[0]?.state).toBe('SIGNED');
      await bothSizes(subPage, 'agent-center-sign-warning');
      await warning.getByTestId('contract-sign-warning-confirm').click();
      await expect(warning).toBeHidden();
      await expect(popup).toBeHidden();

      const [cancelled] = await subSubApi.contracts('MINE');
      expect(cancelled?.state).toBe('TERMINATED');
      expect(cancelled?.events.map((event) => [event.action, event.actor])).toContainEqual([
        'CANCELLED_BY_RULE',
        'SYSTEM',
      ]);
      const signed = (await subApi.contracts('MINE')).find((c) => c.state === 'SIGNED');
      expect(signed?.tiers[0]?.ratio).toBe(SUB_RATIO);
    } finally {
      await subSubContext.dispose();
    }

    // In downline management, the sub-sub-agent's contract reads terminated, by the rule.
    const content = await openAgentPage(subPage, 'downlineManagmentView');
    const row = content.locator(`[data-testid="downline-row"][data-account="${subSub.account}"]`);
    await row.getByTestId('downline-view').click();
    const list = subPage.getByTestId('modal-downline-contracts-all');
    const item = list.getByTestId('downline-contract').first();
    await expect(item.getByTestId('contract-state')).toHaveAttribute('data-state', 'TERMINATED');
    await item.getByRole('button', { name: 'Details' }).click();
    const view = subPage.getByTestId('contract-view');
    await expect(view).toHaveAttribute('data-state', 'TERMINATED');
    await expect(
      view.locator('[data-testid="contract-event"][data-action="CANCELLED_BY_RULE"]'),
    ).toBeVisible();
    await bothSizes(subPage, 'agent-center-contract-view');
  });

  test('an upline without funds is frozen, then paid out as funds arrive', async ({
    browser,
    playwright,
    ops,
    baseURL,
  }, info) => {
    test.setTimeout(180_000);
    const agentOps = new AgentOps(agentPage.request);
    const contexts = await Promise.all(
      [0, 1, 2].map(() => playwright.request.newContext({ baseURL })),
    );
    const [uContext, sContext, pContext] = contexts as [
      (typeof contexts)[number],
      (typeof contexts)[number],
      (typeof contexts)[number],
    ];
    const settings = await agentOps.agentSettings();
    const admin = await adminPage(browser, 'demo-super', info, '/admin/agents?frozen=true');
    let upline: MemberApi;
    let downline: MemberApi;
    try {
      // U: a new sub-agent of the demo agent with no money, on a contract; S: U's sub-agent on
      // U's contract; P: S's player, funded by S. S's funding bonus is in U's team, so U's team
      // as a whole did not lose: U is owed nothing, yet owes S its share of P's loss.
      const u = await agent.openDownline(newAccount('upl'), 2);
      upline = await MemberApi.firstLogin(uContext, u.account);
      await upline.setPaymentPassword();
      await upline.sign((await agent.offer(u.id, weeklyDividend(AGENT_RATIO))).id);
      const s = await upline.openDownline(newAccount('dwn'), 2);
      downline = await MemberApi.firstLogin(sContext, s.account);
      await downline.sign((await upline.offer(s.id, weeklyDividend(SUB_RATIO))).id);
      const p = await downline.openDownline(newAccount('ply'), 0);
      const player = await MemberApi.firstLogin(pContext, p.account, 'member');
      await ops.grantBonus(s.account, '50000');
      await downline.setPaymentPassword();
      await downline.transferTo(p.account, 20_000n);
      const play = await player.loseAtDice(STAKE, 5_000n);
      const owed = dividendOf(play.bets - play.wins, SUB_RATIO);
      expect(await upline.balance()).toBe(0n);

      // No grace: a statement U cannot pay is overdue at the payouts job's next run.
      await agentOps.setAgentSettings({ ...settings, overdueGraceMinutes: 0 });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await agentOps.closePeriodNow();
      const [statement] = (await downline.statements('RECEIVED')).filter(
        (x) => x.payer === u.account,
      );
      expect(statement).toMatchObject({ amount: owed.toString(), paid: '0' });
      expect(['OWED', 'OVERDUE']).toContain(statement?.status);
      await agentOps.runJob('agent-payouts');
      const overdue = (await downline.statements('RECEIVED')).find((x) => x.id === statement?.id);
      expect(overdue).toMatchObject({ status: 'OVERDUE', paid: '0' });
      expect(await agentOps.agent(u.account)).toMatchObject({
        frozen: true,
        owes: owed.toString(),
      });

      // The back office lists U among the frozen agents, with what it owes.
      await admin.reload();
      const frozenRow = admin.getByRole('row', { name: new RegExp(u.account) });
      await expect(frozenRow).toContainText('Frozen');
      await expect(frozenRow).toContainText(money(owed, currency).replace('RM ', ''));
      await bothSizes(admin, 'admin-agents-frozen');

      // U's page: the statement it owes, overdue.
      const uPage = await englishPage(browser, info);
      try {
        await MemberApi.login(uPage.request, u.account);
        const owes = await statementRow(uPage, 'PAID', s.account);
        await expect(owes.getByTestId('statement-status')).toHaveAttribute(
          'data-status',
          'OVERDUE',
        );
        await expect(owes.getByTestId('statement-frozen')).toBeVisible();
        await bothSizes(uPage, 'agent-center-dividend-overdue');

        // Money arrives; until the payouts job runs again, U is still frozen: a transfer out is
        // refused with the reason. The job's automatic run must not fall in between.
        await agentOps.clearOf('agent-payouts', 20);
        await ops.grantBonus(u.account, '10000');
        const content = await openAgentPage(uPage, 'downlineManagmentView');
        const transferTo = async () => {
          const row = content.locator(`[data-testid="downline-row"][data-account="${s.account}"]`);
          await row.getByTestId('downline-transfer').click();
          const dialog = uPage.getByTestId('modal-downline-transfer');
          await dialog.getByTestId('downline-transfer-amount').fill('10');
          await dialog.getByTestId('downline-transfer-password').fill(PAYMENT_PASSWORD);
          await dialog.getByTestId('downline-transfer-submit').click();
          return dialog;
        };
        const refused = await transferTo();
        await expect(refused.getByTestId('downline-transfer-error')).toHaveText(
          'Your account is frozen because a contract payout to your team is overdue. Withdrawals and transfers out resume once it is paid from your balance.',
        );
        await bothSizes(uPage, 'agent-center-transfer-frozen');
        await refused.getByTestId('modal-close').click();

        // The job takes the payout from the new money: paid, and U is free again.
        await agentOps.runJob('agent-payouts');
        const settledNow = (await downline.statements('RECEIVED')).find(
          (x) => x.id === statement?.id,
        );
        expect(settledNow).toMatchObject({ status: 'PAID', paid: owed.toString() });
        expect(await agentOps.agent(u.account)).toMatchObject({ frozen: false, owes: '0' });
        expect(await upline.balance()).toBe(10_000n - owed);
        const sent = await transferTo();
        await expect(sent.getByTestId('upline-new-balance')).toHaveText(
          money(10_000n - owed - 1_000n, currency),
        );
        expect(await upline.balance()).toBe(10_000n - owed - 1_000n);
      } finally {
        await uPage.context().close();
      }

      await admin.reload();
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(admin.getByRole('row', { name: new RegExp(u.account) })).toHaveCount(0);
    } finally {
      await agentOps.setAgentSettings(settings);
      await admin.context().close();
      for (const context of contexts) await context.dispose();
    }
  });
});
