/**
 * The member's real-time event connection (spec §6; issue 4 "Live balance"): one WebSocket to
 * the site's own origin, authenticated by the HttpOnly session cookie the browser sends with
 * the handshake. It reconnects with exponential backoff and jitter; it knows no feature, the
 * caller decides what an event means.
 */
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeEvent,
  RealtimeEventSchema,
} from '@nova/contracts/api/realtime';

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A connection that stayed up this long was healthy: the next drop starts over at 1 s. */
export const STABLE_CONNECTION_MS = 10_000;

/** The part of the browser WebSocket this module uses; tests pass a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface RealtimeOptions {
  url: string;
  onEvent(event: RealtimeEvent): void;
  /** The socket is open; `resumed` after a drop, when events may have been missed. */
  onOpen?(resumed: boolean): void;
  /**
   * The server ended the session (4401), or an attempt failed before opening (a browser cannot
   * tell a refused upgrade from a network error): the caller should check the session again.
   */
  onSessionInDoubt?(): void;
  createSocket?(url: string): SocketLike;
  random?(): number;
  now?(): number;
}

/** ws: or wss: to the page's own host (the session cookie is only sent same-site). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

/** 1 s, 2 s, 4 s ... capped at 30 s, each drawn from its upper half ("equal jitter"). */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/** Parse one server frame; anything that is not a known event is ignored (forward compatible). */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = RealtimeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Listener = (event: RealtimeEvent) => void;
const listeners = new Map<RealtimeEvent['type'], Set<Listener>>();

/**
 * Listen to one event type on whatever connection is open (the app keeps one per member). A
 * screen that needs live events (the crash game, issue 5) subscribes here instead of opening a
 * second socket; the connection's own `onEvent` handling is unchanged.
 */
export function subscribeRealtime<T extends RealtimeEvent['type']>(
  type: T,
  listener: (event: Extract<RealtimeEvent, { type: T }>) => void,
): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  listeners.set(type, set);
  const wrapped = listener as Listener;
  set.add(wrapped);
  return () => {
    set.delete(wrapped);
  };
}

/** Hand an event to the subscribers of its type (the open connection calls this). */
export function publishRealtimeEvent(event: RealtimeEvent): void {
  for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event);
}

/** Open the connection and keep it open until the returned function is called. */
export function connectRealtime(options: RealtimeOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let everOpened = false;
  let stopped = false;

  function open(): void {
    timer = undefined;
    let openedAt: number | null = null;
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      openedAt = now();
      options.onOpen?.(everOpened);
      everOpened = true;
    };
    current.onmessage = (message) => {
      const event = parseRealtimeEvent(message.data);
      if (!event) return;
      options.onEvent(event);
      publishRealtimeEvent(event);
    };
    current.onclose = (close) => {
      if (stopped || socket !== current) return;
      socket = null;
      if (openedAt !== null && now() - openedAt >= STABLE_CONNECTION_MS) attempt = 0;
      if (openedAt === null || close.code === REALTIME_CLOSE.SESSION_ENDED) {
        options.onSessionInDoubt?.();
      }
      // Over the connection limit: retrying soon would only be refused again.
      const delay =
        close.code === REALTIME_CLOSE.TOO_MANY_CONNECTIONS
          ? RECONNECT_MAX_MS
          : reconnectDelay(attempt, random());
      attempt += 1;
      schedule(delay);
    };
  }

  function schedule(delay: number): void {
    timer = setTimeout(open, delay);
  }

  /** Back online: no reason to sit out the rest of a long backoff. */
  function onOnline(): void {
    if (stopped || timer === undefined) return;
    clearTimeout(timer);
    open();
  }

  open();
  globalThis.addEventListener?.('online', onOnline);
  return () => {
    stopped = true;
    globalThis.removeEventListener?.('online', onOnline);
    if (timer !== undefined) clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000, 'done');
  };
}
