import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schema } from '../client.ts';
import { members } from '../schema/members.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table);
    result[getTableName(table)] = row?.n ?? -1;
  }
  return result;
}

describe('demo seed', () => {
  it('is idempotent: a second run changes no table and rehashes nothing', async () => {
    const before = await counts();
    expect(Object.keys(before)).toHaveLength(14);
    expect(before).toMatchObject({ brands: 1, brand_domains: 4, members: 6 });
    expect(before.vendors).toBeGreaterThan(40);
    const hashes = await t.app.db
      .select({ account: members.account, hash: members.passwordHash })
      .from(members);
    await seedDemo(t.app.db);
    expect(await counts()).toEqual(before);
    const after = await t.app.db
      .select({ account: members.account, hash: members.passwordHash })
      .from(members);
    expect(after).toEqual(hashes);
  });

  it('keeps what an operator changed since', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/region-restriction',
      headers: operatorHeaders(),
      payload: { blockedRanges: ['203.0.113.0/24'] },
    });
    expect(res.statusCode).toBe(200);
    await seedDemo(t.app.db);
    const status = await t.app.inject({ url: '/wps/system/status', remoteAddress: '203.0.113.1' });
    expect(status.json().value.status).toBe(2);
  });

  it('links the downline through parent and path', async () => {
    const rows = await t.app.db
      .select({
        id: members.id,
        account: members.account,
        parentId: members.parentId,
        path: members.path,
      })
      .from(members);
    const by = new Map(rows.map((r) => [r.account, r]));
    const agent = by.get('demoagent');
    expect(agent?.path).toBe(`/${agent?.id}/`);
    for (const account of ['demo2', 'demosub']) {
      const row = by.get(account);
      expect(row?.parentId).toBe(agent?.id);
      expect(row?.path).toBe(`/${agent?.id}/${row?.id}/`);
    }
    expect(by.get('demo')?.parentId).toBeNull();
  });
});
