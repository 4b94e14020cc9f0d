import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { IsoDateTimeSchema } from './fields.ts';

/**
 * Development-only endpoints (DEV_TOOLS=1, refused in production): what the development SMS
 * and email providers "sent", and the answer of this client's captcha, so people and automated
 * tests can complete the flows with no real gateway. They do not exist in production.
 */
export const OutboxMessageSchema = z.object({
  id: z.number().check(z.int()),
  channel: z.enum(['SMS', 'EMAIL']),
  destination: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: IsoDateTimeSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const getDevOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only: messages sent to a destination, newest first',
  tags: ['dev'],
  auth: 'none',
  query: z.object({ destination: z.string().check(z.minLength(1), z.maxLength(254)) }),
  response: envelope(z.array(OutboxMessageSchema)),
});

export const getDevCaptcha = defineEndpoint({
  method: 'GET',
  path: '/dev/captcha',
  summary: "Development only: the answer of this client's live captcha",
  tags: ['dev'],
  auth: 'none',
  response: envelope(z.object({ answer: z.nullable(z.string()) })),
});

export const DEV_ENDPOINTS = [getDevOutbox, getDevCaptcha] as const;
