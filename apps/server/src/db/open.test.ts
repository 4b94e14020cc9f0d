import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimArrayParsers } from './open.ts';

describe('PGlite array parsers (decision 017, "PGlite")', () => {
  let client: PGlite;
  let catalogArray: string;
  let before: number;

  beforeAll(async () => {
    client = new PGlite();
    const { rows } = await client.query<{ typarray: number }>(
      `select typarray::int as typarray from pg_type where typname = 'pg_class'`,
    );
    catalogArray = String(rows[0]?.typarray);
    before = Object.keys(client.parsers).length;
    await trimArrayParsers(client);
  });

  afterAll(() => client.close());

  it('drops the array parsers of catalog row types', () => {
    expect(before).toBeGreaterThan(200);
    expect(Object.keys(client.parsers).length).toBeLessThan(100);
    expect(catalogArray in client.parsers).toBe(false);
  });

  it('still returns arrays of the scalar types a query of ours may select', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select array[1, 2]::int4[] as ints, array[9007199254740993]::int8[] as bigs,
              array['a', 'b,c']::text[] as texts, array['x']::varchar[] as chars,
              array['00000000-0000-4000-8000-000000000001']::uuid[] as uuids,
              array[true, false] as bools, array['2026-11-29T00:00:00Z']::timestamptz[] as times,
              array['{"a":1}']::jsonb[] as docs, array[1.50]::numeric[] as amounts,
              array[1, 2]::int4[] @> array[1] as contains`,
    );
    const row = rows[0] ?? {};
    expect(row.ints).toEqual([1, 2]);
    expect(row.bigs).toEqual([9_007_199_254_740_993n]);
    expect(row.texts).toEqual(['a', 'b,c']);
    expect(row.chars).toEqual(['x']);
    expect(row.uuids).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect(row.bools).toEqual([true, false]);
    expect(row.times).toEqual([new Date('2026-11-29T00:00:00Z')]);
    expect(row.docs).toEqual([{ a: 1 }]);
    expect(row.amounts).toEqual(['1.50']);
    expect(row.contains).toBe(true);
  });
});
