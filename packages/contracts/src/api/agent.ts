import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * An agent opens a downline account (spec §1 "registering downline accounts", §2
 * registerCenter). The agent chooses the initial password, which may be the site's old default
 * 123456: the account can do nothing but change it at its first login (SECURITY.md "default
 * password"), so the server accepts any 6+ characters here.
 */
export const RegisterDownlineSchema = z.object({
  username: z.string().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9]{5,15}$/)),
  initialPassword: z.string().check(z.minLength(6), z.maxLength(128)),
  nickname: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
  /** 0: member (default), 2: sub-agent. */
  type: z._default(z.union([z.literal(0), z.literal(2)]), 0),
});
export type RegisterDownlineRequest = z.input<typeof RegisterDownlineSchema>;

export const registerDownline = defineEndpoint({
  method: 'PUT',
  path: '/wps/agent/downline',
  summary: 'Open a downline account under the logged-in agent, with an initial password',
  tags: ['agent'],
  auth: 'member',
  body: RegisterDownlineSchema,
  response: envelope(z.object({ id: z.number().check(z.int()), account: z.string() })),
});
