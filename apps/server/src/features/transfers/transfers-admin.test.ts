import { DEFAULT_OPERATOR_ROLES, type OperatorPermission } from '@nova/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okValue, opsPost, serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import {
  call,
  clearTransferFaults,
  newPlayer,
  type Player,
  planTransferFault,
  requestId,
  vendorAmount,
  walletOf,
} from './transfers-test-kit.ts';
import { vendorTransferSettings } from './vendor-transfer-adapter.ts';
import { PENDING_GRACE_MS } from './wallet-transfers.reconcile.ts';

// Issue 13: vendor transfers held in the UNKNOWN state in the back office. The sandbox vendor
// makes a transfer UNKNOWN (an error after or before it applied it); the list shows it; "check
// now" settles it per the vendor's answer; a manual resolution waits for a second operator and
// settles once through the status check's own ledger path, or goes STALE when the transfer was
// settled in between.

/** The app's clock: moved past the status check's grace period instead of waiting. */
let clockOffsetMs = 0;
const t = setUpTestApp({}, { now: () => new Date(Date.now() + clockOffsetMs) });

beforeAll(() => {
  // A slow shared machine must not turn ordinary vendor calls into timeouts.
  vendorTransferSettings.timeoutMs = 20_000;
});
afterEach(async () => {
  clockOffsetMs = 0;
  await clearTransferFaults(t.app);
});

const LIST = '/ops/payments/wallet-transfers';
const account = serviceAccounts(() => t.app);
const as = (name: string, role = 'FINANCE') => account(name, role);

const post = opsPost(() => t.app, account);

async function get(who: string, url: string, role = 'FINANCE') {
  return t.app.inject({ url, headers: await as(who, role) });
}

const value = okValue;

interface Held {
  id: number;
  memberId: number;
  account: string;
  vendor: string;
  direction: string;
  amount: string;
  status: string;
  vendorTxId: string;
  attempts: number;
  lastError: string | null;
  pendingResolve: { approvalId: number; outcome: string; madeBy: string } | null;
}
interface Approval {
  id: number;
  kind: string;
  status: string;
  objectType: string;
  objectId: string;
  memberId: number | null;
  account: string | null;
  amount: string | null;
  reason: string | null;
  result: Record<string, unknown> | null;
}

/** A member whose transfer the sandbox leaves UNKNOWN (held): applied there or not. */
async function unknownTransfer(
  fault: 'error-after-apply' | 'error-before-apply',
  vendor = 'AG',
  amount = 3000n,
): Promise<{ player: Player; id: number }> {
  const player = await newPlayer(t.app, 10_000n);
  await planTransferFault(t.app, { kind: fault });
  const res = await call(t.app, player.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
    from: 'MAIN',
    to: vendor,
    amount: amount.toString(),
    requestId: requestId(),
  });
  const made = value<{ transfers: { id: number; status: string }[] }>(res).transfers[0];
  expect(made?.status).toBe('UNKNOWN');
  return { player, id: made?.id ?? 0 };
}

/** Ledger transfers of a wallet transfer, by step (hold, settle, release). */
async function steps(id: number): Promise<string[]> {
  const result = (await t.app.db.execute(
    sql`select idempotency_key as key from ledger_transfers
         where idempotency_key like ${`wallet-transfer:${id}:%`} order by id`,
  )) as unknown as { rows: { key: string }[] };
  return result.rows.map((r) => r.key.split(':')[2] ?? '');
}

async function transferRow(id: number) {
  const result = (await t.app.db.execute(
    sql`select status, attempts, last_error from wallet_transfers where id = ${id}`,
  )) as unknown as { rows: { status: string; attempts: number; last_error: string | null }[] };
  return result.rows[0];
}

async function requestStatus(id: number): Promise<string | undefined> {
  const result = (await t.app.db.execute(
    sql`select status from approval_requests where id = ${id}`,
  )) as unknown as { rows: { status: string }[] };
  return result.rows[0]?.status;
}

async function resolveRequests(): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from approval_requests where kind = 'WALLET_TRANSFER_RESOLVE'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const check = (who: string, id: number, role = 'FINANCE') =>
  post(who, `${LIST}/${id}/check`, {}, role);
const resolve = (who: string, id: number, body: object, role = 'FINANCE') =>
  post(who, `${LIST}/${id}/resolve`, body, role);
