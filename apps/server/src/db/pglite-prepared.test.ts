import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrepared } from './pglite-prepared.ts';

/**
 * A fixed statement on PGlite as a named prepared statement (decision 017): the same rows,
 * types and errors as PGlite's own query(), parsed once, safe beside queries and transactions.
 */
let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.exec(`create table t (id bigint primary key, name text, at timestamptz, tags text[],
    data jsonb, flag boolean)`);
});
afterAll(() => db.close());

const INSERT = `insert into t (id, name, at, tags, data, flag)
  select * from unnest($1::bigint[], $2::text[], $3::timestamptz[]) as u(id, name, at)
  cross join (select $4::text[] as tags, $5::jsonb as data, $6::boolean as flag) c
  returning id, name, at, tags, data, flag`;

describe('runPrepared on PGlite', () => {
  it('answers what query() answers, and parses the text once', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const values = [
      [1n, 2n],
      ['a', 'b "quoted", {braced}'],
      [at, at],
      ['x', 'y'],
      { k: [1] },
      true,
    ];
    const prepared = await runPrepared<Record<string, unknown>>(
      db,
      'test_insert_v1',
      INSERT,
      values,
    );
    await db.exec('delete from t');
    const plain = (await db.query<Record<string, unknown>>(INSERT, values)).rows;
    expect(prepared).toEqual(plain);
    expect(prepared[1]).toMatchObject({ id: 2, name: 'b "quoted", {braced}', tags: ['x', 'y'] });
    expect(prepared[0]?.at).toEqual(at);
    const statements = await db.query<{ name: string }>(
      `select name from pg_prepared_statements where name = 'test_insert_v1'`,
    );
    expect(statements.rows).toHaveLength(1);
  });

  it('reports a constraint error with its code and stays usable', async () => {
    await db.exec('delete from t');
    const values = [[7n], ['a'], [new Date()], [], null, false];
    await runPrepared(db, 'test_insert_v1', INSERT, values);
    await expect(runPrepared(db, 'test_insert_v1', INSERT, values)).rejects.toMatchObject({
      code: '23505',
    });
    const again = await runPrepared<{ id: number }>(db, 'test_insert_v1', INSERT, [
      [8n],
      ['b'],
      [new Date()],
      [],
      null,
      null,
    ]);
    expect(again.map((r) => r.id)).toEqual([8]);
  });

  it('waits for a transaction instead of running inside it', async () => {
    await db.exec('delete from t');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query(`insert into t (id, name) values (100, 'in tx')`);
      await held;
      await t.query('select pg_sleep(0)');
      throw new Error('roll back');
    });
    const outside = runPrepared<{ id: number }>(
      db,
      'test_count_v1',
      'select count(*)::int as n from t where id = $1',
      [100],
    );
    release();
    await expect(tx).rejects.toThrow('roll back');
    // It ran after the transaction rolled back: it never saw the uncommitted row.
    expect(await outside).toEqual([{ n: 0 }]);
  });
});
