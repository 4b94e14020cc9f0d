import { AnnouncementsSchema } from '@nova/contracts/api/content';
import { envelope } from '@nova/contracts/envelope';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/content.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Issue 13: a content operator publishes an announcement in several languages and it appears
// on the site; the HTML is sanitised on save; drafts and withdrawn ones stay off the site.
let now = new Date('2026-03-01T04:00:00Z');
const t = setUpTestApp({}, { now: () => now });

const account = serviceAccounts(() => t.app);
const as = (role: string) => account(`content-${role.toLowerCase()}`, role);

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  role = 'CONTENT',
) {
  return t.app.inject({
    method,
    url,
    headers: await as(role),
    ...(payload ? { payload } : {}),
  });
}

/** What a player sees in one language. */
async function site(language: string) {
  const res = await t.app.inject({ url: `/wps/relay/MCSFE_announcements?language=${language}` });
  expect(res.statusCode).toBe(200);
  const value = envelope(AnnouncementsSchema).parse(res.json()).value;
  if (!value) throw new Error('no value');
  return value;
}

const headlineTitles = async (language: string) =>
  (await site(language)).headline.map((n) => n.title);

function storedRows(code: string) {
  return t.app.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.brandId, t.brand), eq(announcements.code, code)))
    .orderBy(announcements.language);
}

const twoLanguages = {
  type: 'H',
  translations: [
    { language: 'EN', title: 'Spring promo', content: '<p>Deposit <b>bonus</b> all week</p>' },
    { language: 'CN', title: '春季优惠', content: '<p>整周<b>存款</b>奖金</p>' },
  ],
};