const approve = (who: string, id: number) => post(who, `/ops/approvals/${id}/approve`);

describe('the list of held transfers', () => {
  it('shows an UNKNOWN transfer with its member, vendor, attempts and vendor id; filters and pages by keyset', async () => {
    const a = await unknownTransfer('error-before-apply', 'AG', 1100n);
    const b = await unknownTransfer('error-before-apply', 'AG', 1200n);
    const c = await unknownTransfer('error-before-apply', 'OG', 1300n);

    const all = value<{ items: Held[] }>(await get('fin-read', `${LIST}?limit=200`)).items;
    const mine = all.filter((x) => [a.id, b.id, c.id].includes(x.id));
    expect(mine.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(mine[0]).toMatchObject({
      memberId: c.player.id,
      account: c.player.account,
      vendor: 'OG',
      direction: 'IN',
      amount: '1300',
      status: 'UNKNOWN',
      attempts: 0,
      lastError: 'no definitive answer from the vendor',
      vendorTxId: expect.stringMatching(/^NT[0-9a-f]{32}$/),
      pendingResolve: null,
    });

    const og = value<{ items: Held[] }>(await get('fin-read', `${LIST}?vendor=OG&limit=200`));
    expect(og.items.every((x) => x.vendor === 'OG')).toBe(true);
    expect(og.items.map((x) => x.id)).toContain(c.id);
    expect(og.items.map((x) => x.id)).not.toContain(b.id);

    // Keyset pages: the second starts below the first's last id; no row twice.
    const first = value<{ items: Held[]; nextBefore: number }>(
      await get('fin-read', `${LIST}?before=${c.id + 1}&limit=2`),
    );
    expect(first.items.map((x) => x.id)).toEqual([c.id, b.id]);
    expect(first.nextBefore).toBe(b.id);
    const second = value<{ items: Held[] }>(
      await get('fin-read', `${LIST}?before=${first.nextBefore}&limit=2`),
    );
    expect(second.items[0]?.id).toBe(a.id);

    // Another status: none of these.
    const settled = value<{ items: Held[] }>(await get('fin-read', `${LIST}?status=SUCCESS`));
    expect(settled.items.map((x) => x.id)).not.toContain(a.id);
  });

  it('refuses a bad filter', async () => {
    for (const query of ['status=MAYBE', 'limit=0', 'limit=201', 'before=0', 'vendor=a%20b']) {
      const res = await get('fin-read', `${LIST}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('check now', () => {
  it('settles a transfer the vendor applied, once, audited with before and after', async () => {
    const { player, id } = await unknownTransfer('error-after-apply', 'AG', 3000n);
    expect(await walletOf(t.app, player.cookie)).toMatchObject({ main: '7000', held: '3000' });

    const checked = value<{ transfer: Held; decided: boolean }>(await check('fin-a', id));
    expect(checked).toMatchObject({ decided: true, transfer: { id, status: 'SUCCESS' } });
    const wallet = await walletOf(t.app, player.cookie);
    expect(wallet).toMatchObject({ main: '7000', held: '0' });
    expect(vendorAmount(wallet, 'AG')).toBe('3000');
    expect(await steps(id)).toEqual(['hold', 'settle']);

    // Again: answered as it is, nothing asked or posted.
    const again = value<{ transfer: Held; decided: boolean }>(await check('fin-a', id));
    expect(again).toMatchObject({ decided: false, transfer: { status: 'SUCCESS' } });
    expect(await steps(id)).toEqual(['hold', 'settle']);

    const [audited] = await t.app.audit.list({
      objectType: 'wallet-transfer',
      objectId: String(id),
      action: 'wallet-transfer.check',
      limit: 2,
    });
    expect(audited).toMatchObject({ actor: 'fin-a', after: { status: 'SUCCESS' } });
    const all = await t.app.audit.list({
      objectType: 'wallet-transfer',
      objectId: String(id),
      limit: 5,
    });
    expect(all.at(-1)).toMatchObject({
      before: { status: 'UNKNOWN' },
      after: { status: 'SUCCESS' },
    });
  });

  it('a vendor that never saw it: held and counted within the grace period, released after', async () => {
    const { player, id } = await unknownTransfer('error-before-apply', 'OG', 2000n);
    const early = value<{ transfer: Held; decided: boolean }>(await check('fin-a', id));
    expect(early).toMatchObject({
      decided: false,
      transfer: { status: 'UNKNOWN', attempts: 1, lastError: 'status check: not found yet' },
    });
    expect(await walletOf(t.app, player.cookie)).toMatchObject({ main: '8000', held: '2000' });

    clockOffsetMs = PENDING_GRACE_MS + 1000;
    const late = value<{ transfer: Held; decided: boolean }>(await check('fin-a', id));
    expect(late).toMatchObject({ decided: true, transfer: { status: 'FAILED' } });
    expect(await walletOf(t.app, player.cookie)).toMatchObject({ main: '10000', held: '0' });
    expect(await steps(id)).toEqual(['hold', 'release']);
  });

  it('refuses an unknown id, changing nothing', async () => {
    const res = await check('fin-a', 987_654_321);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('a manual resolution (four-eyes)', () => {
  it('waits for a second operator; the maker cannot approve; the checker releases it once', async () => {
    const { player, id } = await unknownTransfer('error-before-apply', 'AG', 2500n);
    const made = value<{ transfer: Held; approval: Approval }>(
      await resolve('fin-a', id, { outcome: 'FAILED', reason: 'vendor ticket 4411: not received' }),
    );
    expect(made.approval).toMatchObject({
      kind: 'WALLET_TRANSFER_RESOLVE',
      status: 'PENDING',
      objectType: 'wallet-transfer',
      objectId: String(id),
      memberId: player.id,
      account: player.account,
      amount: '2500',
      reason: 'vendor ticket 4411: not received',
    });
    expect(made.transfer).toMatchObject({
      status: 'UNKNOWN',
      pendingResolve: { approvalId: made.approval.id, outcome: 'FAILED', madeBy: 'fin-a' },
    });
    expect(await walletOf(t.app, player.cookie)).toMatchObject({ main: '7500', held: '2500' });

    // One pending resolution per transfer.
    const twice = await resolve('fin-c', id, { outcome: 'SUCCESS', reason: 'other view' });
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'object', issue: 'ALREADY_PENDING' }],
    });

    const own = await approve('fin-a', made.approval.id);
    expect(own.statusCode).toBe(403);
    expect(await transferRow(id)).toMatchObject({ status: 'UNKNOWN' });
    expect(await steps(id)).toEqual(['hold']);

    const approved = value<Approval>(await approve('fin-b', made.approval.id));
    expect(approved).toMatchObject({
      status: 'APPROVED',
      result: { walletTransferId: id, status: 'FAILED', posted: true },
    });
    expect(await transferRow(id)).toMatchObject({
      status: 'FAILED',
      last_error: `resolved by hand (approval #${made.approval.id})`,
    });
    expect(await walletOf(t.app, player.cookie)).toMatchObject({ main: '10000', held: '0' });
    expect(await steps(id)).toEqual(['hold', 'release']);

    // Decided: a third approval, a check and the job change nothing.
    expect((await approve('fin-c', made.approval.id)).json().code).toBe('INVALID_STATE');
    value(await check('fin-c', id));
    value(await post('fin-c', `${LIST}/reconcile`));
    expect(await steps(id)).toEqual(['hold', 'release']);

    const [onTransfer] = await t.app.audit.list({
      objectType: 'wallet-transfer',
      objectId: String(id),
      action: 'wallet-transfer.resolve',
      limit: 1,
    });
    expect(onTransfer).toMatchObject({ actor: 'fin-b' });
    const [requested] = await t.app.audit.list({
      objectType: 'wallet-transfer',
      objectId: String(id),
      action: 'wallet-transfer.resolve.request',
      limit: 1,
    });
    expect(requested).toMatchObject({
      actor: 'fin-a',
      before: { pendingResolve: null },
      after: { pendingResolve: { approvalId: made.approval.id } },
    });
  });

  it('two checkers at once: one settles it, the ledger posts it once', async () => {
    const { player, id } = await unknownTransfer('error-after-apply', 'OG', 4000n);
    const made = value<{ approval: Approval }>(
      await resolve('fin-a', id, { outcome: 'SUCCESS', reason: 'vendor back office shows it' }),
    );
    const answers = await Promise.all([
      approve('fin-b', made.approval.id),
      approve('fin-c', made.approval.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await transferRow(id)).toMatchObject({ status: 'SUCCESS' });
    expect(await steps(id)).toEqual(['hold', 'settle']);
    const wallet = await walletOf(t.app, player.cookie);
    expect(wallet).toMatchObject({ main: '6000', held: '0' });
    expect(vendorAmount(wallet, 'OG')).toBe('4000');
  });

  it('settled in between by a status check: the approval is refused, STALE, nothing posted again', async () => {
    const { player, id } = await unknownTransfer('error-after-apply', 'AG', 1500n);
    // The maker believes the vendor refused it; the vendor's status check then says it applied.
    const made = value<{ approval: Approval }>(
      await resolve('fin-a', id, { outcome: 'FAILED', reason: 'looked refused' }),
    );
    value(await check('fin-a', id));
    expect(await steps(id)).toEqual(['hold', 'settle']);

    const refused = await approve('fin-b', made.approval.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'object', issue: 'OBJECT_CHANGED' }],
    });
    expect(await requestStatus(made.approval.id)).toBe('STALE');
    expect(await steps(id)).toEqual(['hold', 'settle']);
    expect(await transferRow(id)).toMatchObject({ status: 'SUCCESS' });
    expect(await walletOf(t.app, player.cookie)).toMatchObject({ main: '8500', held: '0' });
  });

  it('bad input and a transfer that is not UNKNOWN change nothing', async () => {
    const { player, id } = await unknownTransfer('error-before-apply', 'OG', 900n);
    const before = await resolveRequests();
    const bad = [
      { outcome: 'MAYBE', reason: 'x' },
      { outcome: 'FAILED', reason: '   ' },
      { outcome: 'FAILED' },
      { outcome: 'SUCCESS', reason: 'x'.repeat(501) },
    ];
    for (const body of bad) {
      const res = await resolve('fin-a', id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await resolve('fin-a', 987_654_321, { outcome: 'FAILED', reason: 'x' })).json(),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await post('fin-a', `${LIST}/abc/resolve`, { outcome: 'FAILED', reason: 'x' })).statusCode,
    ).toBe(400);

    // Settled by the check after the grace period: no longer resolvable by hand.
    clockOffsetMs = PENDING_GRACE_MS + 1000;
    value(await check('fin-a', id));
    const late = await resolve('fin-a', id, { outcome: 'SUCCESS', reason: 'x' });
    expect(late.json()).toMatchObject({ code: 'INVALID_STATE' });

    expect(await resolveRequests()).toBe(before);
    expect(await transferRow(id)).toMatchObject({ status: 'FAILED' });
    expect(await walletOf(t.app, player.cookie)).toMatchObject({ main: '10000', held: '0' });
  });
});

