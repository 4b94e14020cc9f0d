import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * GET /wps/captcha (spec §3 "Captcha response": value is a base64 image). The answer is kept
 * server-side, bound to the client by an HttpOnly cookie, single use and expiring; it is never
 * part of any response (SECURITY.md 4).
 */
export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A new captcha image (base64 data URL) bound to this client',
  tags: ['session'],
  auth: 'none',
  response: envelope(z.string().check(z.startsWith('data:image/'))),
});
