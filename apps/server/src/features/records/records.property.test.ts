import { TRANSACTION_TYPES, type TransactionRecord } from '@nova/contracts/api/records';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { loggedInMember } from '../../test/accounts.ts';
import { soakSize } from '../../test/soak.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import type { AccountRef } from '../ledger/ledger.model.ts';
import { held, house, main } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { typeOfKind } from './records-kinds.ts';
import { dayIn, getRecords, ledgerPoster } from './records-test-kit.ts';

/**
 * Property: for any set of postings, the totals the transactions page reports equal the sums
 * of the amounts listed over all its pages, for any page size and type filter, and the count
 * is the number listed.
 */
const t = setUpTestApp();
const post = ledgerPoster(t, 'prop');

/** Kinds and the direction they move money for the member's MAIN wallet. */
const KINDS: readonly [string, 'in' | 'out'][] = [
  ['DEPOSIT', 'in'],
  ['WITHDRAWAL_HOLD', 'out'],
  ['TRANSFER_HOLD', 'out'],
  ['TRANSFER_OUT', 'in'],
  ['MEMBER_TRANSFER', 'out'],
  ['BET', 'out'],
  ['WIN', 'in'],
  ['BONUS', 'in'],
  ['CORRECTION', 'in'],
];

const postingArb = fc.record({
  kind: fc.constantFrom(...KINDS),
  amount: fc.bigInt({ min: 1n, max: 5_000n }),
});

it('totals equal the sums over all pages, for any postings, page size and type', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(postingArb, { minLength: 0, maxLength: 12 }),
      fc.integer({ min: 1, max: 5 }),
      fc.option(fc.constantFrom(...TRANSACTION_TYPES), { nil: undefined }),
      async (postings, pageSize, type) => {
        const m = await loggedInMember(t.app);
        const other = await loggedInMember(t.app);
        // Enough money first, so every debit below is accepted.
        await post('DEPOSIT', house('PAYMENTS'), main(m.id), 100_000n);
        for (const { kind, amount } of postings) {
          const [name, direction] = kind;
          const counterpart: AccountRef =
            name === 'MEMBER_TRANSFER'
              ? main(other.id)
              : name.startsWith('WITHDRAWAL') || name.startsWith('TRANSFER')
                ? held(m.id)
                : house('BETS');
          const [from, to] =
            direction === 'in' ? [counterpart, main(m.id)] : [main(m.id), counterpart];
          if (direction === 'in' && 'memberId' in counterpart && counterpart.memberId === m.id) {
            // Credits from the member's HELD need money there first; take it from the house.
            await post('TOPUP', house('PAYMENTS'), counterpart, amount);
          }
          await post(name, from, to, amount);
        }
        const query: Record<string, string | number> = {
          from: dayIn('Asia/Kuala_Lumpur', -1),
          to: dayIn('Asia/Kuala_Lumpur'),
          pageSize,
        };
        if (type) query.type = type;
        const listed: TransactionRecord[] = [];
        let totals: { credit: string; debit: string; net: string } | undefined;
        let totalElements = -1;
        for (let pageNo = 1; ; pageNo++) {
          const res = await getRecords(t.app, m.cookie, 'transactions', { ...query, pageNo });
          expect(res.status).toBe(200);
          const value = res.body.value;
          if (totals) expect(value.totals).toEqual(totals);
          totals = value.totals;
          totalElements = value.totalElements;
          listed.push(...value.content);
          if (pageNo >= value.totalPages) break;
        }
        const amounts = listed.map((r) => BigInt(r.amount));
        const credit = amounts.filter((a) => a > 0n).reduce((s, a) => s + a, 0n);
        const debit = amounts.filter((a) => a < 0n).reduce((s, a) => s - a, 0n);
        expect(totals).toEqual({
          credit: `${credit}`,
          debit: `${debit}`,
          net: `${credit - debit}`,
        });
        expect(listed).toHaveLength(totalElements);
        if (type) for (const r of listed) expect(r.type).toBe(type);
        // The whole unfiltered list is exactly the seed plus every posting.
        if (!type) expect(totalElements).toBe(1 + postings.length);
        for (const r of listed) expect(r.type).toBe(typeOfKind(r.kind));
      },
    ),
    { numRuns: soakSize(5, 15) },
  );
  expect((await reconcileLedger(t.app.db)).ok).toBe(true);
});
