import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { crashLease, type Lease } from './crash-lease.ts';

// The lease is a PostgreSQL session advisory lock: needs a server (the shared one by default).
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const app = (databaseUrl: string | undefined) =>
  ({ config: { databaseUrl }, log: pino({ level: 'silent' }) }) as unknown as FastifyInstance;
const brand = 900_000 + Math.floor(Math.random() * 90_000);
const leases: Lease[] = [];
afterAll(async () => {
  await Promise.all(leases.map((l) => l.release()));
});

describe('crash engine lease', () => {
  it('lets one instance lead a brand, and another take over when it goes', async () => {
    const a = crashLease(app(url), brand);
    const b = crashLease(app(url), brand);
    const other = crashLease(app(url), brand + 1);
    leases.push(a, b, other);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await other.acquire()).toBe(true);
    await a.release();
    expect(a.held()).toBe(false);
    expect(await b.acquire()).toBe(true);
  });

  it('always leads on PGlite (one process)', async () => {
    expect(await crashLease(app(undefined), brand).acquire()).toBe(true);
  });
});
