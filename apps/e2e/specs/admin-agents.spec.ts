import type { OpsAgent } from '@nova/contracts/api/ops-agents';
import type { Page } from '@playwright/test';
import { adminPage } from '../fixtures/admin.ts';
import { AgentOps, bothSizes } from '../fixtures/agents.ts';
import { DEMO_AGENT } from '../fixtures/api.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 15 in the back office, as the super admin sees it: the agents and their tree, one agent
 * with its contracts and statements (and the platform's offer dialog), the contracts and
 * statements lists, and the scheduler's jobs, one run by hand. Each pictured at 1440 px and
 * 390 px. Nothing here settles a period (agent-center.spec's flows close periods in order).
 */

async function loaded(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('the agents, the demo agent with its contracts, and the platform’s offer', async ({
  browser,
  request,
}, info) => {
  const demo: OpsAgent = await new AgentOps(request).agent(DEMO_AGENT.username);
  expect(demo.contracts).toEqual(expect.arrayContaining(['DIVIDEND', 'SALARY_DAILY']));
  const admin = await adminPage(browser, 'demo-super', info, '/admin/agents');
  try {
    await loaded(admin, 'Agents');
    const row = admin.getByRole('row', { name: new RegExp(`\\b${DEMO_AGENT.username}\\b`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(String(demo.teamSize));
    await bothSizes(admin, 'admin-agents');

    // One level down the tree: the demo agent's own sub-agents, demosub among them.
    await row.getByRole('link', { name: `Downline agents of ${DEMO_AGENT.username}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/agents\\?parent=${demo.id}`));
    await expect(admin.getByRole('row', { name: /\bdemosub\b/ })).toBeVisible();

    await admin.goto(`/admin/agents/${demo.id}`);
    await loaded(admin, DEMO_AGENT.username);
    await expect(admin.getByText('Team figures this month')).toBeVisible();
    await expect(admin.getByRole('heading', { name: /contracts?$/ })).toBeVisible();
    await bothSizes(admin, 'admin-agent');

    // A top-level agent is offered the platform's contract here (only pictured: the demo's
    // contracts stay as they are).
    await admin.getByRole('button', { name: 'Offer platform contract' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(`Offer ${DEMO_AGENT.username} the platform's contract`);
    await bothSizes(admin, 'admin-agent-offer');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await admin.context().close();
  }
});

test('the contracts and the statements', async ({ browser }, info) => {
  const admin = await adminPage(browser, 'demo-super', info, '/admin/agents/contracts');
  try {
    await loaded(admin, 'Contracts');
    await expect(admin.getByRole('row').nth(1)).toBeVisible();
    // The platform's own contracts: the demo agent's dividend and daily salary.
    await admin.getByLabel('Paid by').selectOption('true');
    await loaded(admin, 'Contracts');
    const platform = admin.getByRole('row', { name: /\bdemoagent\b/ });
    await expect(platform.filter({ hasText: 'Dividend' }).first()).toContainText('Signed');
    await expect(platform.filter({ hasText: 'Daily salary' }).first()).toContainText('Signed');
    await bothSizes(admin, 'admin-agent-contracts');

    await admin.goto('/admin/agents/statements');
    await loaded(admin, 'Statements');
    await expect(admin.getByRole('row', { name: /\bdemoagent\b/ }).first()).toBeVisible();
    await bothSizes(admin, 'admin-agent-statements');
  } finally {
    await admin.context().close();
  }
});

test('the jobs, one run by hand', async ({ browser }, info) => {
  const admin = await adminPage(browser, 'demo-super', info, '/admin/jobs');
  try {
    await loaded(admin, 'Jobs');
    for (const name of ['Agent team figures', 'Contract period settlement']) {
      await expect(admin.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    }
    const rollup = admin.getByRole('row', { name: /Agent team figures/ });
    await rollup.getByRole('button', { name: 'Run Agent team figures now' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByLabel('Reason (kept in the audit log)')
      .fill('e2e: figures brought up to date');
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText(/“Agent team figures” ran and succeeded/)).toBeVisible();
    await expect(rollup).toContainText('Succeeded');
    await bothSizes(admin, 'admin-jobs');
  } finally {
    await admin.context().close();
  }
});
