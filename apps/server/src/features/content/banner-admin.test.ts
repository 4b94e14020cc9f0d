import { AnnouncementsSchema } from '@nova/contracts/api/content';
import { envelope } from '@nova/contracts/envelope';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/content.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Issue 13: banners from the back office; a draft stays off the site until published.
const t = setUpTestApp();

let key: string | undefined;
async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  key ??= await t.app.operators.issueServiceKey('banner-editor', 'CONTENT');
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
}

async function homeBannerTitles(language: string) {
  const res = await t.app.inject({
    url: `/wps/relay/MCSFE_announcements?types=B&language=${language}`,
  });
  const value = envelope(AnnouncementsSchema).parse(res.json()).value;
  return (value?.banners ?? []).filter((b) => b.groupName === 'w_home').map((b) => b.title);
}

function stored(code: string) {
  return t.app.db
    .select()
    .from(banners)
    .where(and(eq(banners.brandId, t.brand), eq(banners.code, code)));
}

const banner = {
  groupName: 'w_home',
  language: 'en',
  url: '/media/spring.png',
  linkageType: 'EXTERNAL',
  linkage: 'https://example.com/spring',
  title: 'Spring banner',
  sort: 5,
};

describe('a banner', () => {
  it('is a draft until published, shows in its locale only, and leaves when unpublished', async () => {
    const put = await call('PUT', '/ops/content/banners/spring-en', banner);
    expect(put.statusCode).toBe(200);
    expect(put.json().value).toMatchObject({ code: 'spring-en', status: 'DRAFT', sort: 5 });
    expect(await homeBannerTitles('EN')).not.toContain('Spring banner');

    const on = await call('POST', '/ops/content/banners/spring-en/publish');
    expect(on.json().value.status).toBe('LIVE');
    expect(await homeBannerTitles('EN')).toContain('Spring banner');
    expect(await homeBannerTitles('CN')).not.toContain('Spring banner');

    // An edit of a live banner is live at once.
    await call('PUT', '/ops/content/banners/spring-en', { ...banner, title: 'Spring banner 2' });
    expect(await homeBannerTitles('EN')).toContain('Spring banner 2');

    const off = await call('POST', '/ops/content/banners/spring-en/unpublish');
    expect(off.json().value.status).toBe('UNPUBLISHED');
    expect(await homeBannerTitles('EN')).not.toContain('Spring banner 2');
    expect((await stored('spring-en'))[0]?.publication).toBe('UNPUBLISHED');

    const audited = await t.app.audit.list({
      objectType: 'banner',
      objectId: 'spring-en',
      limit: 10,
    });
    expect(audited.map((row) => row.action)).toEqual([
      'content.banner.unpublish',
      'content.banner.replace',
      'content.banner.publish',
      'content.banner.create',
    ]);
    expect(audited[1]).toMatchObject({
      before: { title: 'Spring banner' },
      after: { title: 'Spring banner 2' },
    });
  });

  it.each([
    ['a video that is not an https address', { mediaType: 'VIDEO', url: '/media/x.mp4' }],
    ['a javascript: external link', { linkage: 'javascript:alert(1)' }],
    ['an internal link to another site', { linkageType: 'INTERNAL', linkage: '//evil.example' }],
    ['a linkage type without a linkage', { linkage: null }],
    ['an image from a javascript: url', { url: 'javascript:alert(1)' }],
  ])('refuses %s, writing nothing', async (_, change) => {
    const res = await call('PUT', '/ops/content/banners/refused', { ...banner, ...change });
    expect(res.statusCode).toBe(400);
    expect(await stored('refused')).toEqual([]);
  });

  it('lists the seed as live, newest first, filtered, in keyset pages', async () => {
    const first = (
      await call('GET', '/ops/content/banners?groupName=w_home&language=zh&limit=2')
    ).json().value;
    expect(first.items).toHaveLength(2);
    const second = (
      await call(
        'GET',
        `/ops/content/banners?groupName=w_home&language=zh&limit=2&before=${first.nextBefore}`,
      )
    ).json().value;
    const all = [...first.items, ...second.items];
    expect(all).toHaveLength(4);
    expect(new Set(all.map((b) => b.id)).size).toBe(4);
    expect(all.map((b) => b.id)).toEqual([...all.map((b) => b.id)].sort((a, b) => b - a));
    for (const item of all) {
      expect(item).toMatchObject({ groupName: 'w_home', language: 'zh', status: 'LIVE' });
    }
    const third = (
      await call(
        'GET',
        `/ops/content/banners?groupName=w_home&language=zh&limit=2&before=${second.nextBefore}`,
      )
    ).json().value;
    expect(third).toEqual({ items: [], nextBefore: null });
  });
});
