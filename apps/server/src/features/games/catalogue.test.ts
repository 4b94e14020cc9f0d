import { type VendorLane, VendorLaneSchema } from '@nova/contracts/api/game-vendors';
import { GameListItemSchema, type GameListPage } from '@nova/contracts/api/games';
import { GAME_CLASSIFY, HOT_GAMES_LIMIT, INHOUSE_GAME_CODES } from '@nova/contracts/constants';
import { envelope } from '@nova/contracts/envelope';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games, vendors } from '../../db/schema/catalogue.ts';
import { CATALOGUE_GAMES } from '../../db/seed/catalogue.ts';
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts';
import { clearCachesFor } from '../../lib/ttl-cache.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { getBrand } from '../brand/brand.service.ts';
import { recommendedGames } from './catalogue.service.ts';

const t = setUpTestApp();

async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  const body = envelope(schema).parse(res.json());
  expect(body.success).toBe(true);
  return body.value as T;
}

const PageSchema = z.object({
  content: z.array(GameListItemSchema),
  pageNum: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
const list = (query: string) =>
  get<GameListPage>(`/wps/relay/GCSGAME_gameList?${query}`, PageSchema);
const seeded = (filter: (g: (typeof CATALOGUE_GAMES)[number]) => boolean) =>
  CATALOGUE_GAMES.filter(filter);

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages a category 20 at a time, totals over the whole list, in-house first', async () => {
    const rng = seeded((g) => g.category === 'RNG');
    const first = await list('gameType=RNG');
    expect(first.totalElements).toBe(rng.length);
    expect(first.totalPages).toBe(Math.ceil(rng.length / 20));
    expect(first.content).toHaveLength(20);
    expect(first.content.slice(0, 5).map((g) => g.gameId)).toEqual(
      Object.values(INHOUSE_GAME_CODES),
    );
    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page++)
      for (const game of (await list(`gameType=RNG&pageNo=${page}`)).content) seen.add(game.gameId);
    expect(seen).toEqual(new Set(rng.map((g) => g.gameId)));
    const past = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(rng.length);
  });

  it('maps the item fields of the spec', async () => {
    const { content } = await list('gameType=RNG&vassalage=INHOUSE');
    expect(content[0]).toMatchObject({
      gameId: 'INHOUSE-RNG-001',
      nodeName: 'Nova Fortune Reels',
      gameName: 'Nova Fortune Reels',
      displayName: 'Nova Fortune Reels',
      isHot: 1,
      showIcon: '/games/INHOUSE-RNG-001.svg',
      iconUrl: '/games/INHOUSE-RNG-001.svg',
      vassalage: 'INHOUSE',
      vendorName: 'Nova Originals',
      gameType: 'RNG',
      gameClassify: 'SLOT',
      maintenance: false,
    });
    expect(content.map((g) => g.gameClassify)).toEqual(['SLOT', 'TABLE', 'ARCADE', 'MINI', 'MINI']);
  });

  it('filters by vendor, classify, tab and name', async () => {
    const pt = await list('gameType=RNG&vassalage=PT&pageSize=100');
    expect(pt.totalElements).toBe(
      seeded((g) => g.category === 'RNG' && g.vendorCode === 'PT').length,
    );
    expect(pt.content.every((g) => g.vassalage === 'PT')).toBe(true);

    const tables = await list('gameType=RNG&gameClassify=TABLE&pageSize=100');
    expect(tables.totalElements).toBe(
      seeded((g) => g.category === 'RNG' && g.classify === 'TABLE').length,
    );
    expect(tables.totalElements).toBeGreaterThan(1);

    const hot = await list('gameType=RNG&tab=HOT&pageSize=100');
    expect(hot.content.every((g) => g.isHot === 1)).toBe(true);
    expect(hot.totalElements).toBe(seeded((g) => g.category === 'RNG' && g.isHot).length);
    const fresh = await list('gameType=RNG&tab=NEW&pageSize=100');
    expect(fresh.content.every((g) => g.isNew === 1)).toBe(true);
    expect(fresh.totalElements).toBe(seeded((g) => g.category === 'RNG' && g.isNew).length);

    const found = await list(`gameType=RNG&name=${encodeURIComponent('nOvA d')}`);
    expect(found.content.map((g) => g.gameId)).toEqual(['INHOUSE-RNG-002']);
    // Characters that are wildcards elsewhere match themselves only.
    expect((await list('gameType=RNG&name=%25')).totalElements).toBe(0);
    expect((await list('gameType=RNG&name=_')).totalElements).toBe(0);
  });

  it('leaves out inactive games and vendors, and flags a vendor in maintenance', async () => {
    await t.app.db.update(games).set({ active: false }).where(eq(games.gameId, 'INHOUSE-RNG-005'));
    await t.app.db
      .update(vendors)
      .set({ maintenance: true })
      .where(sql`${vendors.code} = 'PT' and ${vendors.category} = 'RNG'`);
    clearCachesFor(t.app.db);
    const inhouse = await list('gameType=RNG&vassalage=INHOUSE');
    expect(inhouse.content.map((g) => g.gameId)).not.toContain('INHOUSE-RNG-005');
    const pt = await list('gameType=RNG&vassalage=PT');
    expect(pt.content.every((g) => g.maintenance)).toBe(true);

    const brand = await getBrand(t.app.db);
    if (!brand) throw new Error('no brand');
    const offered = await recommendedGames(t.app.db, brand, 'RNG', 'INHOUSE-RNG-001', 'EN');
    expect(offered.length).toBe(8);
    expect(offered.some((g) => g.vassalage === 'PT' || g.gameId === 'INHOUSE-RNG-001')).toBe(false);
    const hotFirst = offered.map((g) => g.isHot);
    expect(hotFirst).toEqual([...hotFirst].sort((a, b) => b - a));

    await t.app.db.update(games).set({ active: true }).where(eq(games.gameId, 'INHOUSE-RNG-005'));
    await t.app.db.update(vendors).set({ maintenance: false });
    clearCachesFor(t.app.db);
  });

  it('answers lists and searches from the cached catalogue until the seed clears it', async () => {
    clearCachesFor(t.app.db);
    const before = await list('gameType=FISH');
    const first = before.content[0];
    if (!first) throw new Error('no fish game');
    await t.app.db
      .update(games)
      .set({ name: `${first.gameName} Zeta` })
      .where(eq(games.gameId, first.gameId));
    expect((await list('gameType=FISH')).content[0]?.gameName).toBe(first.gameName);
    expect((await list('gameType=FISH&name=zeta')).totalElements).toBe(0);
    clearCachesFor(t.app.db);
    const searched = await list('gameType=FISH&name=ZETA');
    expect(searched.content.map((g) => g.gameName)).toEqual([`${first.gameName} Zeta`]);
    await t.app.db
      .update(games)
      .set({ name: first.gameName })
      .where(eq(games.gameId, first.gameId));
    clearCachesFor(t.app.db);
  });

  it('refuses an unknown category', async () => {
    const res = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=NOPE' });
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /wps/relay/GCSGAME_hotGames', () => {
  it('lists hot games only, in-house first, mixing categories, at most the limit', async () => {
    const hot = await get('/wps/relay/GCSGAME_hotGames', z.array(GameListItemSchema));
    expect(hot.length).toBeLessThanOrEqual(HOT_GAMES_LIMIT);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    expect(hot.slice(0, 5).every((g) => g.vassalage === 'INHOUSE')).toBe(true);
    const categories = new Set(hot.slice(5, 12).map((g) => g.gameType));
    expect(categories.size).toBeGreaterThan(2);
    const again = await get('/wps/relay/GCSGAME_hotGames', z.array(GameListItemSchema));
    expect(again).toEqual(hot);
    const pt = await get('/wps/relay/GCSGAME_hotGames?vassalage=PT', z.array(GameListItemSchema));
    expect(pt.every((g) => g.vassalage === 'PT')).toBe(true);
  });
});

