import { type VendorLane, VendorLaneSchema } from '@nova/contracts/api/game-vendors';
import { GameListItemSchema, type GameListPage } from '@nova/contracts/api/games';
import { envelope } from '@nova/contracts/envelope';
import { DEFAULT_OPERATOR_ROLES } from '@nova/contracts/permissions';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games, vendors } from '../../db/schema/catalogue.ts';
import { CATALOGUE_GAMES, CATALOGUE_VENDORS } from '../../db/seed/catalogue.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { newPlayer } from '../transfers/transfers-test-kit.ts';

// Issue 13 "games": vendors and their maintenance windows, games with their hot and new flags,
// order and enabling. A window is refused at launch inside it and only then; flags and order
// reach the site's lists at once; bad input changes nothing; every write is audited.
const HOUR = 3_600_000;
const MINUTE = 60_000;
/**
 * The app's clock (launch reads it; the site's lists read the database's clock, real time). It
 * stays within the vendor's signature skew of real time (300 s), so launches reach the sandbox.
 */
let now = new Date();
const t = setUpTestApp({}, { now: () => now });
// The sandbox vendor calls our wallet back over HTTP at launch.
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const account = serviceAccounts(() => t.app);
const as = (role: string) => account(`games-${role.toLowerCase()}`, role);

async function ops(
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  role = 'CONTENT',
) {
  return t.app.inject({ method, url, headers: await as(role), ...(payload ? { payload } : {}) });
}

async function value<T = Record<string, unknown>>(
  res: Awaited<ReturnType<typeof ops>>,
): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

const schedule = (code: string, startsAt: Date, endsAt: Date, role = 'CONTENT') =>
  ops(
    'PUT',
    `/ops/games/vendors/${code}/maintenance`,
    { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), note: 'Vendor upgrade' },
    role,
  );

const gameOf = (vendor: string, category: string) => {
  const game = CATALOGUE_GAMES.find((g) => g.vendorCode === vendor && g.category === category);
  if (!game) throw new Error(`no ${vendor} ${category} game`);
  return game;
};

async function launch(vendor: string, category: string) {
  const player = await newPlayer(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { cookie: player.cookie },
    payload: { vassalage: vendor, gameCode: gameOf(vendor, category).gameId, gameType: category },
  });
}

async function site<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(schema).parse(res.json()).value as T;
}

const PageSchema = z.object({
  content: z.array(GameListItemSchema),
  pageNum: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
const siteList = (query: string) =>
  site<GameListPage>(`/wps/relay/GCSGAME_gameList?${query}`, PageSchema);
const lanes = () => site<VendorLane[]>('/wps/relay/GCS_gameVendor', z.array(VendorLaneSchema));
const laneCard = async (code: string) =>
  (await lanes()).flatMap((lane) => lane.cards).find((card) => card.vassalage === code);

/** Every vendor row's window and switch, to show that a refused call wrote nothing. */
const windows = () =>
  t.app.db
    .select({
      code: vendors.code,
      category: vendors.category,
      maintenance: vendors.maintenance,
      startsAt: vendors.maintenanceStartsAt,
      endsAt: vendors.maintenanceEndsAt,
      note: vendors.maintenanceNote,
    })
    .from(vendors)
    .where(or(eq(vendors.maintenance, true), isNotNull(vendors.maintenanceStartsAt)))
    .orderBy(vendors.code, vendors.category);

const auditOf = (objectType: string, objectId: string) =>
  t.app.audit.list({ objectType, objectId, limit: 20 });

describe('GET /ops/games/vendors', () => {
  it('lists each vendor code once with its mode, categories, game count and status', async () => {
    const page = await value<{ items: Record<string, unknown>[]; nextAfter: string | null }>(
      await ops('GET', '/ops/games/vendors?limit=200', undefined, 'AUDITOR'),
    );
    const codes = [...new Set(CATALOGUE_VENDORS.map((v) => v.code))].sort();
    expect(page.items.map((v) => v.code)).toEqual(codes);
    expect(page.nextAfter).toBeNull();
    const ag = page.items.find((v) => v.code === 'AG');
    expect(ag).toEqual({
      code: 'AG',
      name: 'Asia Gaming',
      walletMode: 'TRANSFER',
      categories: ['FISH', 'LIVE', 'RNG'],
      inHouse: false,
      active: true,
      gameCount: CATALOGUE_GAMES.filter((g) => g.vendorCode === 'AG').length,
      enabledGameCount: CATALOGUE_GAMES.filter((g) => g.vendorCode === 'AG').length,
      status: 'LIVE',
      maintenance: null,
    });
    expect(page.items.find((v) => v.code === 'INHOUSE')).toMatchObject({ inHouse: true });
  });

  it('pages in code order with a keyset cursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const query: string = after ? `&after=${after}` : '';
      const page: { items: { code: string }[]; nextAfter: string | null } = await value(
        await ops('GET', `/ops/games/vendors?limit=7${query}`),
      );
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items.map((v) => v.code));
      after = page.nextAfter;
    } while (after);
    expect(seen).toEqual([...new Set(CATALOGUE_VENDORS.map((v) => v.code))].sort());
  });
});

