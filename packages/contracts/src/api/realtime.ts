import { z } from 'zod/mini';
import { MinorUnitsSchema } from '../money.ts';
import { CrashRoundViewSchema } from './crash-round.ts';

/**
 * The member's real-time event connection (spec §6 "a real-time event connection"; issue 4
 * "Live balance"). A WebSocket on the site's own origin, authenticated by the HttpOnly session
 * cookie; the server pushes events, the client sends nothing (the browser answers pings).
 */
export const REALTIME_PATH = '/wps/realtime';

/** The server pings this often; a connection that missed the previous pong is dropped. */
export const REALTIME_PING_INTERVAL_MS = 25_000;
/** Open connections one member may hold on one server instance (tabs, devices). */
export const REALTIME_MAX_CONNECTIONS_PER_MEMBER = 5;
/** Clients send nothing but pongs; any larger frame closes the connection (1009). */
export const REALTIME_MAX_CLIENT_MESSAGE_BYTES = 1024;

/** Application close codes (4000-4999 are free for applications, RFC 6455 §7.4.2). */
export const REALTIME_CLOSE = {
  /** The session was logged out, revoked, expired or restricted: log in again. */
  SESSION_ENDED: 4401,
  /** The member already holds the maximum number of connections. */
  TOO_MANY_CONNECTIONS: 4429,
} as const;

/** The member's balances changed; amounts are integer minor units (STYLE.md "Money"). */
export const RealtimeBalanceEventSchema = z.object({
  type: z.literal('balance'),
  currency: z.string().check(z.regex(/^[A-Z]{3,8}$/u)),
  balances: z.object({ main: MinorUnitsSchema }),
});

/** This connection's session ended (logout, password change elsewhere, account disabled). */
export const RealtimeSessionEndedEventSchema = z.object({
  type: z.literal('session_ended'),
});

/**
 * Crash (issue 5): broadcast to every connection of the brand on each phase change (BETTING,
 * RUNNING, CRASHED) and on every bet and cash-out. Clients draw the curve from `startedAt`
 * and CRASH_TIMING; the server's clock decides cash-outs.
 */
export const RealtimeCrashEventSchema = z.object({
  type: z.literal('crash'),
  round: CrashRoundViewSchema,
  serverTime: z.string(),
});

export const RealtimeEventSchema = z.discriminatedUnion('type', [
  RealtimeBalanceEventSchema,
  RealtimeSessionEndedEventSchema,
  RealtimeCrashEventSchema,
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeBalanceEvent = z.infer<typeof RealtimeBalanceEventSchema>;

/** Events about money; trial accounts never receive them (SECURITY.md 16). */
export const REALTIME_MONEY_EVENTS: ReadonlySet<RealtimeEvent['type']> = new Set(['balance']);