describe('an announcement in two languages', () => {
  it('is a draft off the site until published, then each language sees its own version', async () => {
    const put = await call('PUT', '/ops/content/announcements/spring-promo', twoLanguages);
    expect(put.statusCode).toBe(200);
    expect(put.json().value).toMatchObject({
      code: 'spring-promo',
      type: 'H',
      status: 'DRAFT',
      publishedAt: null,
      translations: [
        { language: 'EN', title: 'Spring promo' },
        { language: 'CN', title: '春季优惠' },
      ],
    });
    expect(await storedRows('spring-promo')).toHaveLength(2);
    expect(await headlineTitles('EN')).not.toContain('Spring promo');

    const published = await call('POST', '/ops/content/announcements/spring-promo/publish');
    expect(published.statusCode).toBe(200);
    expect(published.json().value).toMatchObject({
      status: 'LIVE',
      publishedAt: now.toISOString(),
    });

    const en = (await site('EN')).headline.find((n) => n.title === 'Spring promo');
    expect(en).toMatchObject({
      content: '<p>Deposit <b>bonus</b> all week</p>',
      time: '2026-03-01 12:00:00',
    });
    expect(await headlineTitles('CN')).toContain('春季优惠');
    expect(await headlineTitles('CN')).not.toContain('Spring promo');
    // No Malay version: Malay players see neither.
    const my = await headlineTitles('MY');
    expect(my).not.toContain('Spring promo');
    expect(my).not.toContain('春季优惠');

    const audited = await t.app.audit.list({
      objectType: 'announcement',
      objectId: 'spring-promo',
      limit: 5,
    });
    expect(audited.map((row) => `${row.action} ${row.actor}`)).toEqual([
      'content.announcement.publish content-content',
      'content.announcement.create content-content',
    ]);
    expect(audited[0]).toMatchObject({
      before: { status: 'DRAFT' },
      after: { status: 'LIVE' },
    });
    expect(audited[1]?.before).toBeNull();
    expect(audited[1]?.after).toMatchObject({ code: 'spring-promo', status: 'DRAFT' });
  });

  it('is replaced as a whole: a dropped language is removed, a live one stays live', async () => {
    const put = await call('PUT', '/ops/content/announcements/spring-promo', {
      type: 'H',
      sort: 3,
      translations: [{ language: 'EN', title: 'Spring promo, extended', content: '<p>More</p>' }],
    });
    expect(put.json().value).toMatchObject({ status: 'LIVE', sort: 3 });
    const rows = await storedRows('spring-promo');
    expect(rows.map((r) => [r.language, r.title, r.publication])).toEqual([
      ['EN', 'Spring promo, extended', 'PUBLISHED'],
    ]);
    expect(await headlineTitles('EN')).toContain('Spring promo, extended');
    expect(await headlineTitles('CN')).not.toContain('春季优惠');

    const audited = await t.app.audit.list({
      objectType: 'announcement',
      objectId: 'spring-promo',
      action: 'content.announcement.replace',
      limit: 1,
    });
    expect(audited[0]?.before).toMatchObject({
      translations: [{ language: 'EN' }, { language: 'CN' }],
    });
    expect(audited[0]?.after).toMatchObject({ translations: [{ language: 'EN' }] });
  });

  it('unpublished, leaves the site at once; published again, comes back', async () => {
    const off = await call('POST', '/ops/content/announcements/spring-promo/unpublish');
    expect(off.json().value.status).toBe('UNPUBLISHED');
    expect((await storedRows('spring-promo')).map((r) => r.publication)).toEqual(['UNPUBLISHED']);
    expect(await headlineTitles('EN')).not.toContain('Spring promo, extended');
    const [row] = await t.app.audit.list({ action: 'content.announcement.unpublish', limit: 1 });
    expect(row).toMatchObject({ before: { status: 'LIVE' }, after: { status: 'UNPUBLISHED' } });

    await call('POST', '/ops/content/announcements/spring-promo/publish');
    expect(await headlineTitles('EN')).toContain('Spring promo, extended');
  });

  it('follows its time window: scheduled, live, ended', async () => {
    const put = await call('PUT', '/ops/content/announcements/flash-sale', {
      type: 'PR',
      startsAt: '2026-03-02T00:00:00Z',
      endsAt: '2026-03-03T00:00:00Z',
      translations: [{ language: 'EN', title: 'Flash sale', content: '<p>24 hours</p>' }],
    });
    expect(put.statusCode).toBe(200);
    await call('POST', '/ops/content/announcements/flash-sale/publish');
    const status = async () =>
      (await call('GET', '/ops/content/announcements/flash-sale')).json().value.status;
    const promotions = async () => (await site('EN')).promotion.map((n) => n.title);
    expect(await status()).toBe('SCHEDULED');
    expect(await promotions()).not.toContain('Flash sale');
    const saved = now;
    try {
      now = new Date('2026-03-02T12:00:00Z');
      expect(await status()).toBe('LIVE');
      expect(await promotions()).toContain('Flash sale');
      now = new Date('2026-03-03T00:00:00Z');
      expect(await status()).toBe('ENDED');
      expect(await promotions()).not.toContain('Flash sale');
    } finally {
      now = saved;
    }
  });

  it('refuses a window that ends before it starts', async () => {
    const res = await call('PUT', '/ops/content/announcements/backwards', {
      type: 'PR',
      startsAt: '2026-03-03T00:00:00Z',
      endsAt: '2026-03-02T00:00:00Z',
      translations: [{ language: 'EN', title: 'x', content: '' }],
    });
    expect(res.statusCode).toBe(400);
    expect(await storedRows('backwards')).toEqual([]);
  });
});

