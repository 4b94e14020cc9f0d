import websocket, { type WebSocket } from '@fastify/websocket';
import {
  REALTIME_CLOSE,
  REALTIME_MAX_CLIENT_MESSAGE_BYTES,
  REALTIME_MAX_CONNECTIONS_PER_MEMBER,
  REALTIME_PATH,
  REALTIME_PING_INTERVAL_MS,
  type RealtimeEvent,
  RealtimeEventSchema,
} from '@nova/contracts/api/realtime';
import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { clientIp } from '../lib/ip.ts';
import { localBus, type RealtimeBus, redisBus } from './realtime-bus.ts';
import {
  endConnection,
  type RealtimeConnection,
  RealtimeHub,
  type RealtimeMessage,
  send as sendEvent,
} from './realtime-hub.ts';
import { isSameHost } from './same-origin.ts';
import { findLiveSession } from './session.repository.ts';
import { requireMember, SESSION_COOKIE } from './session.ts';

declare module '../config.ts' {
  interface Config {
    /** Tests shorten the ping and isolate the Redis channel; production keeps the defaults. */
    realtime?: { pingIntervalMs?: number; channel?: string };
  }
}

/** Which sessions' sockets to end: one (logout), all but one (password change), or all. */
export type SessionScope = { sessionId: number } | { exceptSessionId: number } | undefined;