describe('a vendor maintenance window', () => {
  it('refuses launch inside the window, and not before or after it', async () => {
    const start = new Date(Date.now() + MINUTE);
    const end = new Date(start.getTime() + MINUTE);
    now = new Date();
    const scheduled = await value(await schedule('PT', start, end));
    expect(scheduled).toMatchObject({
      code: 'PT',
      status: 'SCHEDULED',
      maintenance: {
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        note: 'Vendor upgrade',
      },
    });
    // Every category of the code carries the window.
    expect((await windows()).map((w) => `${w.code} ${w.category}`)).toEqual([
      'PT FISH',
      'PT LIVE',
      'PT RNG',
    ]);
    try {
      // Before the window: played as usual.
      expect((await launch('PT', 'RNG')).statusCode).toBe(200);

      now = new Date(start.getTime() + MINUTE / 2);
      const inside = await launch('PT', 'RNG');
      expect(inside.statusCode).toBe(503);
      expect(inside.json().code).toBe('GAME_MAINTENANCE');
      expect(inside.json().recommended.length).toBeGreaterThan(0);
      // Every category of the vendor, and no other vendor.
      expect((await launch('PT', 'LIVE')).json().code).toBe('GAME_MAINTENANCE');
      expect((await launch('PNG', 'RNG')).statusCode).toBe(200);
      const listed = await value<{ items: { code: string; status: string }[] }>(
        await ops('GET', '/ops/games/vendors?limit=200'),
      );
      expect(listed.items.find((v) => v.code === 'PT')?.status).toBe('MAINTENANCE');

      // The end is exclusive.
      now = end;
      expect((await launch('PT', 'RNG')).statusCode).toBe(200);
      now = new Date(end.getTime() + 1000);
      expect((await launch('PT', 'RNG')).statusCode).toBe(200);
      const after = await value<{
        items: { code: string; status: string; maintenance: unknown }[];
      }>(await ops('GET', '/ops/games/vendors?limit=200'));
      expect(after.items.find((v) => v.code === 'PT')).toMatchObject({
        status: 'LIVE',
        maintenance: null,
      });
    } finally {
      now = new Date();
      await value(await ops('DELETE', '/ops/games/vendors/PT/maintenance'));
    }

    const audited = await auditOf('game_vendor', 'PT');
    expect(audited.map((row) => `${row.action} ${row.actor}`)).toEqual([
      'games.vendor.maintenance.clear games-content',
      'games.vendor.maintenance.schedule games-content',
    ]);
    expect(audited[1]).toMatchObject({
      brandId: null,
      before: { switchedOn: false, startsAt: null, endsAt: null, note: null },
      after: {
        switchedOn: false,
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        note: 'Vendor upgrade',
      },
    });
    expect(audited[0]).toMatchObject({
      before: { startsAt: start.toISOString() },
      after: { startsAt: null, endsAt: null, note: null },
    });
    expect(await windows()).toEqual([]);
  });

  it('shows on the site at once (the lanes are cached), and clearing it lets the vendor play', async () => {
    now = new Date();
    expect((await laneCard('CQ9'))?.maintenance).toBe(false); // fills the lanes cache
    await value(await schedule('CQ9', new Date(Date.now() - 60_000), new Date(Date.now() + HOUR)));
    expect((await laneCard('CQ9'))?.maintenance).toBe(true);
    const rng = await siteList('gameType=RNG&vassalage=CQ9');
    expect(rng.content.length).toBeGreaterThan(0);
    expect(rng.content.every((g) => g.maintenance)).toBe(true);
    expect((await launch('CQ9', 'RNG')).json().code).toBe('GAME_MAINTENANCE');

    const cleared = await value(await ops('DELETE', '/ops/games/vendors/CQ9/maintenance'));
    expect(cleared).toMatchObject({ status: 'LIVE', maintenance: null });
    expect((await laneCard('CQ9'))?.maintenance).toBe(false);
    expect((await launch('CQ9', 'RNG')).statusCode).toBe(200);
  });

  it('replaces the open-ended switch, and clearing turns that off too', async () => {
    await t.app.db.update(vendors).set({ maintenance: true }).where(eq(vendors.code, 'MG'));
    const listed = await value<{ items: { code: string }[] }>(
      await ops('GET', '/ops/games/vendors?after=MEZ&limit=1'),
    );
    expect(listed.items[0]).toMatchObject({
      code: 'MG',
      status: 'MAINTENANCE',
      maintenance: { startsAt: null, endsAt: null },
    });
    const cleared = await value(await ops('DELETE', '/ops/games/vendors/MG/maintenance'));
    expect(cleared).toMatchObject({ status: 'LIVE', maintenance: null });
    expect(await windows()).toEqual([]);
    expect((await auditOf('game_vendor', 'MG'))[0]).toMatchObject({
      before: { switchedOn: true },
      after: { switchedOn: false },
    });
  });

  it('refuses bad input and unknown vendors, changing nothing', async () => {
    now = new Date();
    const auditBefore = (await t.app.audit.list({ limit: 1 }))[0]?.seq;
    const soon = new Date(Date.now() + HOUR);
    const endBeforeStart = await schedule('PNG', soon, new Date(soon.getTime() - 60_000));
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json().code).toBe('VALIDATION_FAILED');
    const empty = await schedule('PNG', soon, soon);
    expect(empty.statusCode).toBe(400);
    const over = await schedule(
      'PNG',
      new Date(Date.now() - 2 * HOUR),
      new Date(Date.now() - HOUR),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.endsAt', issue: 'past' }],
    });
    const unknown = await schedule('NOPE', soon, new Date(soon.getTime() + HOUR));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await ops('DELETE', '/ops/games/vendors/NOPE/maintenance')).statusCode).toBe(404);
    const badCode = await schedule('PT;drop', soon, new Date(soon.getTime() + HOUR));
    expect(badCode.statusCode).toBe(400);
    const noEnd = await ops('PUT', '/ops/games/vendors/PNG/maintenance', {
      startsAt: soon.toISOString(),
    });
    expect(noEnd.statusCode).toBe(400);
    const longNote = await ops('PUT', '/ops/games/vendors/PNG/maintenance', {
      startsAt: soon.toISOString(),
      endsAt: new Date(soon.getTime() + HOUR).toISOString(),
      note: 'x'.repeat(501),
    });
    expect(longNote.statusCode).toBe(400);

    expect(await windows()).toEqual([]);
    expect((await t.app.audit.list({ limit: 1 }))[0]?.seq).toBe(auditBefore);
  });
});