describe('HTML', () => {
  const dirty =
    '<p onclick="steal()">Hello<script>alert(1)</script></p>' +
    '<img src="https://cdn.example.com/a.png" onerror="alert(2)">' +
    '<img src="x" onerror="alert(3)">' +
    '<a href="javascript:alert(4)">bad</a> <a href="https://example.com" target="_blank">good</a>' +
    '<iframe src="https://evil.example"></iframe><span style="color: red; width: expression(alert(5))">red</span>';
  const clean =
    '<p>Hello</p><img src="https://cdn.example.com/a.png">' +
    '<a rel="noopener noreferrer">bad</a> ' +
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>' +
    '<span style="color: red">red</span>';

  it('is sanitised on save: the stored rows hold no script, handler or javascript: link', async () => {
    const res = await call('PUT', '/ops/content/announcements/dirty', {
      type: 'PU',
      execution: 'B',
      translations: [
        { language: 'EN', title: 'Dirty', content: dirty },
        { language: 'MY', title: 'Kotor', content: `<div>${dirty}</div>` },
      ],
    });
    expect(res.statusCode).toBe(200);
    const rows = await storedRows('dirty');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|expression/i);
    }
    expect(rows.find((r) => r.language === 'EN')?.content).toBe(clean);
    expect(rows.find((r) => r.language === 'MY')?.content).toBe(`<div>${clean}</div>`);
    // The answer is what was stored, languages in the site's order (MY first).
    expect(res.json().value.translations.map((v: { content: string }) => v.content)).toEqual([
      `<div>${clean}</div>`,
      clean,
    ]);
  });

  it('previews exactly what saving stores, and sanitising again changes nothing', async () => {
    const res = await call('POST', '/ops/content/preview', { content: dirty }, 'AUDITOR');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.html).toBe(clean);
    const again = await call('POST', '/ops/content/preview', { content: clean });
    expect(again.json().value.html).toBe(clean);
  });

  it('keeps links to this site and mailto, images from /media/, and drops data: images', async () => {
    const res = await call('POST', '/ops/content/preview', {
      content:
        '<a href="/fairness">f</a><a href="mailto:help@example.com">m</a><a href="//evil.example">p</a>' +
        '<img src="/media/x.png" alt="x"><img src="data:image/png;base64,AAAA"><img src="http://plain.example/x.png">',
    });
    expect(res.json().value.html).toBe(
      '<a href="/fairness" rel="noopener noreferrer">f</a>' +
        '<a href="mailto:help@example.com" rel="noopener noreferrer">m</a>' +
        '<a rel="noopener noreferrer">p</a><img src="/media/x.png" alt="x">',
    );
  });
});