describe('GET /wps/relay/GCSGAME_recommended', () => {
  it('offers other playable games of the category', async () => {
    const offered = await get(
      '/wps/relay/GCSGAME_recommended?gameType=FISH&exclude=PT-FISH-001',
      z.array(GameListItemSchema),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(8);
    expect(offered.every((g) => g.gameType === 'FISH' && g.gameId !== 'PT-FISH-001')).toBe(true);
  });
});

describe('GET /wps/relay/GCS_gameVendor', () => {
  const lanes = () => get<VendorLane[]>('/wps/relay/GCS_gameVendor', z.array(VendorLaneSchema));

  it('carries esports and cockfight cards in the SPORTS lane and in-house in RNG', async () => {
    const all = await lanes();
    expect(all.map((l) => l.title)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
    ]);
    const sports = all.find((l) => l.gameCategory === 'SPORTS');
    expect(new Set(sports?.cards.map((c) => c.gameType))).toEqual(
      new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']),
    );
    expect(sports?.cards.map((c) => c.vassalage)).toEqual(
      expect.arrayContaining(['IBC', 'IMES', 'SV3', 'WS168']),
    );
    expect(sports?.gameClassify).toEqual([
      { classify: 'SPORT', vendors: sports?.cards.map((c) => c.vassalage) },
    ]);
    const rng = all.find((l) => l.gameCategory === 'RNG');
    expect(rng?.cards[0]).toMatchObject({ vassalage: 'INHOUSE', gameType: 'RNG' });
    const classes = rng?.gameClassify.map((g) => g.classify) ?? [];
    expect(classes).toEqual(expect.arrayContaining(['SLOT', 'TABLE', 'ARCADE', 'JACKPOT', 'MINI']));
    expect(rng?.gameClassify.find((g) => g.classify === 'MINI')?.vendors).toEqual(['INHOUSE']);
  });
});

describe('catalogue seed', () => {
  it('gives rows still at the migration default their classify, and keeps an operator choice', async () => {
    await t.app.db.execute(sql`update games set classify = 'SLOT'`);
    await seedCatalogue(t.app.db);
    const rows = await t.app.db
      .select({ gameId: games.gameId, classify: games.classify })
      .from(games);
    const expected = new Map(CATALOGUE_GAMES.map((g) => [g.gameId, g.classify]));
    for (const row of rows) expect(row.classify).toBe(expected.get(row.gameId));
    // An operator's own choice survives the next run.
    await t.app.db
      .update(games)
      .set({ classify: 'ARCADE' })
      .where(eq(games.gameId, 'INHOUSE-RNG-002'));
    await seedCatalogue(t.app.db);
    const [dice] = await t.app.db
      .select({ classify: games.classify })
      .from(games)
      .where(eq(games.gameId, 'INHOUSE-RNG-002'));
    expect(dice?.classify).toBe('ARCADE');
    await t.app.db
      .update(games)
      .set({ classify: 'TABLE' })
      .where(eq(games.gameId, 'INHOUSE-RNG-002'));
    const classes = new Set(rows.map((r) => r.classify));
    // Every tab the contract names has a seeded game.
    for (const c of GAME_CLASSIFY) expect(classes).toContain(c);
  });
});
