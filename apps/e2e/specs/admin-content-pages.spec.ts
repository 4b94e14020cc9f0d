import type { Page } from '@playwright/test';
import { adminPage } from '../fixtures/admin.ts';
import { unwrap } from '../fixtures/api.ts';
import { gotoApp } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The content operator's help pages and site images (issue 13 "content", decision 029): what
 * it saves in the back office is what the player site shows, and HTML it types never runs, in
 * the preview or on the site. Each test leaves the demo site as it found it.
 */

declare global {
  interface Window {
    /** Set by the hostile HTML below if any of it ever runs. */
    __pwned?: number;
  }
}

/** The site's footer, which renders when it comes near the screen (decision 037). */
async function siteFooter(page: Page) {
  await gotoApp(page, '/');
  await page.getByTestId('site-footer-slot').scrollIntoViewIfNeeded();
  const footer = page.getByTestId('site-footer');
  await expect(footer).toBeVisible();
  return footer;
}

/** Switches the site's language and waits until it is kept for the next page load. */
async function chooseSiteLanguage(page: Page, code: string): Promise<void> {
  const told = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/wps/system/language'),
  );
  await page.getByTestId('language-select').click();
  await page.getByTestId(`language-option-${code}`).click();
  await told;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(code);
}

test('the content operator adds a licence and the site footer shows it', async ({
  page,
  browser,
}, info) => {
  const title = `Licence e2e-${Date.now().toString(36)}`;
  const admin = await adminPage(browser, 'demo-content', info, '/admin/content?tab=images');
  const licences = admin.getByRole('region', { name: /^Licences/ });
  try {
    await admin.getByRole('button', { name: 'Add to Licences' }).click();
    const editor = admin.getByRole('dialog');
    await expect(editor.getByLabel('Type')).toHaveValue('LICENSE');
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Image address').fill('/brand/license-mga.svg');
    await editor.getByLabel('Link').fill('https://regulator.example/verify/e2e');
    // The picture as the footer will show it.
    await expect(
      editor.getByRole('region', { name: 'As in the footer' }).locator('img'),
    ).toBeVisible();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toContainText('Added.');
    await admin.keyboard.press('Escape');
    await expect(licences.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    // The player site, on its next page load: a footer row of licences with this one, linked.
    const footer = await siteFooter(page);
    const row = footer.getByTestId('footer-license');
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('img', { name: title })).toBeVisible();
    await expect(row.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      'https://regulator.example/verify/e2e',
    );

    // Removed after asking: gone from the list and from the footer.
    await licences.getByRole('button', { name: `Remove ${title}` }).click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm).toContainText('The audit log keeps a copy of it.');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(licences.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await expect((await siteFooter(page)).getByRole('img', { name: title })).toHaveCount(0);
  } finally {
    // Whatever happened above, the demo brand has no licence of this run (decision 029).
    const list = await unwrap<{ items: { id: number; title: string }[] }>(
      await admin.request.get('/ops/content/resources'),
      'site images',
    );
    for (const image of list.items.filter((i) => i.title === title)) {
      await admin.request.delete(`/ops/content/resources/${image.id}`, {
        headers: { origin: new URL(admin.url()).origin },
      });
    }
    await admin.context().close();
  }
});

test('the content operator edits a help page in two languages; the help center shows each, and a script never runs', async ({
  page,
  browser,
}, info) => {
  const tag = `e2e-${Date.now().toString(36)}`;
  const admin = await adminPage(browser, 'demo-content', info, '/admin/content?tab=help');
  const origin = new URL(admin.url()).origin;
  type HelpRow = { id: number; key: string; title: string; content: string; sort: number };
  const original = async (language: string) => {
    const list = await unwrap<{ items: HelpRow[] }>(
      await admin.request.get(`/ops/content/help-pages?language=${language}`),
      'help pages',
    );
    const about = list.items.find((p) => p.key === 'about');
    if (!about) throw new Error(`no ${language} about page`);
    return about;
  };
  const saved = [await original('EN'), await original('CN')];
  const hostile =
    `<p>Who we are ${tag}</p>` +
    '<img src="/nowhere.png" onerror="window.__pwned = 1">' +
    '<script>window.__pwned = 2</script>';

  try {
    for (const [language, title, html] of [
      ['EN', `About us ${tag}`, hostile],
      ['CN', `关于我们 ${tag}`, `<p>我们是谁 ${tag}</p>`],
    ] as const) {
      await admin
        .getByRole('group', { name: 'Language of the pages' })
        .getByRole('button', {
          name: new RegExp(`^${language}`),
        })
        .click();
      await admin.getByRole('row', { name: /#about/ }).click();
      const editor = admin.getByRole('dialog');
      await expect(editor).toContainText(`Edit help page about (${language})`);
      await editor.getByLabel('Title').fill(title);
      await editor.getByLabel(`HTML content (${language})`).fill(html);
      // The preview is what will be stored: sanitised, and nothing in it runs.
      const preview = editor.getByRole('region', { name: `Preview (${language})` });
      await expect(preview).toContainText(language === 'EN' ? 'Who we are' : '我们是谁');
      await expect(preview.locator('script, [onerror]')).toHaveCount(0);
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor).toContainText('Saved.');
      await editor.getByRole('button', { name: 'Close' }).click();
      await expect(admin.getByRole('row', { name: /#about/ })).toContainText(title);
    }
    expect(await admin.evaluate(() => window.__pwned)).toBeUndefined();

    // The player's help center, in each language: its own version, the script gone.
    for (const [language, title, text] of [
      ['EN', `About us ${tag}`, `Who we are ${tag}`],
      ['CN', `关于我们 ${tag}`, `我们是谁 ${tag}`],
    ] as const) {
      await gotoApp(page, '/');
      await chooseSiteLanguage(page, language);
      await gotoApp(page, '/help#about');
      const help = page.getByTestId('modal-help');
      await expect(help.getByTestId('help-tab-about')).toHaveText(title);
      await expect(help.getByTestId('help-content')).toContainText(text);
      await expect(help.getByTestId('help-content').locator('script, [onerror]')).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  } finally {
    // The demo brand's own about pages again.
    for (const about of saved) {
      await unwrap(
        await admin.request.put(`/ops/content/help-pages/${about.id}`, {
          data: { title: about.title, content: about.content, sort: about.sort },
          headers: { origin },
        }),
        'restore the about page',
      );
    }
    await admin.context().close();
  }
});
