import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/**
 * Which instance runs a brand's crash engine (decision 018): the holder of a PostgreSQL
 * session advisory lock, taken on a connection of its own (a pooled connection could be
 * closed or reused, silently dropping or sharing a session lock). Losing that connection
 * loses the lock, and the engine stops until it wins the lock again; another instance takes
 * over within one retry. PGlite (no DATABASE_URL) is one process: it always leads.
 */
export interface Lease {
  held(): boolean;
  /** Try to take the lock if not held; true when held afterwards. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/** A stable 32-bit key per brand, in the classid/objid form pg_try_advisory_lock(int, int). */
const LOCK_CLASS = 0x4e6f7661; // 'Nova'

export function crashLease(app: FastifyInstance, brandId: number): Lease {
  const url = app.config.databaseUrl;
  if (!url) return { held: () => true, acquire: async () => true, release: async () => undefined };
  let client: pg.Client | undefined;
  let holding = false;
  const drop = (which = client) => {
    // Only the current connection's loss matters (an old one's late 'end' must not drop a new one).
    if (which !== client) return;
    holding = false;
    client = undefined;
    which?.end().catch(() => undefined);
  };
  return {
    held: () => holding,
    async acquire() {
      if (holding) return true;
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString: url });
          const lost = () => {
            if (fresh === client) app.log.warn({ brandId }, 'crash engine lease connection lost');
            drop(fresh);
          };
          fresh.on('error', lost);
          fresh.on('end', lost);
          client = fresh;
          await fresh.connect();
        }
        const result = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1, $2) as ok',
          [LOCK_CLASS, brandId],
        );
        holding = result.rows[0]?.ok === true;
      } catch (err) {
        app.log.warn({ err, brandId }, 'crash engine lease not taken');
        drop();
      }
      return holding;
    },
    async release() {
      // Unlock explicitly and wait for the connection to close: the server frees a session
      // lock only when it sees the disconnect, so a bare end() would leave it held for a while.
      const current = client;
      if (!current) return;
      if (holding) {
        await current
          .query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, brandId])
          .catch(() => undefined);
      }
      client = undefined;
      holding = false;
      await current.end().catch(() => undefined);
    },
  };
}
