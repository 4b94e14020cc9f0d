import type { RealtimeEvent } from '@nova/contracts/api/realtime';
import { CRASH_TIMING } from '@nova/contracts/constants';
import { crashElapsedFor } from '@nova/games-math/crash';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashChains, crashRounds } from '../../db/schema/inhouse.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { currentRound } from './crash.repository.ts';
import { chainLink } from './crash.service.ts';
import { CrashEngine } from './crash-engine.ts';

/**
 * Issue 12: with nobody there (no socket, no crash request) the engine opens no new round; it
 * idles between rounds and resumes on the next link of the chain when someone arrives. A round
 * already under way always runs to its end.
 */
let t: TestApp;
let brandId: number;
let clock = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let audience = false;
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  brandId = await brandIdOf(t.app.db);
  t.app.realtime.broadcast = async (_brand, event) => {
    events.push(event);
  };
});
afterAll(async () => {
  await t.close();
});

const engine = () => new CrashEngine(t.app, brandId, { audience: () => audience });

describe('crash engine without an audience', () => {
  it('opens no round while nobody is there, and one as soon as someone is', async () => {
    const e = engine();
    audience = false;
    await e.tick();
    expect(await currentRound(t.app.db, brandId)).toBeUndefined();
    expect(e.idle()).toBe(true);
    expect(events).toHaveLength(0);

    audience = true;
    expect(e.idle()).toBe(false);
    await e.tick();
    const opened = await currentRound(t.app.db, brandId);
    expect(opened?.status).toBe('BETTING');
    expect(events.at(-1)).toMatchObject({ type: 'crash', round: { status: 'BETTING' } });
  });

  it('runs the round under way to its end, then idles; the next round takes the next link', async () => {
    const e = engine();
    audience = true;
    await e.tick();
    const first = await currentRound(t.app.db, brandId);
    if (!first) throw new Error('no round');
    // Everybody leaves while it takes bets: it still flies and crashes.
    audience = false;
    at(CRASH_TIMING.bettingMs);
    await e.tick();
    // A round whose crash point is 1.00x (a few in a hundred) crashes the moment it starts.
    const instant = crashElapsedFor(first.crashPoint) === 0;
    expect((await currentRound(t.app.db, brandId))?.status).toBe(instant ? 'CRASHED' : 'RUNNING');
    at(crashElapsedFor(first.crashPoint) + 1);
    await e.tick();
    expect((await currentRound(t.app.db, brandId))?.status).toBe('CRASHED');
    expect(e.idle()).toBe(false);
    // Past the pause nobody is there: no round opens, however long it stays so.
    at(CRASH_TIMING.pauseMs);
    await e.tick();
    at(60 * 60 * 1000);
    await e.tick();
    expect(e.idle()).toBe(true);
    const still = await currentRound(t.app.db, brandId);
    expect(still).toMatchObject({ id: first.id, status: 'CRASHED' });

    audience = true;
    expect(e.idle()).toBe(false);
    await e.tick();
    const next = await currentRound(t.app.db, brandId);
    if (!next) throw new Error('no round');
    expect(next.status).toBe('BETTING');
    // The chain is played in order: the next round is the next link, none skipped while idle.
    expect(next.chainId).toBe(first.chainId);
    expect(next.chainIndex).toBe(first.chainIndex + 1);
    const [chain] = await t.app.db
      .select()
      .from(crashChains)
      .where(eq(crashChains.id, first.chainId));
    if (!chain) throw new Error('no chain');
    expect(next.hash).toBe(chainLink(chain, next.chainIndex));
    const rounds = await t.app.db
      .select({ id: crashRounds.id })
      .from(crashRounds)
      .where(eq(crashRounds.brandId, brandId));
    expect(rounds.map((r) => r.id)).toContain(first.id);
  });
});
