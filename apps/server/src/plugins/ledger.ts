import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getBrand } from '../features/brand/brand.service.ts';
import type { PostingRequest, PostResult } from '../features/ledger/ledger.model.ts';
import { type LedgerOptions, LedgerService } from '../features/ledger/ledger.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerService;
  }
}

/**
 * A ledger that tells members their new main balance once a posting has committed (issue 4
 * "Live balance", decision 012). The push is fire-and-forget: the caller's answer never waits
 * for it and never fails because of it. A replayed posting (created: false) moved nothing, so
 * it announces nothing.
 */
class AnnouncingLedger extends LedgerService {
  constructor(
    private readonly app: FastifyInstance,
    options: LedgerOptions,
  ) {
    super(app.db, options);
  }

  override post(request: PostingRequest): Promise<PostResult> {
    const posted = super.post(request);
    posted.then(
      (result) => {
        if (result.created) void announceBalances(this.app, result);
      },
      () => undefined,
    );
    return posted;
  }
}

/**
 * Publish {type: 'balance'} for each member MAIN account of a committed posting, unless no
 * socket of that member can be open (one instance, none here): vendor callbacks post for
 * members who are not on the site at all, and building events nobody gets costs throughput.
 */
async function announceBalances(app: FastifyInstance, result: PostResult): Promise<void> {
  // The demo seed posts before the realtime plugin exists: nobody can be listening yet.
  if (!app.hasDecorator('realtime')) return;
  const mains = result.balances.filter(
    (b) => b.account.kind === 'MAIN' && app.realtime.mayListen(b.account.memberId),
  );
  if (mains.length === 0) return;
  try {
    const brand = await getBrand(app.db);
    if (!brand) return;
    await Promise.all(
      mains.map((b) =>
        app.realtime.publish(b.account.memberId, {
          type: 'balance',
          currency: brand.currency,
          balances: { main: b.balance.toString() },
        }),
      ),
    );
  } catch (err) {
    app.log.warn({ err, transferId: result.transferId }, 'balance event not sent');
  }
}

/**
 * The ledger (decision 011): the only way money moves. PGlite has one connection, so one
 * batch is in flight at a time; on PostgreSQL two overlap (one executing while the other waits
 * for its commit to reach the disk), each on its own house shard. More lanes only made the
 * batches smaller: more statements, commits and lock traffic per posting on the same two cores
 * (decision 011, addendum). Before the database closes, queued postings are written (preClose).
 */
export const ledgerPlugin = fp(
  async (app) => {
    const postgres = Boolean(app.config.databaseUrl);
    const ledger = new AnnouncingLedger(app, {
      maxInFlight: postgres ? 2 : 1,
      houseShards: 8,
      onError: (error, context) => app.log.error({ err: error }, context),
      onBatch: app.metrics.onLedgerBatch,
    });
    app.decorate('ledger', ledger);
    app.addHook('preClose', async () => {
      await ledger.close();
    });
  },
  { name: 'ledger', dependencies: ['db', 'metrics'] },
);
