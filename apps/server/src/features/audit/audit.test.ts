import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GENESIS_HASH } from './audit.model.ts';
import { formatChainReport } from './audit.service.ts';

// Issue 13 (decision 039): the hash-chained, append-only audit log.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const entry = (action: string, data: Record<string, unknown> = {}) => ({
  actor: 'ops-alice',
  actorKind: 'OPERATOR' as const,
  ip: '203.0.113.7',
  action,
  objectType: 'member',
  objectId: 42,
  before: { locked: false },
  after: { locked: true },
  data,
  requestId: 'req-1',
});

async function execute(app: TestApp, query: ReturnType<typeof sql>) {
  return app.app.db.execute(query).then(
    (result) => ({ ok: true as const, result }),
    (error: Error & { cause?: Error }) => ({
      ok: false as const,
      message: (error.cause ?? error).message,
    }),
  );
}

describe('the audit log', () => {
  it('chains each row to the one before, and verifies', async () => {
    const first = await t.app.audit.record(entry('member.lock'));
    const second = await t.app.audit.record(entry('member.unlock', { reason: 'called in' }));
    expect(second.seq).toBe(first.seq + 1);
    expect(second.prevHash).toBe(first.hash);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.objectId).toBe('42');
    expect(second.data).toEqual({ reason: 'called in' });
    const report = await t.app.audit.verify();
    expect(report).toMatchObject({ ok: true, firstBreak: null });
    expect(report.head).toEqual({ seq: second.seq, hash: second.hash });
    expect(formatChainReport(report)).toContain('chain intact');
  });

  it('numbers and hashes a row itself, whatever the insert says', async () => {
    const before = await t.app.audit.verify();
    const forged = await execute(
      t,
      sql`insert into audit_log (seq, at, actor, actor_kind, action, prev_hash, hash)
          values (999999, '2001-01-01', 'mallory', 'OPERATOR', 'forged', 'x', 'y')
          returning seq, at, prev_hash, hash`,
    );
    expect(forged.ok).toBe(true);
    const [row] = (forged as { result: { rows: Record<string, unknown>[] } }).result.rows;
    expect(Number(row?.seq)).toBe((before.head?.seq ?? 0) + 1);
    expect(row?.prev_hash).toBe(before.head?.hash ?? GENESIS_HASH);
    expect(new Date(row?.at as string).getFullYear()).toBeGreaterThan(2001);
    expect((await t.app.audit.verify()).ok).toBe(true);
  });

  it('refuses updates, deletes and truncation', async () => {
    await t.app.audit.record(entry('member.lock'));
    for (const query of [
      sql`update audit_log set actor = 'someone else'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const result = await execute(t, query);
      expect(result.ok).toBe(false);
      expect((result as { message: string }).message).toContain('audit: the log is append-only');
    }
    expect((await t.app.audit.verify()).ok).toBe(true);
  });

  it('keeps one chain when operators act at the same moment', async () => {
    const start = (await t.app.audit.verify()).head?.seq ?? 0;
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.app.audit.record(entry(`race.${i}`))),
    );
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => start + i + 1),
    );
    expect((await t.app.audit.verify()).ok).toBe(true);
  });

  it('lists newest first with server-side filters and a keyset cursor', async () => {
    for (let i = 0; i < 5; i++) await t.app.audit.record({ ...entry('page.test'), objectId: i });
    const page1 = await t.app.audit.list({ action: 'page.test', limit: 2 });
    expect(page1.map((r) => r.objectId)).toEqual(['4', '3']);
    const page2 = await t.app.audit.list({
      action: 'page.test',
      limit: 2,
      beforeSeq: page1.at(-1)?.seq,
    });
    expect(page2.map((r) => r.objectId)).toEqual(['2', '1']);
    const byObject = await t.app.audit.list({ objectType: 'member', objectId: '3', limit: 10 });
    expect(byObject.every((r) => r.objectId === '3')).toBe(true);
  });

  it('records an operator API action with its object, actor and address', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      payload: { active: false },
      headers: { ...operatorHeaders(), 'x-operator': 'bob' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.audit.list({ action: 'system.maintenance', limit: 1 });
    expect(row).toMatchObject({
      actor: 'operator-token',
      actorKind: 'SERVICE',
      objectType: 'brand',
      data: { claimedOperator: 'bob', setting: { active: false } },
    });
    expect(row?.brandId).toBe(Number(row?.objectId));
    expect(row?.ip).toBeTruthy();
  });
});

describe('GET /ops/audit', () => {
  const get = (url: string, headers: Record<string, string> = operatorHeaders()) =>
    t.app.inject({ method: 'GET', url, headers });

  it('pages the log newest first with filters, and records the read', async () => {
    for (let i = 0; i < 3; i++) await t.app.audit.record({ ...entry('api.page'), objectId: i });
    const first = await get('/ops/audit?action=api.page&limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json().value;
    expect(page.items.map((r: { objectId: string }) => r.objectId)).toEqual(['2', '1']);
    expect(page.items[0]).toMatchObject({ actor: 'ops-alice', actorKind: 'OPERATOR' });
    expect(page.items[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(page.items[0].at).getTime()).not.toBeNaN();
    const next = (await get(`/ops/audit?action=api.page&limit=2&before=${page.nextBefore}`)).json()
      .value;
    expect(next.items.map((r: { objectId: string }) => r.objectId)).toEqual(['0']);
    expect(next.nextBefore).toBeNull();
    const [read] = await t.app.audit.list({ action: 'audit.read', limit: 1 });
    expect(read?.data).toMatchObject({ action: 'api.page', limit: 2 });
  });

  it('refuses a caller without the operator token, and a bad query, changing nothing', async () => {
    const head = (await t.app.audit.verify()).head;
    expect((await get('/ops/audit', {})).statusCode).toBe(401);
    const bad = await get('/ops/audit?limit=100000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await t.app.audit.verify()).head).toEqual(head);
  });
});

describe('a broken chain', () => {
  // Its own database: the rows are tampered with the guard switched off, as someone with the
  // database owner's rights could.
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    for (let i = 0; i < 5; i++) await broken.app.audit.record(entry(`row.${i}`));
  });
  afterAll(() => broken.close());

  const tamper = async (query: ReturnType<typeof sql>) => {
    await broken.app.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await broken.app.db.execute(query);
    } finally {
      await broken.app.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
  };

  it('finds an edited row, a re-hashed row, and a removed row', async () => {
    expect((await broken.app.audit.verify()).ok).toBe(true);

    await tamper(sql`update audit_log set data = '{"reason":"nothing to see"}' where seq = 2`);
    let report = await broken.app.audit.verify();
    expect(report).toMatchObject({ ok: false, firstBreak: { seq: 2, reason: 'HASH' } });
    expect(formatChainReport(report)).toContain('CHAIN BROKEN at seq 2 (HASH)');

    // The forger recomputes row 2's own hash: the next row no longer links to it.
    await tamper(sql`update audit_log a set hash = audit_log_hash(a) where seq = 2`);
    report = await broken.app.audit.verify();
    expect(report.firstBreak).toEqual({ seq: 3, reason: 'LINK' });

    await tamper(sql`update audit_log set hash = 'x' where seq = 1`);
    await tamper(sql`delete from audit_log where seq <= 3`);
    report = await broken.app.audit.verify();
    expect(report.firstBreak).toEqual({ seq: 1, reason: 'GAP' });
  });
});
