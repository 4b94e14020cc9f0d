import { getDevCaptcha, getDevOutbox } from '@nova/contracts/api/dev';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { CAPTCHA_COOKIE, lastIssuedCaptcha } from '../captcha/captcha.service.ts';
import { listOutbox } from './dev.repository.ts';

/**
 * '+60123456789' or an email address (lower-cased). A '+' sent unencoded in a query string
 * arrives as a space, so a bare run of digits is read as an international number.
 */
export function outboxDestination(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return value.toLowerCase();
  return /^\d+$/.test(value) ? `+${value}` : value;
}

/**
 * Development-only endpoints (registered only when config.devTools is on, which production
 * refuses): the development outbox and this client's captcha answer, so people and e2e tests
 * can finish the SMS, email and captcha flows without a real gateway.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  route(app, getDevOutbox, async ({ query }) => {
    const rows = await listOutbox(app.db, outboxDestination(query.destination));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });

  route(app, getDevCaptcha, async ({ request }) => {
    const clientId = request.cookies[CAPTCHA_COOKIE];
    return { answer: clientId ? (lastIssuedCaptcha(clientId) ?? null) : null };
  });
}
