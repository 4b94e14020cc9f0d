import { deflateSync } from 'node:zlib';
import type { FourEyesSettings } from '@nova/contracts/api/ops-approvals';
import type { WalletBalance } from '@nova/contracts/api/wallet';
import type { Page } from '@playwright/test';
import { registerViaApi } from '../fixtures/accounts.ts';
import { adminPage, requestWithdrawal, secureMember } from '../fixtures/admin.ts';
import { unwrap } from '../fixtures/api.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * A disputed withdrawal (issue 13): the member got less than was paid and says so with a proof
 * image; finance A resolves it with a refund above the brand's refund threshold, which becomes
 * a four-eyes request A cannot approve; finance B approves it and the member's main wallet
 * shows the refund, once.
 */

const PAYMENT_PASSWORD = '864213';

// A small valid PNG (the server checks images by their bytes): a screenshot of a bank slip.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = 0xffffffff;
  for (const byte of body) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  const out = Buffer.alloc(8 + body.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 4 + body.length);
  return out;
}

function slipPng(width = 96, height = 128): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(y < 20 ? 40 : 235, y < 20 ? 90 : 238, 200 + x / 2);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function mainBalance(member: Page): Promise<string> {
  const wallet = await unwrap<WalletBalance>(
    await member.request.get('/wps/v2/wallets/balance'),
    'wallet balance',
  );
  return wallet.main;
}

test('finance A resolves a dispute with a refund above the threshold; finance B approves it', async ({
  page,
  browser,
  ops,
}, info) => {
  test.setTimeout(150_000);
  // The member: funded, withdraws 400.00, which is approved and paid (one operator: within the
  // withdrawal threshold), then reports that only 150.00 arrived, with a proof image.
  const account = await registerViaApi(page);
  await secureMember(page, 'Wong Siew Lan', PAYMENT_PASSWORD);
  await ops.grantBonus(account, '50000', { title: 'E2E dispute funding' });
  const reference = await requestWithdrawal(page, '40000', PAYMENT_PASSWORD);
  const pending = (await ops.withdrawals()).find((w) => w.reference === reference);
  if (!pending) throw new Error(`no pending withdrawal ${reference}`);
  await ops.approveWithdrawal(pending.id);
  await ops.payWithdrawal(pending.id, `MBB-E2E-${pending.id}`);
  const proof = await unwrap<{ id: number }>(
    await page.request.post('/wps/member/uploads', {
      data: slipPng(),
      headers: { 'content-type': 'image/png' },
    }),
    'upload a proof image',
  );
  await unwrap(
    await page.request.post(`/wps/payment/withdrawals/${pending.id}/confirm`, {
      data: {
        result: 'PARTIAL',
        receivedAmount: '15000',
        proofUploadIds: [proof.id],
        remark: 'Only 150 arrived in my Maybank account',
      },
    }),
    'report a partial receipt',
  );
  expect(await mainBalance(page)).toBe('10000');

  // Finance A: the disputed tab, the report with its proof, the resolution dialog.
  const a = await adminPage(browser, 'demo-finance', info, '/admin/payments/withdrawals');
  const thresholds = await unwrap<FourEyesSettings>(
    await a.request.get('/ops/settings/four-eyes'),
    'four-eyes thresholds',
  );
  expect(BigInt(thresholds.refundMax), 'the refund threshold is below 250.00').toBeLessThan(25000n);
  await a.getByRole('tab', { name: 'Disputed' }).click();
  const row = a.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Partly received');
  await expect(row).toContainText('250.00');
  await row.getByRole('cell', { name: reference }).click();
  const detail = a.getByRole('dialog');
  const report = detail.getByRole('region', { name: 'The member’s report' });
  await expect(report).toContainText('Member says arrived');
  await expect(report).toContainText('150.00');
  await expect(detail).toContainText(`MBB-E2E-${pending.id}`);
  await expect(report).toContainText('Only 150 arrived in my Maybank account');
  const image = report.getByRole('button', { name: 'Open slip 1' }).locator('img');
  await expect(image).toBeVisible();
  // The member's own image, served to the operator (decoded: its real width).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  await detail.getByRole('button', { name: 'Resolve', exact: true }).click();
  const resolve = a.getByRole('dialog');
  await expect(resolve.getByRole('heading')).toContainText(`Resolve dispute ${reference}`);
  // Prefilled with what the member reports missing, exactly.
  await expect(resolve.getByLabel(/^Refund/)).toHaveValue('250.00');
  await resolve.getByLabel('Resolution note').fill('Bank trace: 150.00 credited, 250.00 returned');
  // Above the threshold: the form says so before anything is sent.
  await expect(resolve.getByText(/need a second operator/)).toBeVisible();
  await resolve.getByRole('button', { name: 'Request approval', exact: true }).click();
  await expect(a.getByText(/request #\d+ waits for a second operator/)).toBeVisible();
  await expect(row.getByText(/Refund #\d+ pending/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  expect(await mainBalance(page)).toBe('10000');

  // A cannot approve its own request: the button is off and the server refuses it.
  await a.goto('/admin/approvals');
  const own = a.getByRole('row', { name: new RegExp(reference) });
  await expect(own).toContainText('Disputed withdrawal refund');
  await expect(own).toContainText('250.00');
  await expect(own.getByRole('button', { name: 'Approve' })).toBeDisabled();
  const requestId = Number((await own.getByRole('cell').first().textContent()) ?? '0');
  const refused = await a.request.post(`/ops/approvals/${requestId}/approve`, {
    data: {},
    headers: { origin: new URL(a.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await mainBalance(page)).toBe('10000');

  // Finance B approves it: refunded once, the withdrawal completed with the note.
  const b = await adminPage(browser, 'demo-finance2', info, '/admin/approvals');
  const request = b.getByRole('row', { name: new RegExp(reference) });
  await request.getByRole('button', { name: 'Approve' }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(request).toHaveCount(0);
  await expect.poll(() => mainBalance(page)).toBe('35000');

  const completed = (await ops.withdrawals('COMPLETED')).find((w) => w.id === pending.id);
  expect(completed).toMatchObject({
    refundedAmount: '25000',
    resolutionNote: 'Bank trace: 150.00 credited, 250.00 returned',
    decidedBy: 'demo-finance2',
  });
  await Promise.all([a.context().close(), b.context().close()]);
});
