import { HelpPageSchema } from '@nova/contracts/api/help-center';
import { envelope } from '@nova/contracts/envelope';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { helpPages } from '../../db/schema/content.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Issue 13: help pages from the back office. The HTML is sanitised on save, a hidden page leaves
// the site's help center, each language keeps its own pages, refused input changes nothing, and
// every write is audited with the page before and after.
const t = setUpTestApp();
const as = serviceAccounts(() => t.app);

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  role = 'CONTENT',
) {
  return t.app.inject({
    method,
    url,
    headers: await as(`help-${role.toLowerCase()}`, role),
    ...(payload ? { payload } : {}),
  });
}

/** The site's help center in a language, as the help modal reads it. */
async function helpCenter(lang: string) {
  const res = await t.app.inject({ url: `/wps/system/helpCenter?lang=${lang}&device=WEB` });
  expect(res.statusCode).toBe(200);
  return envelope(z.array(HelpPageSchema)).parse(res.json()).value ?? [];
}

/** Every stored help page of the brand, for "nothing was written" checks. */
function allRows() {
  return t.app.db
    .select()
    .from(helpPages)
    .where(eq(helpPages.brandId, t.brand))
    .orderBy(asc(helpPages.id));
}

async function pageId(language: string, key: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: helpPages.id })
    .from(helpPages)
    .where(
      and(eq(helpPages.brandId, t.brand), eq(helpPages.language, language), eq(helpPages.key, key)),
    );
  if (!row) throw new Error(`no ${language} ${key}`);
  return row.id;
}

const DIRTY =
  '<h2>Deposits</h2><p onclick="steal()">Use the cashier<script>alert(1)</script></p>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>';
const CLEAN = '<h2>Deposits</h2><p>Use the cashier</p><a rel="noopener noreferrer">bad</a>';
const UNSAFE = /<script|onerror|onclick|javascript:/i;

