import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * Operator sign-in (issue 13): people who run the brand, separate from members. Username,
 * password and the authenticator's code at once; the session is the `nova_ops` cookie
 * (HttpOnly, SameSite=Strict), which no member route reads.
 */
export const OperatorLoginSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(40)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  totpCode: z.string().check(z.regex(/^\d{6}$/, 'six digits')),
});

/** The brand an operator runs: what the back office needs to show money, times and languages. */
export const OperatorBrandSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencyScale: z.number().check(z.int()),
  timezone: z.string(),
  /** Site language codes (MY, EN, CN, ...), the default first. */
  languages: z.array(z.string()),
});

export const OperatorSelfSchema = z.object({
  kind: z.enum(['OPERATOR', 'SERVICE']),
  name: z.string(),
  displayName: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  brand: OperatorBrandSchema,
});

export const operatorLogin = defineEndpoint({
  method: 'POST',
  path: '/ops/auth/login',
  summary: 'Operator sign-in: username, password and TOTP code',
  tags: ['ops'],
  auth: 'none',
  body: OperatorLoginSchema,
  response: envelope(OperatorSelfSchema),
});

export const operatorSelf = defineEndpoint({
  method: 'GET',
  path: '/ops/auth/me',
  summary: 'The signed-in operator (or service account), its role and permissions',
  tags: ['ops'],
  auth: 'operator',
  permission: 'session.own',
  response: envelope(OperatorSelfSchema),
});

export const operatorLogout = defineEndpoint({
  method: 'POST',
  path: '/ops/auth/logout',
  summary: 'End this operator session',
  tags: ['ops'],
  auth: 'operator',
  permission: 'session.own',
  response: envelope(z.null()),
});
