import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * An agent opens a downline account (spec §1 "registering downline accounts", §2
 * registerCenter). The agent chooses the initial password, which may be the site's old default
 * 123456: the account can do nothing but change it at its first login (SECURITY.md "default
 * password"), so the server accepts any 6+ characters here.
 */
export const RegisterDownlineSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{5,15}$/),
  initialPassword: z.string().min(6).max(128),
  nickname: z.string().trim().min(1).max(32).optional(),
  /** 0: member (default), 2: sub-agent. */
  type: z.union([z.literal(0), z.literal(2)]).default(0),
});
export type RegisterDownlineRequest = z.input<typeof RegisterDownlineSchema>;

export const registerDownline = defineEndpoint({
  method: 'PUT',
  path: '/wps/agent/downline',
  summary: 'Open a downline account under the logged-in agent, with an initial password',
  tags: ['agent'],
  auth: 'member',
  body: RegisterDownlineSchema,
  response: envelope(z.object({ id: z.number().int(), account: z.string() })),
});
