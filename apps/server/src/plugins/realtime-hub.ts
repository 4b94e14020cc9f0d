import type { WebSocket } from '@fastify/websocket';
import {
  REALTIME_CLOSE,
  REALTIME_MONEY_EVENTS,
  type RealtimeEvent,
} from '@nova/contracts/api/realtime';

/** One open socket, bound to the session that opened it. */
export interface RealtimeConnection {
  memberId: number;
  sessionId: number;
  /** SHA-256 of the session token, to look the session up again on every ping. */
  tokenHash: string;
  trial: boolean;
  socket: WebSocket;
  /** Cleared on each ping, set by the pong; still false at the next ping: the peer is gone. */
  alive: boolean;
}

/** What travels between instances (Redis) or stays in process. */
export type RealtimeMessage =
  | { kind: 'event'; memberId: number; event: RealtimeEvent }
  | { kind: 'end'; memberId: number; sessionId?: number; exceptSessionId?: number };

/** A client that reads this slowly is not a live balance display any more. */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** The sockets open on this instance, by member; delivers messages to the right ones. */
export class RealtimeHub {
  readonly #byMember = new Map<number, Set<RealtimeConnection>>();

  constructor(private readonly maxPerMember: number) {}

  /** Register a socket; false when the member already holds the maximum. */
  add(connection: RealtimeConnection): boolean {
    const set = this.#byMember.get(connection.memberId) ?? new Set();
    if (set.size >= this.maxPerMember) return false;
    set.add(connection);
    this.#byMember.set(connection.memberId, set);
    return true;
  }

  remove(connection: RealtimeConnection): void {
    const set = this.#byMember.get(connection.memberId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.#byMember.delete(connection.memberId);
  }

  count(memberId: number): number {
    return this.#byMember.get(memberId)?.size ?? 0;
  }

  /** Members with a socket open on this instance. */
  size(): number {
    return this.#byMember.size;
  }

  all(): RealtimeConnection[] {
    return [...this.#byMember.values()].flatMap((set) => [...set]);
  }

  deliver(message: RealtimeMessage): void {
    const set = this.#byMember.get(message.memberId);
    if (!set) return;
    for (const connection of [...set]) {
      if (message.kind === 'event') {
        if (connection.trial && REALTIME_MONEY_EVENTS.has(message.event.type)) continue;
        send(connection, message.event);
      } else if (endsSession(message, connection.sessionId)) {
        endConnection(connection);
      }
    }
  }
}

function endsSession(message: RealtimeMessage & { kind: 'end' }, sessionId: number): boolean {
  if (message.sessionId !== undefined) return message.sessionId === sessionId;
  return message.exceptSessionId !== sessionId;
}

export function send(connection: RealtimeConnection, event: RealtimeEvent): void {
  const { socket } = connection;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(JSON.stringify(event));
}

/** Tell the client its session is over, then close with the code that says "log in again". */
export function endConnection(connection: RealtimeConnection): void {
  send(connection, { type: 'session_ended' });
  if (connection.socket.readyState === connection.socket.OPEN) {
    connection.socket.close(REALTIME_CLOSE.SESSION_ENDED, 'session ended');
  }
}