describe('a help page', () => {
  it('is sanitised on save (create and edit); the site serves only the clean HTML', async () => {
    const created = await call('POST', '/ops/content/help-pages', {
      language: 'EN',
      key: 'deposits',
      title: 'Deposits',
      content: DIRTY,
      sort: 9,
    });
    expect(created.statusCode, created.body).toBe(200);
    const page = created.json().value;
    expect(page).toMatchObject({ key: 'deposits', device: 'WEB', published: true, content: CLEAN });
    const [row] = (await allRows()).filter((r) => r.id === page.id);
    expect(row?.content).toBe(CLEAN);
    const onSite = (await helpCenter('EN')).find((p) => p.key === 'deposits');
    expect(onSite?.content).toBe(CLEAN);
    // Only in its own language.
    expect((await helpCenter('CN')).map((p) => p.key)).not.toContain('deposits');

    const edited = await call('PUT', `/ops/content/help-pages/${page.id}`, {
      title: 'Deposits and the cashier',
      content: `<div>${DIRTY}</div>`,
      sort: 9,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().value.content).toBe(`<div>${CLEAN}</div>`);
    const site = (await helpCenter('EN')).find((p) => p.key === 'deposits');
    expect(site?.title).toBe('Deposits and the cashier');
    expect(site?.content).not.toMatch(UNSAFE);
    // The editor's preview shows what the site renders: the same sanitiser.
    const preview = await call('POST', '/ops/content/preview', { content: DIRTY });
    expect(preview.json().value.html).toBe(CLEAN);

    const audited = await t.app.audit.list({
      objectType: 'help_page',
      objectId: String(page.id),
      limit: 10,
    });
    expect(audited.map((r) => r.action)).toEqual(['content.help.update', 'content.help.create']);
    expect(audited[0]).toMatchObject({
      before: { title: 'Deposits', content: CLEAN },
      after: { title: 'Deposits and the cashier', content: `<div>${CLEAN}</div>` },
    });
    expect(audited[1]).toMatchObject({ before: null, after: { key: 'deposits' } });
  });

  it('leaves the help center while hidden, in its language only, and comes back when shown', async () => {
    const id = await pageId('EN', 'faq');
    const hidden = await call('POST', `/ops/content/help-pages/${id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().value.published).toBe(false);
    expect((await helpCenter('EN')).map((p) => p.key)).not.toContain('faq');
    expect((await helpCenter('MY')).map((p) => p.key)).toContain('faq');
    // The back office still lists it, hidden.
    const list = (await call('GET', '/ops/content/help-pages?language=EN')).json().value.items;
    expect(list.find((p: { key: string }) => p.key === 'faq')).toMatchObject({ published: false });

    const shown = await call('POST', `/ops/content/help-pages/${id}/show`);
    expect(shown.json().value.published).toBe(true);
    expect((await helpCenter('EN')).map((p) => p.key)).toContain('faq');

    const audited = await t.app.audit.list({
      objectType: 'help_page',
      objectId: String(id),
      limit: 10,
    });
    expect(audited.map((r) => [r.action, r.before, r.after])).toEqual([
      ['content.help.show', { published: false }, { published: true }],
      ['content.help.hide', { published: true }, { published: false }],
    ]);
  });

  it('is edited per language: the help center of each language shows its own version', async () => {
    for (const [language, title] of [
      ['EN', 'Terms of use'],
      ['CN', '使用条款'],
    ] as const) {
      const res = await call('PUT', `/ops/content/help-pages/${await pageId(language, 'term')}`, {
        title,
        content: `<p>${title}</p>`,
        sort: 0,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await helpCenter('EN')).find((p) => p.key === 'term')?.title).toBe('Terms of use');
    expect((await helpCenter('CN')).find((p) => p.key === 'term')?.title).toBe('使用条款');
    expect((await helpCenter('MY')).find((p) => p.key === 'term')?.title).toBe('Terma & Syarat');
  });

  it('lists one language in site order, with the hidden ones', async () => {
    const res = await call('GET', '/ops/content/help-pages?language=MY', undefined, 'AUDITOR');
    expect(res.statusCode).toBe(200);
    const items = res.json().value.items as { key: string; language: string; sort: number }[];
    expect(items.map((p) => p.key)).toEqual([
      'term',
      'privacy',
      'responsible',
      'faq',
      'about',
      'contact',
    ]);
    for (const item of items) expect(item.language).toBe('MY');
  });
});

describe('refused input', () => {
  const valid = { language: 'EN', key: 'new-page', title: 'New', content: '<p>x</p>' };

  it.each([
    ['a key with capitals or spaces', { key: 'New Page' }, 'body.key'],
    ['a key over 40 characters', { key: 'k'.repeat(41) }, 'body.key'],
    ['a key used in that language', { key: 'term' }, 'body.key'],
    ['a language the site does not offer', { language: 'JA' }, 'body.language'],
    ['an unknown device', { device: 'TV' }, 'body.device'],
    ['an empty title', { title: '   ' }, 'body.title'],
    ['HTML over the limit', { content: 'x'.repeat(50_001) }, 'body.content'],
  ])('refuses %s, writing nothing', async (_, change, path) => {
    const before = await allRows();
    const res = await call('POST', '/ops/content/help-pages', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await allRows()).toEqual(before);
  });

  it('refuses a bad edit and an unknown page, writing nothing', async () => {
    const before = await allRows();
    const id = await pageId('EN', 'about');
    const bad = await call('PUT', `/ops/content/help-pages/${id}`, { title: '', content: 'x' });
    expect(bad.statusCode).toBe(400);
    const missing = await call('PUT', '/ops/content/help-pages/999999', {
      title: 'x',
      content: '<p>x</p>',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', '/ops/content/help-pages/999999/hide')).statusCode).toBe(404);
    expect(await allRows()).toEqual(before);
  });

  it('refuses every write without content.write', async () => {
    const before = await allRows();
    const id = await pageId('EN', 'about');
    const auditor = (method: 'PUT' | 'POST', url: string, body?: object) =>
      call(method, url, body, 'AUDITOR');
    expect((await auditor('POST', '/ops/content/help-pages', valid)).statusCode).toBe(403);
    expect(
      (await auditor('PUT', `/ops/content/help-pages/${id}`, { title: 'x', content: '' }))
        .statusCode,
    ).toBe(403);
    expect((await auditor('POST', `/ops/content/help-pages/${id}/hide`)).statusCode).toBe(403);
    expect(await allRows()).toEqual(before);
  });
});
