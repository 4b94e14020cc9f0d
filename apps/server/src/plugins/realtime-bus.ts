import { RealtimeEventSchema } from '@nova/contracts/api/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { RealtimeMessage } from './realtime-hub.ts';

/** Carries messages to every instance's hub: Redis pub/sub when REDIS_URL is set, else in process. */
export interface RealtimeBus {
  send(message: RealtimeMessage): Promise<void>;
  close(): Promise<void>;
}

const Id = z.number().int().positive();
/** Messages from Redis are parsed like any other input: a bad one is dropped, never delivered. */
const MessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), memberId: Id, event: RealtimeEventSchema }),
  z.object({
    kind: z.literal('end'),
    memberId: Id,
    sessionId: Id.optional(),
    exceptSessionId: Id.optional(),
  }),
]);

export function localBus(deliver: (message: RealtimeMessage) => void): RealtimeBus {
  return {
    async send(message) {
      deliver(message);
    },
    async close() {},
  };
}

/**
 * Every instance subscribes to one channel and delivers what concerns its own sockets; the
 * publishing instance hears its own messages too, so there is one delivery path.
 */
export async function redisBus(
  url: string,
  channel: string,
  deliver: (message: RealtimeMessage) => void,
  log: FastifyBaseLogger,
): Promise<RealtimeBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const onError = (err: Error) => log.warn({ err }, 'realtime redis error');
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const parsed = MessageSchema.safeParse(safeJson(raw));
    if (parsed.success) deliver(parsed.data);
    else log.warn({ channel }, 'realtime message dropped: not a realtime message');
  });
  try {
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    async send(message) {
      await publisher.publish(channel, JSON.stringify(MessageSchema.parse(message)));
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
