import { AnnouncementsSchema } from '@nova/contracts/api/content';
import { BANNER_GROUPS } from '@nova/contracts/constants';
import { envelope } from '@nova/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/content.ts';
import { loginAs } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBrand } from '../brand/brand.service.ts';
import { bannerLocale } from './content.service.ts';

let now = new Date('2026-03-01T04:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

async function fetchAnnouncements(query = '', cookie?: string) {
  const res = await t.app.inject({
    url: `/wps/relay/MCSFE_announcements${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  const body = envelope(AnnouncementsSchema).parse(res.json());
  if (!body.value) throw new Error('no value');
  return body.value;
}

describe('banner language mapping', () => {
  it('maps spec languages, MY to ms, and anything else to en', () => {
    expect(['EN', 'CN', 'TY', 'VI', 'TH', 'MY', 'JA'].map(bannerLocale)).toEqual([
      'en',
      'zh',
      'tl',
      'vi',
      'th',
      'ms',
      'en',
    ]);
  });
});

async function insertNotice(notice: { code: string; type: string; execution: string }) {
  const brand = await getBrand(t.app.db);
  if (!brand) throw new Error('no brand');
  await t.app.db.insert(announcements).values({
    brandId: brand.id,
    language: 'EN',
    title: notice.code,
    content: '<p>test</p>',
    ...notice,
  });
}

describe('GET /wps/relay/MCSFE_announcements', () => {
  it('serves banners of every group in the language, with the video last in w_home', async () => {
    const { banners } = await fetchAnnouncements('?language=CN');
    expect(new Set(banners.map((b) => b.groupName))).toEqual(new Set(BANNER_GROUPS));
    const home = banners.filter((b) => b.groupName === 'w_home');
    expect(home).toHaveLength(4);
    expect(
      home.slice(0, 3).every((b) => b.mediaType === 'IMAGE' && b.url.endsWith('-zh.svg')),
    ).toBe(true);
    expect(home[3]).toMatchObject({
      mediaType: 'VIDEO',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(banners.filter((b) => b.groupName === 'w_promotion')).toHaveLength(2);
    // The demo brand runs no promotion and has no external link to offer (decision 029).
    expect(new Set(banners.map((b) => b.linkageType))).toEqual(
      new Set(['INTERNAL', 'GAME', 'NONE']),
    );
  });

  it('uses the brand default language (MY -> ms banners) when none or an unsupported one is asked', async () => {
    const byDefault = await fetchAnnouncements();
    expect(byDefault.banners[0]?.url).toBe('/banners/w_home-1-ms.svg');
    expect(byDefault.player[0]?.title).toBe('Selamat datang ke Nova88');
    const unsupported = await fetchAnnouncements('?language=JA');
    expect(unsupported).toEqual(byDefault);
  });

  it('serves notices per language and type, with brand-time timestamps', async () => {
    const en = await fetchAnnouncements('?language=EN');
    expect(en.player.length).toBeGreaterThanOrEqual(4);
    expect(en.promotion).toHaveLength(0);
    expect(en.headline).toHaveLength(3);
    expect(en.player[0]).toMatchObject({
      type: 'PL',
      title: 'Welcome to Nova88',
      time: '2026-01-02 09:00:00',
    });
    const cn = await fetchAnnouncements('?language=CN');
    expect(cn.player[0]?.title).toBe('欢迎来到Nova88');
    expect(cn.popup[0]?.announcementImages).toEqual([
      { url: '/banners/w_home-1-zh.svg', sequence: 1 },
    ]);
  });

  it('filters popups by execution (A always, plus the one asked)', async () => {
    await insertNotice({ code: 'PU-after-login-test', type: 'PU', execution: 'F' });
    const before = await fetchAnnouncements('?language=EN');
    expect(before.popup.map((p) => p.execution)).toEqual(['B']);
    const after = await fetchAnnouncements('?language=EN&execution=F');
    expect(after.popup.map((p) => p.execution)).toEqual(['F']);
  });

  it('filters by type', async () => {
    await insertNotice({ code: 'PR-type-test', type: 'PR', execution: 'A' });
    const onlyPromotions = await fetchAnnouncements('?language=EN&types=PR');
    expect(onlyPromotions.banners).toEqual([]);
    expect(onlyPromotions.player).toEqual([]);
    expect(onlyPromotions.promotion.map((p) => p.title)).toEqual(['PR-type-test']);
    const bannersAndNotices = await fetchAnnouncements('?types=B,PL');
    expect(bannersAndNotices.banners.length).toBeGreaterThan(0);
    expect(bannersAndNotices.popup).toEqual([]);
  });

  it('rejects an unknown type', async () => {
    const res = await t.app.inject({ url: '/wps/relay/MCSFE_announcements?types=PL,ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('serves only notices inside their display window', async () => {
    const brand = await getBrand(t.app.db);
    if (!brand) throw new Error('no brand');
    await t.app.db.insert(announcements).values({
      brandId: brand.id,
      code: 'PL-window-test',
      language: 'EN',
      type: 'PL',
      title: 'Window test',
      content: '<p>later</p>',
      startsAt: new Date('2026-03-02T00:00:00Z'),
      endsAt: new Date('2026-03-03T00:00:00Z'),
    });
    const titles = async () =>
      (await fetchAnnouncements('?language=EN&types=PL')).player.map((p) => p.title);
    expect(await titles()).not.toContain('Window test');
    now = new Date('2026-03-02T12:00:00Z');
    expect(await titles()).toContain('Window test');
    now = new Date('2026-03-03T00:00:00Z');
    expect(await titles()).not.toContain('Window test');
  });
});

describe('agent announcements (AG, issue 15)', () => {
  const AGENT_CENTER = 'Welcome to the agent center';
  const everyNotice = (a: Awaited<ReturnType<typeof fetchAnnouncements>>) =>
    [...a.player, ...a.popup, ...a.promotion, ...a.headline, ...(a.agent ?? [])].map(
      (n) => n.title,
    );

  it('serves the agent announcements to an agent who asks for AG', async () => {
    const agent = await loginAs(t.app, 'demoagent');
    const found = await fetchAnnouncements('?language=EN&types=AG', agent);
    expect(found.agent?.map((n) => n.title)).toEqual([AGENT_CENTER]);
    expect(found.agent?.[0]).toMatchObject({ type: 'AG', time: '2026-01-11 09:00:00' });
    expect([...found.player, ...found.popup, ...found.headline]).toEqual([]);
    const sub = await loginAs(t.app, 'demosub');
    const cn = await fetchAnnouncements('?language=CN&types=AG', sub);
    expect(cn.agent?.map((n) => n.title)).toEqual(['欢迎来到代理中心']);
  });

  it('never serves them to a visitor or a player, even when asked', async () => {
    const anonymous = await fetchAnnouncements('?language=EN&types=AG,PL');
    expect(anonymous.agent).toEqual([]);
    expect(anonymous.player.length).toBeGreaterThan(0);
    const player = await loginAs(t.app, 'demo');
    const asked = await fetchAnnouncements('?language=EN&types=AG,PL,PU,PR,H', player);
    expect(asked.agent).toEqual([]);
    expect(everyNotice(asked)).not.toContain(AGENT_CENTER);
  });

  it('keeps them out of the home lists, for agents too', async () => {
    const agent = await loginAs(t.app, 'demoagent');
    for (const found of [
      await fetchAnnouncements('?language=EN', agent),
      await fetchAnnouncements('?language=EN&execution=F', agent),
      await fetchAnnouncements('?language=EN&types=PL,PU,PR,H', agent),
    ]) {
      expect(found.agent).toBeUndefined();
      expect(everyNotice(found)).not.toContain(AGENT_CENTER);
      expect(found.player.length).toBeGreaterThan(0);
    }
  });
});
