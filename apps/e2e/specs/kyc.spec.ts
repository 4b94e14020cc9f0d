import type { Browser, Locator, Page } from '@playwright/test';
import { registerViaApi } from '../fixtures/accounts.ts';
import { adminPage } from '../fixtures/admin.ts';
import { gotoApp, screenshotBothSizes } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * KYC end to end (issue 14): a new player uploads an identity photo and a proof-of-address pdf in
 * the security center and sees them under review; an operator previews both in the back office's
 * queue, approves the identity and rejects the address with a reason; the player reads the reason,
 * uploads a new bill, the operator approves it, and the player is verified. The player's card and
 * the queue are pictured at 1440 px and at 390 px.
 */

const REASON = 'The bill must be dated within the last 3 months. Please upload a recent one.';

/** Real files, as a phone camera and a utility's website would make them. */
async function documents(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
  await page.setContent(`
    <body style="margin:0;background:#dfe6ee;font-family:sans-serif">
      <div style="margin:24px;width:560px;height:340px;border-radius:18px;padding:22px;
        box-sizing:border-box;background:linear-gradient(135deg,#3a7bd5,#7fc8f8);color:#06213f">
        <div style="font-weight:800;font-size:22px;letter-spacing:2px">MALAYSIA · MyKad</div>
        <div style="display:flex;gap:22px;margin-top:26px">
          <div style="width:130px;height:160px;border-radius:10px;background:#c9d6e3"></div>
          <div style="font-size:17px;line-height:1.9">
            <div>900101-14-5678</div><div><b>SITI AMINAH BINTI AHMAD</b></div>
            <div>12 JALAN AMPANG</div><div>50450 KUALA LUMPUR</div>
          </div>
        </div>
      </div>
    </body>`);
  const identity = await page.screenshot({ type: 'png' });
  const bill = (issued: string) =>
    page
      .setContent(`
        <body style="font-family:sans-serif;padding:40px;color:#222">
          <h1 style="color:#0b5394">Tenaga Elektrik · Statement</h1>
          <p>Issued ${issued}</p>
          <p><b>SITI AMINAH BINTI AHMAD</b><br>12 Jalan Ampang<br>50450 Kuala Lumpur</p>
          <table border="1" cellpadding="8" style="border-collapse:collapse">
            <tr><th>Period</th><th>kWh</th><th>Amount</th></tr><tr><td>1 month</td><td>412</td><td>RM 187.40</td></tr>
          </table>
        </body>`)
      .then(() => page.pdf({ format: 'A4' }));
  const oldBill = await bill('2024-01-05');
  const newBill = await bill('2026-11-02');
  await page.close();
  return { identity, oldBill, newBill };
}

/** The queue's row of this player's document of `kind`, loading more pages until it shows. */
async function queueRow(admin: Page, account: string, kind: string): Promise<Locator> {
  const row = admin.getByRole('row', { name: new RegExp(`${account}.*${kind}`) });
  for (let page = 0; page < 20 && (await row.count()) === 0; page++) {
    const more = admin.getByRole('button', { name: 'Load more' });
    if ((await more.count()) === 0) break;
    await more.click();
    await admin.waitForLoadState('networkidle');
  }
  await expect(row).toBeVisible();
  return row;
}

async function upload(card: Locator, kind: 'IDENTITY' | 'ADDRESS', file: object) {
  await card.getByTestId(`kyc-input-${kind}`).setInputFiles(file as never);
  await expect(card.getByTestId(`kyc-row-status-${kind}`)).toHaveText('Pending review');
}