export interface Realtime {
  /** Push an event to every socket of a member, on every instance. Never throws. */
  publish(memberId: number, event: RealtimeEvent): Promise<void>;
  /**
   * Send session_ended and close (4401) the sockets of sessions that just ended. The ping check
   * closes them within one interval anyway; this makes it immediate. Never throws.
   */
  endSessions(memberId: number, scope?: SessionScope): Promise<void>;
  /**
   * false only when no socket of this member can be open anywhere: events go nowhere, so a hot
   * path (a ledger posting) may skip building them. Always true across instances (Redis).
   */
  mayListen(memberId: number): boolean;
  /**
   * false only when no socket can be open anywhere: this instance holds none and there is no
   * other instance to hold one (no Redis). Lets work nobody would see stop (the crash engine
   * idles between rounds).
   */
  anyListener(): boolean;
  /**
   * Call `listener` whenever a socket opens on this instance: work that idles while nobody
   * listens (the crash engine) wakes on it instead of polling anyListener().
   */
  onListener(listener: () => void): void;
  /**
   * Push an event to every socket of the brand (crash rounds: decision 018), on every instance
   * (Redis channel `<channel>:brand`). One brand per deployment, so that is every socket. Never
   * throws.
   */
  broadcast(brandId: number, event: RealtimeEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const DEFAULT_CHANNEL = 'nova:realtime';

/**
 * The member's real-time event connection (spec §6; issue 4 "Live balance"), a WebSocket at
 * REALTIME_PATH. The upgrade is refused unless it comes from this site (SECURITY.md 13:
 * cross-site WebSocket hijacking) with a live, unrestricted session cookie (10-12). Each ping
 * looks the session up again, so a logout or revocation elsewhere ends the socket within one
 * interval. Fan-out across instances: Redis pub/sub when REDIS_URL is set. Decision 012.
 */
export const realtimePlugin = fp(
  async (app) => {
    const options = app.config.realtime ?? {};
    const pingIntervalMs = options.pingIntervalMs ?? REALTIME_PING_INTERVAL_MS;
    const hub = new RealtimeHub(REALTIME_MAX_CONNECTIONS_PER_MEMBER);
    // Read at scrape time only: nothing on the connect and close paths (decision 033).
    app.metrics.countRealtimeConnections(() => hub.all().length);
    const deliver = hub.deliver.bind(hub);
    const bus: RealtimeBus = app.config.redisUrl
      ? await redisBus(app.config.redisUrl, options.channel ?? DEFAULT_CHANNEL, deliver, app.log)
      : localBus(deliver);

    // Brand-wide events travel on their own channel; the message's memberId slot carries the
    // brand id there, and delivery goes to every socket of this instance.
    const deliverToAll = (message: RealtimeMessage) => {
      if (message.kind !== 'event') return;
      for (const connection of hub.all()) sendEvent(connection, message.event);
    };
    const brandBus: RealtimeBus = app.config.redisUrl
      ? await redisBus(
          app.config.redisUrl,
          `${options.channel ?? DEFAULT_CHANNEL}:brand`,
          deliverToAll,
          app.log,
        )
      : localBus(deliverToAll);

    const crossInstance = Boolean(app.config.redisUrl);
    const listenerWatchers = new Set<() => void>();
    app.decorate('realtime', {
      ...createRealtime(app, bus),
      mayListen: (memberId: number) => crossInstance || hub.count(memberId) > 0,
      anyListener: () => crossInstance || hub.size() > 0,
      onListener: (listener: () => void) => {
        listenerWatchers.add(listener);
      },
      broadcast: async (brandId: number, event: RealtimeEvent) => {
        try {
          await brandBus.send({
            kind: 'event',
            memberId: brandId,
            event: RealtimeEventSchema.parse(event),
          });
        } catch (err) {
          app.log.warn({ err }, 'realtime broadcast not sent');
        }
      },
    });
    // Before @fastify/websocket's own preClose, so clients hear "going away" and reconnect.
    app.addHook('preClose', async () => {
      for (const connection of hub.all()) connection.socket.close(1001, 'server shutting down');
    });
    app.addHook('onClose', async () => {
      for (const connection of hub.all()) connection.socket.terminate();
      await bus.close();
      await brandBus.close();
    });

    await app.register(websocket, { options: { maxPayload: REALTIME_MAX_CLIENT_MESSAGE_BYTES } });

    app.get(
      REALTIME_PATH,
      { websocket: true, preHandler: [refuseForeignOrigin, requireLiveMember] },
      (socket, request) => {
        const member = request.member;
        const token = request.cookies[SESSION_COOKIE];
        if (!member || !token) return socket.close(REALTIME_CLOSE.SESSION_ENDED, 'no session');
        const connection: RealtimeConnection = {
          memberId: member.id,
          sessionId: member.sessionId,
          tokenHash: sha256Hex(token),
          trial: member.type === TRIAL_TYPE_ID,
          socket,
          alive: true,
        };
        const log = { memberId: member.id, sessionId: member.sessionId, ip: clientIp(request) };
        if (!hub.add(connection)) {
          request.log.warn({ event: 'realtime_refused', reason: 'too_many', ...log }, 'refused');
          return socket.close(REALTIME_CLOSE.TOO_MANY_CONNECTIONS, 'too many connections');
        }
        request.log.info({ event: 'realtime_connected', ...log }, 'realtime connected');
        for (const listener of listenerWatchers) listener();
        watch(app, connection, pingIntervalMs, () => hub.remove(connection), request);
      },
    );
  },
  { name: 'realtime', dependencies: ['db', 'session', 'context', 'metrics', '@fastify/cookie'] },
);

function createRealtime(
  app: FastifyInstance,
  bus: RealtimeBus,
): Omit<Realtime, 'mayListen' | 'anyListener' | 'onListener' | 'broadcast'> {
  async function send(what: string, work: () => Promise<void>): Promise<void> {
    // A push is a courtesy: the money has moved already, so a Redis hiccup must not fail it.
    try {
      await work();
    } catch (err) {
      app.log.warn({ err }, `realtime ${what} not sent`);
    }
  }
  return {
    publish: (memberId, event) =>
      send('event', () =>
        bus.send({ kind: 'event', memberId, event: RealtimeEventSchema.parse(event) }),
      ),
    endSessions: (memberId, scope) =>
      send('session end', () => bus.send({ kind: 'end', memberId, ...scope })),
  };
}

/** Ping, drop a peer that missed the last pong, and end the socket once its session is over. */
function watch(
  app: FastifyInstance,
  connection: RealtimeConnection,
  intervalMs: number,
  onGone: () => void,
  request: FastifyRequest,
): void {
  const { socket } = connection;
  let checking = false;
  const timer = setInterval(async () => {
    // Closing already (ping would throw); the close handler clears this timer.
    if (!isOpen(socket)) return;
    if (!connection.alive) return socket.terminate();
    connection.alive = false;
    socket.ping();
    if (checking) return;
    checking = true;
    try {
      const live = await sessionStillLive(app, connection);
      if (!live && isOpen(socket)) {
        request.log.info({ event: 'realtime_session_ended', memberId: connection.memberId }, 'end');
        endConnection(connection);
      }
    } catch (err) {
      // The database is unreachable: keep the socket, the next ping asks again.
      request.log.warn({ err }, 'realtime session check failed');
    } finally {
      checking = false;
    }
  }, intervalMs);
  socket.on('pong', () => {
    connection.alive = true;
  });
  // Clients send nothing; anything but a pong is a misbehaving client.
  socket.on('message', () => socket.close(1008, 'clients do not send messages'));
  socket.on('close', (code: number) => {
    clearInterval(timer);
    onGone();
    request.log.info({ event: 'realtime_closed', memberId: connection.memberId, code }, 'closed');
  });
}

async function sessionStillLive(
  app: FastifyInstance,
  connection: RealtimeConnection,
): Promise<boolean> {
  // Not touched: an open tab is not activity, so the idle timeout still applies (SECURITY.md 12).
  const row = await findLiveSession(app.db, connection.tokenHash, app.now());
  return row !== undefined && row.id === connection.sessionId && row.restriction === null;
}

function isOpen(socket: WebSocket): boolean {
  return socket.readyState === socket.OPEN;
}

/**
 * Browsers always send Origin on a WebSocket handshake and never apply CORS to it, so the
 * check is the whole defence against cross-site WebSocket hijacking: no Origin, no socket.
 * Same rule as the same-origin plugin otherwise (Sec-Fetch-Site, or Origin host = Host).
 */
async function refuseForeignOrigin(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  const sameSite = request.headers['sec-fetch-site'] === 'same-origin';
  if (origin !== undefined && (sameSite || isSameHost(origin, request.headers.host))) return;
  request.log.warn(
    { event: 'realtime_refused', reason: 'origin', origin, ip: clientIp(request) },
    'realtime refused',
  );
  throw new AppError('FORBIDDEN', 'Cross-site connection refused');
}

/** requireMember, as every member call: no live session, or a restricted one, no socket. */
async function requireLiveMember(request: FastifyRequest): Promise<void> {
  try {
    await requireMember(request);
  } catch (error) {
    const reason = error instanceof AppError ? error.code : 'error';
    request.log.warn(
      { event: 'realtime_refused', reason, memberId: request.member?.id, ip: clientIp(request) },
      'realtime refused',
    );
    throw error;
  }
}
