import type { FastifyInstance } from 'fastify';
import { gameSessionCache } from '../vendor-wallet/game-session-cache.ts';
import { endGameSessionsOfSiteSession } from './game-sessions.repository.ts';

/**
 * A site session ended (logout): its game sessions end too, so a vendor game still open in a
 * frame or window can place no further bet (SECURITY.md 11, 36; decision 017). This server's
 * cache forgets them at once; other instances within GAME_SESSION_CACHE_MS. Wins and rollbacks
 * of rounds already played are still accepted (SECURITY.md 40).
 */
export async function endGameSessionsOf(
  app: FastifyInstance,
  siteSessionId: number,
): Promise<void> {
  await endGameSessionsOfSiteSession(app.db, siteSessionId, app.now());
  gameSessionCache(app.db).evictSiteSession(siteSessionId);
}
