import { FAVOURITES_MAX } from '@nova/contracts/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_GAMES } from '../../db/seed/catalogue.ts';
import { loggedInMember, trialCookie } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { insertFavourite } from './favourites.repository.ts';
import { findRecentPage, recordRecentGame } from './recent.repository.ts';

const t = setUpTestApp();

const game = (gameId: string) => {
  const found = CATALOGUE_GAMES.find((g) => g.gameId === gameId);
  if (!found) throw new Error(gameId);
  return found;
};
const payload = (gameId: string) => {
  const g = game(gameId);
  return { nodeId: g.nodeId, vendor: g.vendorCode, gameType: g.category };
};

function favourite(cookie: string, method: 'POST' | 'DELETE', gameId: string) {
  const p = payload(gameId);
  return method === 'POST'
    ? t.app.inject({ method, url: '/wps/relay/MCSFE_favourite', headers: { cookie }, payload: p })
    : t.app.inject({
        method,
        url: `/wps/relay/MCSFE_favourite?nodeId=${p.nodeId}&vendor=${p.vendor}&gameType=${p.gameType}`,
        headers: { cookie },
      });
}

async function favourites(cookie: string, query = '') {
  const res = await t.app.inject({
    url: `/wps/relay/MCSFE_favourites?${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { content: { gameId: string }[]; totalElements: number };
}

async function gameRowId(gameId: string): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select id from games where game_id = ${gameId}`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]?.id);
}

describe('favourites', () => {
  it('adds once, lists newest first, removes, and ignores an absent removal', async () => {
    const a = await loggedInMember(t.app);
    for (const id of ['INHOUSE-RNG-001', 'PT-FISH-001', 'INHOUSE-RNG-002']) {
      const res = await favourite(a.cookie, 'POST', id);
      expect(res.json()).toEqual({ success: true, value: { nodeId: game(id).nodeId } });
    }
    expect((await favourite(a.cookie, 'POST', 'PT-FISH-001')).json().success).toBe(true);
    const all = await favourites(a.cookie);
    expect(all.totalElements).toBe(3);
    expect(new Set(all.content.map((g) => g.gameId))).toEqual(
      new Set(['INHOUSE-RNG-001', 'PT-FISH-001', 'INHOUSE-RNG-002']),
    );
    const fish = await favourites(a.cookie, 'gameType=FISH');
    expect(fish.content.map((g) => g.gameId)).toEqual(['PT-FISH-001']);

    expect((await favourite(a.cookie, 'DELETE', 'PT-FISH-001')).json().success).toBe(true);
    expect((await favourite(a.cookie, 'DELETE', 'PT-FISH-001')).json().success).toBe(true);
    expect((await favourites(a.cookie)).totalElements).toBe(2);
  });

  it('orders newest first', async () => {
    const a = await loggedInMember(t.app);
    const member = a.id;
    const older = await gameRowId('PT-RNG-001');
    const newer = await gameRowId('PT-RNG-002');
    await t.app.db.execute(sql`insert into favourite_games (member_id, game_id, created_at)
      values (${member}, ${older}, now() - interval '1 hour'), (${member}, ${newer}, now())`);
    expect((await favourites(a.cookie)).content.map((g) => g.gameId)).toEqual([
      'PT-RNG-002',
      'PT-RNG-001',
    ]);
  });

  it('keeps each member to their own list', async () => {
    const a = await loggedInMember(t.app);
    const b = await loggedInMember(t.app);
    await favourite(a.cookie, 'POST', 'INHOUSE-RNG-003');
    expect((await favourites(b.cookie)).totalElements).toBe(0);
    await favourite(b.cookie, 'DELETE', 'INHOUSE-RNG-003');
    expect((await favourites(a.cookie)).content.map((g) => g.gameId)).toEqual(['INHOUSE-RNG-003']);
  });

  it('answers NOT_FOUND for an unknown game and refuses visitors and trial accounts', async () => {
    const a = await loggedInMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_favourite',
      headers: { cookie: a.cookie },
      payload: { nodeId: 999_999, vendor: 'PT', gameType: 'RNG' },
    });
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_favourite',
      payload: payload('INHOUSE-RNG-001'),
    });
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });

    const trial = await trialCookie(t.app);
    expect((await favourite(trial, 'POST', 'INHOUSE-RNG-001')).json()).toMatchObject({
      success: false,
      code: 'TRIAL_FORBIDDEN',
    });
    expect((await favourite(trial, 'DELETE', 'INHOUSE-RNG-001')).json()).toMatchObject({
      code: 'TRIAL_FORBIDDEN',
    });
    // Loading the (empty) lists is part of a trial login (spec §4 "On login").
    expect((await favourites(trial)).totalElements).toBe(0);
  });

  it('stops at the cap: a full list stays full, a present game stays present', async () => {
    const a = await loggedInMember(t.app);
    const [one, two, three] = await Promise.all(
      ['PT-RNG-003', 'PT-RNG-004', 'PT-RNG-005'].map(gameRowId),
    );
    if (!one || !two || !three) throw new Error('games');
    expect(await insertFavourite(t.app.db, a.id, one, 2)).toBe('ADDED');
    expect(await insertFavourite(t.app.db, a.id, two, 2)).toBe('ADDED');
    expect(await insertFavourite(t.app.db, a.id, three, 2)).toBe('FULL');
    expect(await insertFavourite(t.app.db, a.id, two, 2)).toBe('PRESENT');
    expect((await favourites(a.cookie)).totalElements).toBe(2);
    expect(FAVOURITES_MAX).toBe(500);
  });
});

describe('recent games', () => {
  it('recordRecentGame moves a game to the top and counts plays', async () => {
    const a = await loggedInMember(t.app);
    const slot = await gameRowId('INHOUSE-RNG-001');
    const dice = await gameRowId('INHOUSE-RNG-002');
    await recordRecentGame(t.app.db, a.id, slot);
    await t.app.db.execute(sql`update recent_games set played_at = now() - interval '1 minute'`);
    await recordRecentGame(t.app.db, a.id, dice);
    let page = await findRecentPage(t.app.db, a.id, undefined, 20, 0);
    expect(page.map((r) => r.game_id)).toEqual(['INHOUSE-RNG-002', 'INHOUSE-RNG-001']);
    await t.app.db.execute(sql`update recent_games set played_at = now() - interval '1 minute'`);
    await recordRecentGame(t.app.db, a.id, slot);
    page = await findRecentPage(t.app.db, a.id, undefined, 20, 0);
    expect(page.map((r) => [r.game_id, r.plays])).toEqual([
      ['INHOUSE-RNG-001', 2],
      ['INHOUSE-RNG-002', 1],
    ]);

    const res = await t.app.inject({
      url: '/wps/relay/MCSFE_recentGames?pageSize=1',
      headers: { cookie: a.cookie },
    });
    const value = res.json().value;
    expect(value.content.map((g: { gameId: string }) => g.gameId)).toEqual(['INHOUSE-RNG-001']);
    expect(value.totalElements).toBe(2);
    expect(value.totalPages).toBe(2);

    const b = await loggedInMember(t.app);
    const other = await t.app.inject({
      url: '/wps/relay/MCSFE_recentGames',
      headers: { cookie: b.cookie },
    });
    expect(other.json().value.totalElements).toBe(0);
    const anonymous = await t.app.inject({ url: '/wps/relay/MCSFE_recentGames' });
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
