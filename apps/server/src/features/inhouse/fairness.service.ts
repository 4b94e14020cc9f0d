import { randomBytes } from 'node:crypto';
import type { Fairness } from '@nova/contracts/api/inhouse';
import { serverSeedHash } from '@nova/games-math/fair';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  activePair,
  commitNextSeed,
  insertPair,
  lastRevealedPair,
  rotatePair,
  type SeedRow,
} from './inhouse.repository.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export interface FairnessDeps {
  db: Db;
  now: () => Date;
}

/**
 * The member's provably fair seed pair (SECURITY.md 30, decision 018): the server seed is 32
 * CSPRNG bytes, committed by its SHA-256 before any round uses it, and never leaves the server
 * while the pair is ACTIVE. Rotating reveals it, so every round of the pair can be recomputed.
 * The NEXT pair's server seed is drawn and committed (nextServerSeedHash) one pair ahead, before
 * the player names the client seed it will be used with (review #8).
 */
const drawSeed = () => randomBytes(32).toString('hex');

function newPair(brandId: number, memberId: number, clientSeed?: string, serverSeed = drawSeed()) {
  const nextServerSeed = drawSeed();
  return {
    brandId,
    memberId,
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
    nextServerSeed,
    nextServerSeedHash: serverSeedHash(nextServerSeed),
  };
}

/** The ACTIVE pair with its next seed committed, created on first use (one insert wins). */
export async function ensurePair(
  deps: FairnessDeps,
  brandId: number,
  memberId: number,
): Promise<SeedRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await activePair(deps.db, memberId);
    if (found?.nextServerSeed) return found;
    if (found) {
      // A pair made before the next seed was pre-committed: commit one now (one writer wins).
      const next = drawSeed();
      await commitNextSeed(deps.db, found.id, next, serverSeedHash(next));
      continue;
    }
    const inserted = await insertPair(deps.db, newPair(brandId, memberId));
    if (inserted) return inserted;
  }
  throw new AppError('SERVICE_UNAVAILABLE', 'no active seed pair');
}

export async function fairnessOf(
  deps: FairnessDeps,
  brandId: number,
  memberId: number,
): Promise<Fairness> {
  const current = await ensurePair(deps, brandId, memberId);
  const previous = await lastRevealedPair(deps.db, memberId);
  // ensurePair returns only pairs whose next seed is committed.
  if (!current.nextServerSeedHash) throw new AppError('SERVICE_UNAVAILABLE', 'no next seed');
  return {
    nextServerSeedHash: current.nextServerSeedHash,
    current: {
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      nonce: current.nextNonce,
    },
    previous: previous
      ? {
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          nonce: previous.nextNonce,
          serverSeed: previous.serverSeed,
        }
      : null,
  };
}

/** Reveal the current pair and start the next; SEED_IN_USE while a mines round is open on it. */
export async function rotate(
  deps: FairnessDeps,
  brandId: number,
  memberId: number,
  clientSeed: string | undefined,
): Promise<Fairness> {
  await ensurePair(deps, brandId, memberId);
  // The new pair's server seed is the one committed as next, paired with the player's seed.
  const result = await rotatePair(
    deps.db,
    memberId,
    (locked) => newPair(brandId, memberId, clientSeed, locked.nextServerSeed ?? undefined),
    deps.now(),
  );
  if (result === 'IN_USE')
    throw new AppError('SEED_IN_USE', 'a mines round is open on this seed pair');
  return fairnessOf(deps, brandId, memberId);
}