interface OpsGame {
  id: number;
  gameId: string;
  vendor: string;
  category: string;
  name: string;
  hot: boolean;
  isNew: boolean;
  sort: number;
  enabled: boolean;
}
type GamePage = { items: OpsGame[]; nextAfter: string | null };

describe('GET /ops/games', () => {
  it('pages a vendor and category in the order the site shows, with a keyset cursor', async () => {
    const seen: OpsGame[] = [];
    let after: string | null = null;
    do {
      const cursor: string = after ? `&after=${encodeURIComponent(after)}` : '';
      const page: GamePage = await value(
        await ops('GET', `/ops/games?vendor=PT&category=RNG&limit=7${cursor}`, undefined, 'RISK'),
      );
      seen.push(...page.items);
      after = page.nextAfter;
    } while (after);
    const site = await siteList('gameType=RNG&vassalage=PT&pageSize=100');
    expect(seen.map((g) => g.gameId)).toEqual(site.content.map((g) => g.gameId));
    expect(seen.every((g) => g.vendor === 'PT' && g.category === 'RNG')).toBe(true);
  });

  it('filters by name or code, any case, and by flag', async () => {
    const game = gameOf('PNG', 'RNG');
    const word = game.name.split(' ')[0]?.toUpperCase() ?? '';
    const byName = await value<GamePage>(
      await ops('GET', `/ops/games?q=${encodeURIComponent(word)}&limit=200`),
    );
    expect(byName.items.map((g) => g.gameId)).toContain(game.gameId);
    expect(byName.items.every((g) => g.name.toUpperCase().includes(word))).toBe(true);
    const byCode = await value<GamePage>(
      await ops('GET', `/ops/games?q=${encodeURIComponent(game.gameId.toLowerCase())}`),
    );
    expect(byCode.items.map((g) => g.gameId)).toEqual([game.gameId]);
    const literal = await value<GamePage>(await ops('GET', '/ops/games?q=%25'));
    expect(literal.items).toEqual([]);
    const hot = await value<GamePage>(await ops('GET', '/ops/games?flag=HOT&category=FISH'));
    expect(hot.items.length).toBe(
      CATALOGUE_GAMES.filter((g) => g.category === 'FISH' && g.isHot).length,
    );
    expect(hot.items.every((g) => g.hot && g.category === 'FISH')).toBe(true);
    expect((await ops('GET', '/ops/games?after=not-a-cursor')).statusCode).toBe(400);
    expect((await ops('GET', '/ops/games?category=CASINO')).statusCode).toBe(400);
  });
});

