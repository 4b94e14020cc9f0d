import { GameMenuSchema } from '@nova/contracts/api/games';
import { NAV_CATEGORY_ORDER, VENDOR_CODES } from '@nova/contracts/constants';
import { envelope } from '@nova/contracts/envelope';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brands } from '../../db/schema/brand.ts';
import { vendors } from '../../db/schema/catalogue.ts';
import { clearCachesFor } from '../../lib/ttl-cache.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();

async function menus(query = '') {
  const res = await t.app.inject({ url: `/lgw/games/game_menus${query}` });
  expect(res.statusCode).toBe(200);
  return envelope(z.array(GameMenuSchema)).parse(res.json()).value ?? [];
}

describe('GET /lgw/games/game_menus', () => {
  it('lists categories with vendors in navigation order, without bingo', async () => {
    const list = await menus();
    expect(list.map((m) => m.category)).toEqual([...NAV_CATEGORY_ORDER]);
    expect(list.some((m) => m.category === 'BGS')).toBe(false);
    expect(list.find((m) => m.category === 'RNG')?.path).toBe('/rng');
  });

  it('carries every spec vendor code of each category, with art paths', async () => {
    const list = await menus();
    for (const [category, codes] of Object.entries(VENDOR_CODES)) {
      const menu = list.find((m) => m.category === category);
      expect(menu?.vendors.map((v) => v.vassalage)).toEqual(expect.arrayContaining([...codes]));
    }
    const rng = list.find((m) => m.category === 'RNG');
    expect(rng?.vendors[0]).toMatchObject({
      vassalage: 'INHOUSE',
      lagerIcon: '/vendors/rng-INHOUSE.svg',
      logo: '/vendors/logo-INHOUSE.svg',
      isGame: 'VASSALAGE',
    });
    expect(list.find((m) => m.category === 'SPORTS')?.vendors[0]?.isGame).toBe('GAME');
  });

  it('drops a category whose vendors are all inactive, and adds bingo for TY brands', async () => {
    await t.app.db.update(vendors).set({ active: false }).where(eq(vendors.category, 'COCKFIGHT'));
    await t.app.db.update(brands).set({ supportedLanguages: ['MY', 'EN', 'CN', 'TY'] });
    clearCachesFor(t.app.db);
    const list = await menus('?language=EN');
    expect(list.map((m) => m.category)).toEqual([
      ...NAV_CATEGORY_ORDER.filter((c) => c !== 'COCKFIGHT'),
      'BGS',
    ]);
  });
});
