import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, fundMain } from '../../test/accounts.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Issue 13: four-eyes on money. Finance operator A requests a manual credit, A cannot approve
// it, finance operator B approves it and the member's balance and ledger show it.
const t = setUpTestApp();

const account = serviceAccounts(() => t.app);
const as = (name: string, role = 'FINANCE') => account(name, role);

async function post(who: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: await as(who), payload });
}

const mainOf = async (memberId: number) => (await t.app.ledger.balance(memberId)).main;

describe('a manual credit', () => {
  it('waits for a second operator; the maker cannot approve it; the checker carries it out once', async () => {
    const member = await createMember(t.app);
    const made = await post('fin-a', `/ops/members/${member.id}/adjustments`, {
      direction: 'CREDIT',
      amount: '5000',
      reason: 'goodwill after an outage',
    });
    expect(made.statusCode).toBe(200);
    const request = made.json().value;
    expect(request).toMatchObject({
      status: 'PENDING',
      madeBy: 'fin-a',
      kind: 'MEMBER_ADJUSTMENT',
    });
    expect(await mainOf(member.id)).toBe(0n);

    // The same object again while one is pending: refused.
    const twice = await post('fin-a', `/ops/members/${member.id}/adjustments`, {
      direction: 'CREDIT',
      amount: '5000',
      reason: 'again',
    });
    expect(twice.json()).toMatchObject({ success: false, code: 'CONFLICT' });

    const own = await post('fin-a', `/ops/approvals/${request.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(await mainOf(member.id)).toBe(0n);

    const approved = await post('fin-b', `/ops/approvals/${request.id}/approve`, { note: 'ok' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', checkedBy: 'fin-b' });
    expect(approved.json().value.result.transferId).toEqual(expect.any(Number));
    expect(await mainOf(member.id)).toBe(5000n);
    const transfer = (await t.app.db.execute(
      sql`select kind, metadata from ledger_transfers where idempotency_key = ${`approval:${request.id}`}`,
    )) as unknown as { rows: { kind: string; metadata: Record<string, unknown> }[] };
    expect(transfer.rows).toEqual([
      {
        kind: 'MANUAL_ADJUSTMENT',
        metadata: expect.objectContaining({
          madeBy: 'fin-a',
          checkedBy: 'fin-b',
          source: 'FOUR_EYES',
        }),
      },
    ]);

    const again = await post('fin-c', `/ops/approvals/${request.id}/approve`, {});
    expect(again.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect(await mainOf(member.id)).toBe(5000n);
    const audited = await t.app.audit.list({
      objectType: 'approval',
      objectId: String(request.id),
      limit: 5,
    });
    expect(audited.map((row) => `${row.action} ${row.actor}`)).toEqual([
      'approval.approve fin-b',
      'approval.request fin-a',
    ]);
  });

  it('is refused by the database itself when its maker decides it', async () => {
    const member = await createMember(t.app);
    const made = (
      await post('fin-a', `/ops/members/${member.id}/adjustments`, {
        direction: 'CREDIT',
        amount: '100',
        reason: 'test',
      })
    ).json().value;
    const direct = await t.app.db
      .execute(
        sql`update approval_requests set status = 'APPROVED', checked_by = made_by, checked_at = now()
            where id = ${made.id}`,
      )
      .then(
        () => 'updated',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(direct).toContain('approval_requests_four_eyes');
  });
});

describe('a manual debit', () => {
  it('checked again at approval: more than the balance is refused, nothing posted, the request stays pending', async () => {
    const member = await createMember(t.app);
    await fundMain(t.app, member.id, 3000n);
    const made = (
      await post('fin-a', `/ops/members/${member.id}/adjustments`, {
        direction: 'DEBIT',
        amount: '2000',
        reason: 'duplicate credit',
      })
    ).json().value;
    // The member plays meanwhile: the balance falls below the debit.
    await t.app.ledger.post({
      brandId: t.brand,
      idempotencyKey: `spent-${member.id}`,
      kind: 'TEST',
      legs: [
        { account: { memberId: member.id, kind: 'MAIN' }, amount: -1500n },
        { account: { house: 'BETS' }, amount: 1500n },
      ],
    });
    const refused = await post('fin-b', `/ops/approvals/${made.id}/approve`, {});
    expect(refused.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await mainOf(member.id)).toBe(1500n);
    const list = await t.app.inject({
      url: '/ops/approvals?status=PENDING',
      headers: await as('fin-b'),
    });
    expect(list.json().value.items.map((r: { id: number }) => r.id)).toContain(made.id);

    const rejected = await post('fin-b', `/ops/approvals/${made.id}/reject`, {
      note: 'balance moved',
    });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', checkedBy: 'fin-b' });
    expect(await mainOf(member.id)).toBe(1500n);
  });
});

describe('two checkers at once', () => {
  it('one approval wins; the money moves once', async () => {
    const member = await createMember(t.app);
    const made = (
      await post('fin-a', `/ops/members/${member.id}/adjustments`, {
        direction: 'CREDIT',
        amount: '700',
        reason: 'race',
      })
    ).json().value;
    const answers = await Promise.all([
      post('fin-b', `/ops/approvals/${made.id}/approve`, {}),
      post('fin-c', `/ops/approvals/${made.id}/approve`, {}),
      post('fin-d', `/ops/approvals/${made.id}/approve`, {}),
    ]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });
    }
    expect(await mainOf(member.id)).toBe(700n);
  });
});

describe('permissions', () => {
  it('an auditor lists the requests and decides nothing', async () => {
    const member = await createMember(t.app);
    const made = (
      await post('fin-a', `/ops/members/${member.id}/adjustments`, {
        direction: 'CREDIT',
        amount: '100',
        reason: 'audit',
      })
    ).json().value;
    const auditor = await as('audit-zoe', 'AUDITOR');
    const list = await t.app.inject({ url: '/ops/approvals', headers: auditor });
    expect(list.statusCode).toBe(200);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/ops/approvals/${made.id}/approve`,
      headers: auditor,
      payload: {},
    });
    expect(approve.statusCode).toBe(403);
    const adjust = await t.app.inject({
      method: 'POST',
      url: `/ops/members/${member.id}/adjustments`,
      headers: auditor,
      payload: { direction: 'CREDIT', amount: '1', reason: 'x' },
    });
    expect(adjust.statusCode).toBe(403);
  });
});