describe('languages', () => {
  it('refuses a language the brand does not offer, and writes nothing', async () => {
    const res = await call('PUT', '/ops/content/announcements/japanese', {
      type: 'H',
      translations: [
        { language: 'EN', title: 'Hello', content: '<p>hi</p>' },
        { language: 'JA', title: 'こんにちは', content: '<p>hi</p>' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.translations.1.language', issue: 'unsupported_language' }],
    });
    expect(await storedRows('japanese')).toEqual([]);

    // Nor does it touch an existing announcement.
    const before = await storedRows('spring-promo');
    const replace = await call('PUT', '/ops/content/announcements/spring-promo', {
      type: 'H',
      translations: [{ language: 'JA', title: 'x', content: '' }],
    });
    expect(replace.statusCode).toBe(400);
    expect(await storedRows('spring-promo')).toEqual(before);
  });

  it('refuses two versions in one language', async () => {
    const res = await call('PUT', '/ops/content/announcements/twice', {
      type: 'H',
      translations: [
        { language: 'EN', title: 'a', content: '' },
        { language: 'EN', title: 'b', content: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(await storedRows('twice')).toEqual([]);
  });
});

describe('the list', () => {
  it('shows the seed as live, newest first, in keyset pages, with filters', async () => {
    const first = await call('GET', '/ops/content/announcements?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json().value;
    expect(page1.items.map((i: { code: string }) => i.code)).toEqual(['dirty', 'flash-sale']);
    const second = (
      await call('GET', `/ops/content/announcements?limit=2&before=${page1.nextBefore}`)
    ).json().value;
    expect(second.items[0].code).toBe('spring-promo');
    expect(second.items[0].titles).toEqual([{ language: 'EN', title: 'Spring promo, extended' }]);

    const seed = (await call('GET', '/ops/content/announcements?code=PL-&limit=100')).json().value;
    expect(seed.items.length).toBeGreaterThan(0);
    for (const item of seed.items) {
      expect(item.code.startsWith('PL-')).toBe(true);
      expect(item.status).toBe('LIVE');
      expect(item.titles.map((x: { language: string }) => x.language)).toEqual(['MY', 'EN', 'CN']);
    }
    // The seed's marquee still reaches players.
    expect((await site('MY')).player[0]?.title).toBe('Selamat datang ke Nova88');

    const malay = (await call('GET', '/ops/content/announcements?language=MY&limit=100')).json()
      .value.items;
    expect(malay.map((i: { code: string }) => i.code)).toContain('dirty');
    expect(malay.map((i: { code: string }) => i.code)).not.toContain('spring-promo');
    const popups = (await call('GET', '/ops/content/announcements?type=PU&limit=100')).json().value
      .items;
    expect(popups.every((i: { type: string }) => i.type === 'PU')).toBe(true);
    expect(popups.map((i: { code: string }) => i.code)).toContain('dirty');
  });

  it('answers NOT_FOUND for an unknown code, to read or to publish', async () => {
    expect((await call('GET', '/ops/content/announcements/nope')).statusCode).toBe(404);
    expect((await call('POST', '/ops/content/announcements/nope/publish')).statusCode).toBe(404);
  });
});

describe('roles', () => {
  // Who may do what (contracts' DEFAULT_OPERATOR_ROLES and migration 0024): written out, so a
  // change of either shows here.
  const READ = ['SUPER_ADMIN', 'CONTENT', 'AUDITOR'];
  const WRITE = ['SUPER_ADMIN', 'CONTENT'];
  const ROLES = [
    'SUPER_ADMIN',
    'FINANCE',
    'RISK',
    'CUSTOMER_SERVICE',
    'CONTENT',
    'AGENT_MANAGER',
    'AUDITOR',
  ];
  const body = {
    type: 'H',
    translations: [{ language: 'EN', title: 'Role check', content: '<p>r</p>' }],
  };
  const ENDPOINTS = [
    {
      name: 'list',
      allowed: READ,
      run: (r: string) => call('GET', '/ops/content/announcements', undefined, r),
    },
    {
      name: 'get',
      allowed: READ,
      run: (r: string) => call('GET', '/ops/content/announcements/PL-welcome', undefined, r),
    },
    {
      name: 'preview',
      allowed: READ,
      run: (r: string) => call('POST', '/ops/content/preview', { content: '<b>x</b>' }, r),
    },
    {
      name: 'put',
      allowed: WRITE,
      run: (r: string) => call('PUT', `/ops/content/announcements/role-${r}`, body, r),
    },
    {
      name: 'publish',
      allowed: WRITE,
      run: (r: string) =>
        call('POST', '/ops/content/announcements/spring-promo/publish', undefined, r),
    },
    {
      name: 'unpublish',
      allowed: WRITE,
      run: (r: string) => call('POST', '/ops/content/announcements/dirty/unpublish', undefined, r),
    },
    {
      name: 'banners',
      allowed: READ,
      run: (r: string) => call('GET', '/ops/content/banners', undefined, r),
    },
    {
      name: 'banner put',
      allowed: WRITE,
      run: (r: string) =>
        call(
          'PUT',
          `/ops/content/banners/role-${r}`,
          { groupName: 'w_home', language: 'en', url: '/media/x.png', title: 'x' },
          r,
        ),
    },
    {
      name: 'banner publish',
      allowed: WRITE,
      run: (r: string) => call('POST', '/ops/content/banners/w_home-1-en/publish', undefined, r),
    },
    {
      name: 'banner unpublish',
      allowed: WRITE,
      run: (r: string) =>
        call('POST', '/ops/content/banners/w_home-video-zh/unpublish', undefined, r),
    },
  ];

  it.each(ROLES)('%s', async (role) => {
    const table = [];
    for (const endpoint of ENDPOINTS) {
      table.push([endpoint.name, (await endpoint.run(role)).statusCode]);
    }
    expect(table).toEqual(ENDPOINTS.map((e) => [e.name, e.allowed.includes(role) ? 200 : 403]));
    const wrote = await storedRows(`role-${role}`);
    expect(wrote.length).toBe(WRITE.includes(role) ? 1 : 0);
  });
});
