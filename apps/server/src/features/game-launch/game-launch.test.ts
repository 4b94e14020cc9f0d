import { RATE_LIMITS, type RateLimitName } from '@nova/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema/catalogue.ts';
import { CATALOGUE_GAMES } from '../../db/seed/catalogue.ts';
import { trialCookie } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newPlayer } from '../transfers/transfers-test-kit.ts';

// Issue 5 launch (spec §4 "Game launch", §7 launchGame / startGameV2 / GLS2_roomList; SECURITY.md
// 16; decision 017), against the run's sandbox vendor app over real HTTP.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The sandbox calls our wallet API back over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const gameOf = (vendor: string, category: string, trial?: boolean) => {
  const game = CATALOGUE_GAMES.find(
    (g) =>
      g.vendorCode === vendor &&
      g.category === category &&
      (trial === undefined || g.hasTrial === trial),
  );
  if (!game) throw new Error(`no ${vendor} ${category} game`);
  return game;
};

function launch(cookie: string | undefined, body: Record<string, unknown>, trial = false) {
  return t.app.inject({
    method: 'POST',
    url: trial ? '/wps/game/startGameV2' : '/wps/game/launchGame',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const recentOf = async (memberId: number) =>
  (
    (await t.app.db.execute(
      sql`select g.game_id from recent_games r join games g on g.id = r.game_id where r.member_id = ${memberId}`,
    )) as unknown as { rows: { game_id: string }[] }
  ).rows.map((r) => r.game_id);

describe('launchGame', () => {
  it('refuses visitors and trial accounts', async () => {
    const game = gameOf('PT', 'RNG');
    const body = { vassalage: 'PT', gameCode: game.gameId, gameType: 'RNG' };
    expect((await launch(undefined, body)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const trial = await launch(await trialCookie(t.app), body);
    expect(trial.statusCode).toBe(403);
    expect(trial.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
  });

  it('opens an in-house game as a route of this site', async () => {
    const p = await newPlayer(t.app);
    const game = gameOf('INHOUSE', 'RNG');
    const res = await launch(p.cookie, {
      vassalage: 'INHOUSE',
      gameCode: game.gameId,
      gameType: 'RNG',
    });
    expect(res.json().value).toMatchObject({
      display: 'INTERNAL',
      mode: 'REAL',
      url: `/seamless?vassalage=INHOUSE&gameCode=${game.gameId}`,
      gameCode: game.gameId,
    });
    expect(await recentOf(p.id)).toContain(game.gameId);
  });

  it('launches a vendor game through a single-use ticket that redirects to the vendor', async () => {
    const p = await newPlayer(t.app);
    const game = gameOf('PT', 'RNG');
    const res = await launch(p.cookie, { vassalage: 'PT', gameCode: game.gameId, gameType: 'RNG' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ display: 'IFRAME', mode: 'REAL', walletMode: 'SEAMLESS' });
    expect(value.url).toMatch(/^\/wps\/game\/enter\/[A-Za-z0-9_-]{43}$/u);
    const enter = await t.app.inject({ url: value.url });
    expect(enter.statusCode).toBe(302);
    expect(enter.headers.location).toMatch(
      new RegExp(`^${t.app.config.gameVendor?.url}/play/`, 'u'),
    );
    const again = await t.app.inject({ url: value.url });
    expect(again.headers.location).toBe('/?launch=expired');
    const bogus = await t.app.inject({ url: '/wps/game/enter/not-a-ticket-at-all-xxxxxxxxxx' });
    expect(bogus.headers.location).toBe('/?launch=expired');
    // The game session: bound to the member, the site session and the vendor; token hashed.
    const sessions = (await t.app.db.execute(
      sql`select member_id, site_session_id, vendor, game_code, mode, token_hash from game_sessions where member_id = ${p.id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(sessions.rows).toHaveLength(1);
    expect(sessions.rows[0]).toMatchObject({ vendor: 'PT', game_code: game.gameId, mode: 'REAL' });
    expect(sessions.rows[0]?.site_session_id).not.toBeNull();
    expect(String(sessions.rows[0]?.token_hash)).toMatch(/^[0-9a-f]{64}$/u);
    expect(await recentOf(p.id)).toContain(game.gameId);
  });

  it('opens vendors that refuse frames in a window, and lobbies without a game code', async () => {
    const p = await newPlayer(t.app);
    const live = await launch(p.cookie, { vassalage: 'PT', gameType: 'LIVE' });
    expect(live.json().value).toMatchObject({
      display: 'WINDOW',
      gameCode: gameOf('PT', 'LIVE').gameId,
    });
    const sports = await launch(p.cookie, { vassalage: 'SBT', gameType: 'SPORTS' });
    expect(sports.json().value).toMatchObject({ display: 'IFRAME', vassalage: 'SBT' });
  });

  it('sends lotteries to their screens, unknown games to NOT_FOUND', async () => {
    const p = await newPlayer(t.app);
    for (const vassalage of ['LOTT', 'ELOTT', 'TCG_SEA']) {
      const res = await launch(p.cookie, { vassalage, gameType: 'LOTT' });
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const res = await launch(p.cookie, { vassalage: 'PT', gameCode: 'NOPE-1', gameType: 'RNG' });
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers GAME_MAINTENANCE with other games to play', async () => {
    const p = await newPlayer(t.app);
    const where = and(eq(vendors.code, 'CQ9'), eq(vendors.category, 'RNG'));
    await t.app.db.update(vendors).set({ maintenance: true }).where(where);
    try {
      const game = gameOf('CQ9', 'RNG');
      const res = await launch(p.cookie, {
        vassalage: 'CQ9',
        gameCode: game.gameId,
        gameType: 'RNG',
      });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.code).toBe('GAME_MAINTENANCE');
      expect(body.recommended.length).toBeGreaterThan(0);
      expect(body.recommended.every((g: { vassalage: string }) => g.vassalage !== 'CQ9')).toBe(
        true,
      );
    } finally {
      await t.app.db.update(vendors).set({ maintenance: false }).where(where);
    }
  });
});

describe('startGameV2 (free trial)', () => {
  it('launches a trial for games that have one, for members and free play (trial) accounts', async () => {
    const game = gameOf('PNG', 'RNG', true);
    const body = { vassalage: 'PNG', gameCode: game.gameId, gameType: 'RNG' };
    // Spec §6: a visitor must log in for trial play too.
    const visitor = await launch(undefined, body, true);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    for (const cookie of [(await newPlayer(t.app)).cookie, await trialCookie(t.app)]) {
      const res = await launch(cookie, body, true);
      expect(res.json().value).toMatchObject({ mode: 'TRIAL', display: 'IFRAME' });
      expect(res.json().value.url).toMatch(/^https?:\/\/.+\/play\//u);
    }
    const inhouse = gameOf('INHOUSE', 'RNG', true);
    const own = await launch(
      await trialCookie(t.app),
      { vassalage: 'INHOUSE', gameCode: inhouse.gameId, gameType: 'RNG' },
      true,
    );
    expect(own.json().value.url).toBe(
      `/seamless?vassalage=INHOUSE&gameCode=${inhouse.gameId}&trial=1`,
    );
  });

  it('refuses games without a trial', async () => {
    const game = gameOf('PNG', 'RNG', false);
    const res = await launch(
      (await newPlayer(t.app)).cookie,
      { vassalage: 'PNG', gameCode: game.gameId, gameType: 'RNG' },
      true,
    );
    expect(res.json()).toMatchObject({ code: 'TRIAL_UNAVAILABLE' });
  });
});

describe('PVP rooms', () => {
  it("lists a PVP vendor's rooms from the vendor", async () => {
    const res = await t.app.inject({ url: '/wps/relay/GLS2_roomList?vassalage=KX' });
    expect(res.statusCode).toBe(200);
    const rooms = res.json().value;
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms[0]).toMatchObject({
      roomId: expect.any(String),
      minBet: expect.stringMatching(/^\d+$/u),
    });
  });
});

describe('PVP rooms of unknown vendors', () => {
  it('answers an empty list for a vendor that is not an active PVP vendor, and refuses a bad code', async () => {
    for (const vassalage of ['NOSUCHVENDOR', 'PT']) {
      const res = await t.app.inject({ url: `/wps/relay/GLS2_roomList?vassalage=${vassalage}` });
      expect(res.json()).toEqual({ success: true, value: [] });
    }
    const bad = await t.app.inject({ url: '/wps/relay/GLS2_roomList?vassalage=a%20b' });
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('launch rate limits', () => {
  /** Take what is left of a limit, however much earlier launches used of it. */
  async function fillUp(name: RateLimitName, key: string) {
    for (let i = 0; i <= RATE_LIMITS[name].limit; i++) {
      const full = await t.app.rateLimiter.consume([[name, key]]).then(
        () => false,
        () => true,
      );
      if (full) return;
    }
    throw new Error(`${name} never filled up`);
  }

  it('limits launches per member and free-trial launches per IP', async () => {
    const p = await newPlayer(t.app);
    const game = gameOf('PT', 'RNG', true);
    const body = { vassalage: 'PT', gameCode: game.gameId, gameType: 'RNG' };
    const member = String(p.id);
    await fillUp('gameLaunchPerMember', member);
    expect((await launch(p.cookie, body)).json()).toMatchObject({ code: 'RATE_LIMITED' });

    const trial = await trialCookie(t.app);
    expect((await launch(trial, body, true)).json()).toMatchObject({ success: true });
    await fillUp('trialLaunchPerIp', '127.0.0.1');
    expect((await launch(trial, body, true)).json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('CSP', () => {
  it('lets the game vendor be framed', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const origin = new URL(String(t.app.config.gameVendor?.url)).origin;
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src')) ?? '';
    expect(frameSrc.split(' ')).toContain(origin);
  });
});
