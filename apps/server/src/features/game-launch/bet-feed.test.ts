import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../lib/hmac-signature.ts';
import { createMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf, house, move, vendor } from '../ledger/ledger-test-kit.ts';
import { vendorPlayerId } from '../transfers/vendor-transfer-adapter.ts';
import { betFeedPending, pullBetFeeds } from './bet-feed.ts';
import type { FeedBet } from './vendor-adapter.ts';

// Issue 5 records: the bet feed of transfer-mode vendors (decision 017), against a fake vendor
// platform serving /api/bets (cursor = how many bets were read; a settled bet comes again).
const SECRET = 'fake-platform-secret-0123456789';
const feeds = new Map<string, FeedBet[]>();
const failing = new Set<string>();
/** The vendors whose feed was asked, in order. */
const asked: string[] = [];
let server: Server;
let t: TestApp;
let brand: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { vendor: string; cursor?: string; limit: number };
      asked.push(body.vendor);
      const signed = verifySignature({
        secret: SECRET,
        headers: req.headers,
        // The platform's own API signs the method and path too (sandbox-api.md "Signing").
        payload: `${req.method} ${req.url}.${raw}`,
        nowMs: Date.now(),
      });
      res.setHeader('content-type', 'application/json');
      if (!signed || req.url !== '/api/bets' || failing.has(body.vendor)) {
        res.statusCode = signed ? 500 : 401;
        res.end(JSON.stringify({ error: 'ERROR' }));
        return;
      }
      const list = feeds.get(body.vendor) ?? [];
      const from = Number(body.cursor ?? '0');
      const page = list.slice(from, from + body.limit);
      res.end(JSON.stringify({ bets: page, cursor: String(from + page.length) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    gameVendor: { url, secret: SECRET },
    transferVendor: { url, secret: SECRET },
  });
  brand = await brandIdOf(t.app.db);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

let serial = 0;
function bet(player: string, fields: Partial<FeedBet> = {}): FeedBet {
  serial += 1;
  return {
    betId: `B${serial}`,
    roundId: `R${serial}`,
    player,
    gameCode: 'AG-RNG-001',
    category: 'RNG',
    stake: '100',
    payout: '0',
    status: 'OPEN',
    placedAt: new Date().toISOString(),
    settledAt: null,
    ...fields,
  };
}

const records = async () =>
  (
    (await t.app.db.execute(
      sql`select member_id::int as member_id, vendor, bet_id, stake::text, payout::text, status from vendor_bet_records order by bet_id`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

describe('bet feed of transfer-mode vendors', () => {
  it('stores the bets of our players, updates settled ones and moves the cursor', async () => {
    // Nobody holds a wallet at a transfer vendor yet: the scheduler skips the period.
    expect(await betFeedPending(t.app)).toBe(false);
    const member = await createMember(t.app);
    // The member holds wallets at AG and RTG: that is how the feed knows the vendor's player id.
    for (const code of ['AG', 'RTG']) {
      await t.app.ledger.post(
        move(
          brand,
          `feed-${code}-${member.id}`,
          'TEST',
          house('PAYMENTS'),
          vendor(member.id, code),
          500n,
        ),
      );
    }
    const player = vendorPlayerId(SECRET, member.id);
    const open = bet(player);
    feeds.set('AG', [open, bet('p-somebody-else'), bet(String(member.id), { stake: '7' })]);
    // No member holds a wallet at KY: its feed cannot hold bets of ours and is not asked.
    feeds.set('KY', [bet(player, { gameCode: 'KY-PVP-001', category: 'PVP' })]);
    failing.add('RTG');

    // Members hold wallets at transfer vendors: the scheduler's check lets the period run.
    expect(await betFeedPending(t.app)).toBe(true);
    const first = await pullBetFeeds(t.app);
    expect(first).toMatchObject({ vendors: 2, stored: 2, skipped: 1, failed: ['RTG'] });
    expect(asked).toEqual(['AG', 'RTG']);
    expect(await records()).toEqual([
      {
        member_id: member.id,
        vendor: 'AG',
        bet_id: open.betId,
        stake: '100',
        payout: '0',
        status: 'OPEN',
      },
      expect.objectContaining({ member_id: member.id, stake: '7' }),
    ]);

    // Nothing new: nothing read twice.
    expect(await pullBetFeeds(t.app)).toMatchObject({ stored: 0 });
    // The open bet settles: the feed sends it again after the cursor.
    feeds
      .get('AG')
      ?.push({ ...open, status: 'SETTLED', payout: '250', settledAt: new Date().toISOString() });
    failing.clear();
    expect(await pullBetFeeds(t.app)).toMatchObject({ stored: 1, failed: [] });
    expect((await records())[0]).toMatchObject({
      bet_id: open.betId,
      payout: '250',
      status: 'SETTLED',
    });
    const cursors = (await t.app.db.execute(
      sql`select vendor, cursor from vendor_feed_cursors order by vendor`,
    )) as unknown as { rows: { vendor: string; cursor: string }[] };
    expect(cursors.rows).toEqual([
      { vendor: 'AG', cursor: '4' },
      { vendor: 'RTG', cursor: '0' },
    ]);
    expect(asked).not.toContain('KY');
  });

  it('skips a malformed entry instead of stalling the feed on it', async () => {
    const member = await createMember(t.app);
    await t.app.ledger.post(
      move(
        brand,
        `feed-bad-${member.id}`,
        'TEST',
        house('PAYMENTS'),
        vendor(member.id, 'AG'),
        500n,
      ),
    );
    const player = vendorPlayerId(SECRET, member.id);
    const good = bet(player);
    feeds
      .get('AG')
      ?.push(
        bet(player, { betId: undefined as unknown as string }),
        bet(player, { roundId: 'r'.repeat(200) }),
        bet(player, { category: 7 as unknown as string }),
        good,
      );
    expect(await pullBetFeeds(t.app)).toMatchObject({ stored: 1, skipped: 3, failed: [] });
    expect((await records()).map((r) => r.bet_id)).toContain(good.betId);
    // The cursor moved past the bad entries: nothing is read again.
    expect(await pullBetFeeds(t.app)).toMatchObject({ stored: 0, skipped: 0 });
  });
});