describe('roles', () => {
  const can = (role: string, permission: OperatorPermission) =>
    (DEFAULT_OPERATOR_ROLES[role] ?? []).includes(permission);

  it.each(Object.keys(DEFAULT_OPERATOR_ROLES))(
    '%s: 200 where granted, 403 elsewhere',
    async (role) => {
      const who = `role-${role.toLowerCase()}`;
      const { id } = await unknownTransfer('error-before-apply', 'AG', 700n);
      const requests = await resolveRequests();

      const list = await get(who, LIST, role);
      expect(list.statusCode, 'list').toBe(can(role, 'payments.transfers.read') ? 200 : 403);

      const checked = await check(who, id, role);
      expect(checked.statusCode, 'check').toBe(
        can(role, 'payments.transfers.reconcile') ? 200 : 403,
      );

      const resolved = await resolve(who, id, { outcome: 'FAILED', reason: 'roles' }, role);
      const mayResolve = can(role, 'payments.transfers.reconcile');
      expect(resolved.statusCode, 'resolve').toBe(mayResolve ? 200 : 403);
      expect(await resolveRequests()).toBe(requests + (mayResolve ? 1 : 0));
      // A refused role changed nothing: still UNKNOWN, only what a granted check counted.
      expect(await transferRow(id)).toMatchObject({ status: 'UNKNOWN' });
      expect(await steps(id)).toEqual(['hold']);
    },
  );
});

describe('the books', () => {
  it('balance after everything above', async () => {
    const report = await reconcileLedger(t.app.db, { money: true });
    expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