describe('PATCH /ops/games/:id', () => {
  it('puts flags and order on the site at once, and is audited', async () => {
    const before = await siteList('gameType=RNG&vassalage=PNG&pageSize=100'); // fills the cache
    const last = before.content.at(-1);
    if (!last) throw new Error('no PNG game');
    expect(last.isHot).toBe(0);
    const [row] = await t.app.db
      .select({ id: games.id, sort: games.sort, isNew: games.isNew })
      .from(games)
      .where(eq(games.gameId, last.gameId));
    if (!row) throw new Error('no row');

    const changed = await value<OpsGame>(
      await ops('PATCH', `/ops/games/${row.id}`, { hot: true, isNew: true, sort: 0 }),
    );
    expect(changed).toMatchObject({ gameId: last.gameId, hot: true, isNew: true, sort: 0 });

    const after = await siteList('gameType=RNG&vassalage=PNG&pageSize=100');
    expect(after.content[0]).toMatchObject({ gameId: last.gameId, isHot: 1, isNew: 1 });
    const hotTab = await siteList('gameType=RNG&vassalage=PNG&tab=HOT&pageSize=100');
    expect(hotTab.content.map((g) => g.gameId)).toContain(last.gameId);

    await value(await ops('PATCH', `/ops/games/${row.id}`, { enabled: false }));
    const hidden = await siteList('gameType=RNG&vassalage=PNG&pageSize=100');
    expect(hidden.content.map((g) => g.gameId)).not.toContain(last.gameId);
    expect(hidden.totalElements).toBe(before.totalElements - 1);
    const disabled = await value<GamePage>(await ops('GET', '/ops/games?flag=DISABLED'));
    expect(disabled.items.map((g) => g.gameId)).toEqual([last.gameId]);

    const audited = await auditOf('game', last.gameId);
    expect(audited.map((a) => a.action)).toEqual(['games.game.update', 'games.game.update']);
    expect(audited[1]).toMatchObject({
      before: { hot: false, isNew: row.isNew, sort: row.sort, enabled: true },
      after: { hot: true, isNew: true, sort: 0, enabled: true },
    });
    expect(audited[0]).toMatchObject({
      before: { enabled: true },
      after: { enabled: false, hot: true },
    });

    await value(
      await ops('PATCH', `/ops/games/${row.id}`, {
        hot: false,
        isNew: row.isNew,
        sort: row.sort,
        enabled: true,
      }),
    );
    const restored = await siteList('gameType=RNG&vassalage=PNG&pageSize=100');
    expect(restored.content.map((g) => g.gameId)).toEqual(before.content.map((g) => g.gameId));
  });

  it('refuses bad input and unknown games, changing nothing', async () => {
    const game = gameOf('MG', 'RNG');
    const [row] = await t.app.db.select().from(games).where(eq(games.gameId, game.gameId));
    if (!row) throw new Error('no row');
    const auditBefore = (await t.app.audit.list({ limit: 1 }))[0]?.seq;
    for (const body of [{}, { sort: -1 }, { sort: 1.5 }, { hot: 'yes' }, { sort: 1_000_001 }]) {
      const res = await ops('PATCH', `/ops/games/${row.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await ops('PATCH', '/ops/games/2000000000', { hot: true });
    expect(unknown.statusCode).toBe(404);
    expect((await ops('PATCH', '/ops/games/0', { hot: true })).statusCode).toBe(400);
    const [unchanged] = await t.app.db.select().from(games).where(eq(games.id, row.id));
    expect(unchanged).toEqual(row);
    expect((await t.app.audit.list({ limit: 1 }))[0]?.seq).toBe(auditBefore);
  });
});

describe('who may do what', () => {
  const game = gameOf('BINGO', 'BGS');
  it.each(Object.keys(DEFAULT_OPERATOR_ROLES))('%s', async (role) => {
    const [row] = await t.app.db.select().from(games).where(eq(games.gameId, game.gameId));
    if (!row) throw new Error('no row');
    const granted = new Set<string>(DEFAULT_OPERATOR_ROLES[role]);
    const reads = [
      await ops('GET', '/ops/games/vendors', undefined, role),
      await ops('GET', '/ops/games?vendor=BINGO', undefined, role),
    ];
    for (const res of reads) expect(res.statusCode).toBe(granted.has('games.read') ? 200 : 403);

    const soon = new Date(Date.now() + HOUR);
    const writes = [
      await schedule('BINGO', soon, new Date(soon.getTime() + HOUR), role),
      await ops('PATCH', `/ops/games/${row.id}`, { sort: row.sort + 1 }, role),
    ];
    const [after] = await t.app.db.select().from(games).where(eq(games.id, row.id));
    const [vendor] = await t.app.db
      .select({ startsAt: vendors.maintenanceStartsAt })
      .from(vendors)
      .where(and(eq(vendors.code, 'BINGO')));
    if (granted.has('games.manage')) {
      for (const res of writes) expect(res.statusCode, res.body).toBe(200);
      expect(after?.sort).toBe(row.sort + 1);
      expect(vendor?.startsAt?.toISOString()).toBe(soon.toISOString());
      await value(await ops('DELETE', '/ops/games/vendors/BINGO/maintenance', undefined, role));
      await value(await ops('PATCH', `/ops/games/${row.id}`, { sort: row.sort }, role));
    } else {
      for (const res of writes) expect(res.statusCode).toBe(403);
      expect(
        (await ops('DELETE', '/ops/games/vendors/BINGO/maintenance', undefined, role)).statusCode,
      ).toBe(403);
      expect(after).toEqual(row);
      expect(vendor?.startsAt).toBeNull();
    }
  });

  it('grants games.manage to super admin and content only, games.read to every role', () => {
    const holders = (permission: string) =>
      Object.entries(DEFAULT_OPERATOR_ROLES)
        .filter(([, permissions]) => (permissions as readonly string[]).includes(permission))
        .map(([code]) => code)
        .sort();
    expect(holders('games.manage')).toEqual(['CONTENT', 'SUPER_ADMIN']);
    expect(holders('games.read')).toEqual(Object.keys(DEFAULT_OPERATOR_ROLES).sort());
  });
});
