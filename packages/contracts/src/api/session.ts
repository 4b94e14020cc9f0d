import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * The session every page reads (spec §3 "Member info"; §7): who is logged in, and logout.
 * Logging in is api/login.ts. The session token is never in a response body: it travels in an
 * HttpOnly cookie (SECURITY.md "Session tokens"; docs/decisions/004).
 */
export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'End the session on the server and clear the cookie',
  tags: ['session'],
  auth: 'member',
  response: envelope(z.null()),
});

export const MemberInfoSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  nickname: z.string(),
  /** Numeric member type: agent types 1, 2, 41, 42; trial 4; member 0. */
  type: z.number().check(z.int()),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  currency: z.string().check(z.length(3)),
  language: z.string(),
  /** The session may only change the password (SECURITY.md "default password"). */
  mustChangePassword: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  summary: 'The logged-in member: source of isLogin, isAgent and isTrial',
  tags: ['member'],
  auth: 'member',
  response: envelope(MemberInfoSchema),
});
