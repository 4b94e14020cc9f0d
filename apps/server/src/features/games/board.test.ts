import { JackpotSchema, WinnerBoardEntrySchema } from '@nova/contracts/api/winners-and-jackpot';
import { envelope } from '@nova/contracts/envelope';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maskName } from '../../lib/mask-name.ts';
import { clearCachesFor } from '../../lib/ttl-cache.ts';
import { loggedInMember } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main } from '../ledger/ledger-test-kit.ts';
import { ledgerPoster, postAt } from '../records/records-test-kit.ts';

const t = setUpTestApp();
const post = ledgerPoster(t, 'board');

async function board(query = '') {
  clearCachesFor(t.app.db);
  const res = await t.app.inject({ url: `/wps/relay/GCS_winnerBoard?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(z.array(WinnerBoardEntrySchema)).parse(res.json()).value ?? [];
}

async function jackpot() {
  clearCachesFor(t.app.db);
  const res = await t.app.inject({ url: '/wps/relay/GCS_jackpot' });
  expect(res.statusCode, res.body).toBe(200);
  const value = envelope(JackpotSchema).parse(res.json()).value;
  if (!value) throw new Error('no jackpot');
  return value;
}

/** A funded member with a bet and a win on one round, as the game features post them. */
async function winner(deposit = 1_000_000n) {
  const m = await loggedInMember(t.app);
  await post('DEPOSIT', house('PAYMENTS'), main(m.id), deposit, { reference: `D-${m.id}` });
  return m;
}

describe('maskName', () => {
  it('keeps the first and last character', () => {
    expect(maskName('demo03')).toBe('d****3');
    expect(maskName('abc')).toBe('a*c');
    expect(maskName('ab')).toBe('a*');
    expect(maskName('玩家一号')).toBe('玩**号');
  });
});

describe('GET /wps/relay/GCS_winnerBoard', () => {
  it('is empty while nobody has won (never invented)', async () => {
    expect(await board()).toEqual([]);
  });

  it('lists real wins, one per round, largest first, masked, with game name and icon', async () => {
    const a = await winner();
    const b = await winner();
    const c = await winner();
    const slot = {
      vendor: 'INHOUSE',
      category: 'RNG',
      gameCode: 'INHOUSE-RNG-001',
      roundId: '41',
      source: 'INHOUSE',
    };
    await post('BET', main(a.id), house('BETS'), 1_000n, slot);
    await post('WIN', house('BETS'), main(a.id), 5_000n, slot);
    await post('JACKPOT_WIN', house('JACKPOT'), main(a.id), 100_000n, slot);
    const pt = {
      vendor: 'PT',
      category: 'RNG',
      gameCode: 'PT-RNG-003',
      roundId: 'r-9',
      source: 'SEAMLESS',
    };
    await post('BET', main(b.id), house('BETS'), 2_000n, { ...pt, txId: 'b1' });
    await post('WIN', house('BETS'), main(b.id), 20_000n, { ...pt, txId: 'w1' });
    await post('WIN', house('BETS'), main(b.id), 1_000n, { ...pt, txId: 'w2' });
    const live = {
      vendor: 'EA',
      category: 'LIVE',
      gameCode: 'lobby',
      roundId: 'L1',
      source: 'SEAMLESS',
    };
    await post('WIN', house('BETS'), main(c.id), 3_000n, { ...live, txId: 'w3' });
    // Not wins: a refund, a bet; and a win older than the board's days.
    await post('BET_REFUND', house('BETS'), main(c.id), 900_000n, { ...live, txId: 'b9' });
    await postAt(
      t.app,
      t.brand,
      new Date(Date.now() - 8 * 86_400_000).toISOString(),
      'WIN',
      house('BETS'),
      main(c.id),
      500_000n,
      { ...live, roundId: 'old' },
    );

    const entries = await board('gameCategory=ALL&limitNum=20');
    expect(entries.map((e) => e.winAmount)).toEqual(['105000', '21000', '3000']);
    expect(entries[0]).toMatchObject({
      customerName: maskName(a.account),
      gameName: 'Nova Fortune Reels',
      gameId: 'INHOUSE-RNG-001',
      iconUrl: '/games/INHOUSE-RNG-001.svg',
      vassalage: 'INHOUSE',
      gameType: 'RNG',
      currency: 'MYR',
    });
    expect(entries[1]?.customerName).toBe(maskName(b.account));
    expect(entries[2]).toMatchObject({ gameName: 'lobby', iconUrl: '/vendors/logo-EA.svg' });
    const body = JSON.stringify(entries);
    for (const m of [a, b, c]) expect(body).not.toContain(m.account);

    expect((await board('limitNum=2')).map((e) => e.winAmount)).toEqual(['105000', '21000']);
    expect((await board('gameCategory=LIVE')).map((e) => e.winAmount)).toEqual(['3000']);
    expect(await board('gameCategory=FISH')).toEqual([]);
  });
});

describe('GET /wps/relay/GCS_jackpot', () => {
  it('equals the ledger balance of the jackpot account after a posting to it', async () => {
    const before = await jackpot();
    const ledgerBefore = await t.app.ledger.houseBalance(t.brand, 'JACKPOT');
    expect(before.amount).toBe((ledgerBefore > 0n ? ledgerBefore : 0n).toString());
    await post('JACKPOT_SEED', house('BONUS'), house('JACKPOT'), 12_345_678n, { test: true });
    const after = await jackpot();
    const ledgerAfter = await t.app.ledger.houseBalance(t.brand, 'JACKPOT');
    expect(after.amount).toBe(ledgerAfter.toString());
    expect(ledgerAfter - ledgerBefore).toBe(12_345_678n);
    expect(after.currency).toBe('MYR');
  });

  it('reads seed, contribution and the last win (masked) from the pool tables', async () => {
    const m = await winner();
    await t.app.db.execute(sql`
      insert into jackpot_pools (brand_id, seed_amount, contribution_bps)
      values (${t.brand}, 500000, 100) on conflict (brand_id) do nothing`);
    const pool = (await t.app.db.execute(
      sql`select id, seed_amount::text as seed, contribution_bps from jackpot_pools where brand_id = ${t.brand}`,
    )) as unknown as { rows: { id: number; seed: string; contribution_bps: number }[] };
    const row = pool.rows[0];
    if (!row) throw new Error('no pool');
    const seed = (await t.app.db.execute(sql`
      insert into fair_seeds (brand_id, member_id, server_seed, server_seed_hash, client_seed)
      values (${t.brand}, ${m.id}, 'aa', ${`hash-${m.id}`}, 'c') returning id`)) as unknown as {
      rows: { id: number }[];
    };
    const round = (await t.app.db.execute(sql`
      insert into inhouse_rounds (brand_id, member_id, game, game_code, request_id, seed_id, nonce,
                                  client_seed, server_seed_hash, stake)
      values (${t.brand}, ${m.id}, 'SLOT', 'INHOUSE-RNG-001', 'r1', ${seed.rows[0]?.id}, 0, 'c',
              ${`hash-${m.id}`}, 100) returning id`)) as unknown as { rows: { id: number }[] };
    await t.app.db.execute(sql`
      insert into jackpot_wins (pool_id, member_id, round_id, amount)
      values (${row.id}, ${m.id}, ${round.rows[0]?.id}, 7654321)`);
    const value = await jackpot();
    expect(value.seedAmount).toBe(row.seed);
    expect(value.contributionBps).toBe(Number(row.contribution_bps));
    expect(value.lastWin).toMatchObject({ customerName: maskName(m.account), amount: '7654321' });
    expect(JSON.stringify(value)).not.toContain(m.account);
  });
});
