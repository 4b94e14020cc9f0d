import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type SandboxDb } from './db.ts';
import { applyTransfer, transferStatus, walletBalance } from './transfer-wallet.ts';

/**
 * The vendor-side wallet against a model: any sequence of transfers, with repeated txIds,
 * applies each txId at most once, answers a repeat with its first outcome, refuses what would
 * go below zero, and ends at the model's balance.
 */
let db: SandboxDb;
beforeAll(async () => {
  db = await openDb(undefined);
});
afterAll(() => db.close());

const op = fc.record({
  tx: fc.integer({ min: 0, max: 7 }),
  direction: fc.constantFrom('IN' as const, 'OUT' as const),
  amount: fc.bigInt({ min: 1n, max: 1_000n }),
});

let run = 0;
describe('transfer wallet (property)', () => {
  it('matches the model for any sequence of transfers and repeats', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        run += 1;
        const key = { merchant: 'PROP', vendor: 'AG', player: `p${run}` };
        const first = new Map<number, { direction: string; amount: bigint; ok: boolean }>();
        let model = 0n;
        for (const o of ops) {
          // A repeated txId carries its first request's content, as a retry does.
          const sent = first.get(o.tx) ?? { direction: o.direction, amount: o.amount, ok: false };
          const result = await applyTransfer(db, {
            ...key,
            txId: `r${run}-t${o.tx}`,
            direction: sent.direction as 'IN' | 'OUT',
            amount: sent.amount,
          });
          if (!first.has(o.tx)) {
            const delta = sent.direction === 'IN' ? sent.amount : -sent.amount;
            sent.ok = model + delta >= 0n;
            if (sent.ok) model += delta;
            first.set(o.tx, sent);
          }
          expect(result.status).toBe(sent.ok ? 'SUCCESS' : 'FAILED');
          expect(result.balance).toBe(model);
        }
        expect(await walletBalance(db, key)).toBe(model);
        for (const [tx, sent] of first) {
          const status = await transferStatus(db, { ...key, txId: `r${run}-t${tx}` });
          expect(status).toBe(sent.ok ? 'SUCCESS' : 'FAILED');
        }
      }),
      { numRuns: 40 },
    );
  });
});