test('a player is verified: uploads, review in the back office, a rejection and a re-upload', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const files = await documents(browser);
  // The player reads the site in English (the brand's default is Malay): its choice, stored.
  await page.context().addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page
    .context()
    .addCookies([
      { name: 'nova_lang', value: 'EN', url: new URL(info.project.use.baseURL ?? '').origin },
    ]);
  const account = await registerViaApi(page);

  // The player's security center: not verified, nothing uploaded.
  await gotoApp(page, '/member');
  const card = page.getByTestId('kyc-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('kyc-status')).toHaveText('Not verified');
  await expect(card.getByTestId('kyc-why')).toBeVisible();
  await expect(card.getByTestId('kyc-docs-empty')).toBeVisible();
  await screenshotBothSizes(page, 'kyc-player-unverified', card);

  // A file of another type is refused before it is sent.
  await card.getByTestId('kyc-input-IDENTITY').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document'),
  });
  await expect(card.getByTestId('kyc-issue-IDENTITY')).toContainText('PNG, JPG or PDF');

  await upload(card, 'IDENTITY', {
    name: 'mykad.png',
    mimeType: 'image/png',
    buffer: files.identity,
  });
  await upload(card, 'ADDRESS', {
    name: 'bill.pdf',
    mimeType: 'application/pdf',
    buffer: files.oldBill,
  });
  await expect(card.getByTestId('kyc-status')).toHaveText('Under review');
  await expect(card.getByTestId('kyc-doc-row')).toHaveCount(2);
  await expect(card.getByTestId('kyc-upload-IDENTITY')).toHaveCount(0);

  // The player previews its own photo (a blob from its session).
  const newest = card.getByTestId('kyc-doc-row').last();
  await newest.getByRole('button', { name: /View/ }).click();
  const viewer = page.getByTestId('modal-kyc-file');
  await expect(viewer.getByTestId('kyc-viewer-image')).toBeVisible();
  await expect
    .poll(() =>
      viewer.getByTestId('kyc-viewer-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await viewer.getByRole('button', { name: /close/i }).click();
  await expect(viewer).toHaveCount(0);
  await screenshotBothSizes(page, 'kyc-player-pending', card);

  // The operator's queue: both documents pending, oldest first.
  const admin = await adminPage(browser, 'demo-super', info, '/admin/kyc');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('KYC review');
  const identityRow = await queueRow(admin, account, 'Identity document');
  await expect(identityRow).toContainText('PNG image');
  await expect(identityRow).toContainText('Pending');
  await screenshotBothSizes(admin, 'kyc-admin-queue');

  // Preview the identity photo, approve it from the preview.
  await identityRow.getByRole('button', { name: /^Preview/ }).click();
  const preview = admin.getByRole('dialog');
  await expect(preview.getByTestId('kyc-preview-image')).toBeVisible();
  await expect
    .poll(() =>
      preview
        .getByTestId('kyc-preview-image')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await screenshotBothSizes(admin, 'kyc-admin-preview');
  await preview.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog', { name: /Approve Identity document/ });
  await approve.getByRole('textbox').fill('Name and photo match');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Identity document of ${account} approved.`)).toBeVisible();

  // Preview the bill (a pdf in a frame from a blob URL), reject it with a reason for the player.
  const addressRow = await queueRow(admin, account, 'Proof of address');
  await addressRow.getByRole('button', { name: /^Preview/ }).click();
  const pdf = admin.getByRole('dialog').getByTestId('kyc-preview-pdf');
  await expect(pdf).toBeVisible();
  expect(await pdf.getAttribute('src')).toMatch(/^blob:/);
  // Chromium's pdf viewer draws inside its own frame, which the page cannot observe: the
  // picture (not the test) gives it a moment to draw the page.
  await admin.waitForTimeout(2_500);
  await screenshotBothSizes(admin, 'kyc-admin-preview-pdf');
  await admin.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  const reject = admin.getByRole('dialog', { name: /Reject Proof of address/ });
  await reject.getByRole('textbox').fill(REASON);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText(`Proof of address of ${account} rejected.`)).toBeVisible();

  // The player reads the reason and sends a recent bill.
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('kyc-status')).toHaveText('Action needed');
  await expect(card.getByTestId('kyc-reason-ADDRESS')).toHaveText(`Reason: ${REASON}`);
  await expect(card.getByTestId('kyc-row-status-IDENTITY')).toHaveText('Approved');
  await screenshotBothSizes(page, 'kyc-player-rejected', card);
  await upload(card, 'ADDRESS', {
    name: 'bill-november.pdf',
    mimeType: 'application/pdf',
    buffer: files.newBill,
  });
  await expect(card.getByTestId('kyc-status')).toHaveText('Under review');

  // The operator approves the new bill from the queue.
  await admin.reload();
  const newRow = await queueRow(admin, account, 'Proof of address');
  await newRow.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: /Approve Proof of address/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(admin.getByText(`Proof of address of ${account} approved.`)).toBeVisible();
  await admin.getByRole('tab', { name: 'Approved' }).click();
  const approvedRow = await queueRow(admin, account, 'Proof of address');
  await expect(approvedRow).toContainText('demo-super');

  // The member's page: verified, with every document and the rejection's reason.
  await approvedRow.getByRole('link', { name: account }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(account);
  const panel = admin.getByTestId('member-kyc');
  await expect(admin.getByRole('heading', { name: /Identity verification/ })).toContainText(
    'Verified',
  );
  await expect(panel.getByRole('row')).toHaveCount(4);
  await expect(panel).toContainText(REASON);
  const section = admin.locator('section.card', { has: panel });
  await section.scrollIntoViewIfNeeded();
  await screenshotBothSizes(admin, 'kyc-admin-member-panel', section);
  await admin.context().close();

  // Verified.
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('kyc-status')).toHaveText('Verified');
  await expect(card.getByTestId('kyc-doc-row')).toHaveCount(3);
  await expect(card.getByTestId('kyc-upload-ADDRESS')).toHaveCount(0);
  await screenshotBothSizes(page, 'kyc-player-verified', card);
});
