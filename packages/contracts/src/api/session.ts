import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * Session calls (spec §3 "Login payload", "Login response value", "Member info"; §7).
 * The session token is never in a response body: it travels in an HttpOnly cookie
 * (SECURITY.md "Session tokens"; docs/decisions/004).
 */
export const LoginRequestSchema = z.object({
  type: z.literal('username').default('username'),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  captcha: z.string().trim().max(16).optional(),
  /** Which area the login is for: members cannot log in to the agent area and vice versa. */
  area: z.enum(['member', 'agent']).default('member'),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResultSchema = z.object({
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The account may do nothing but change its password (weak or someone else's secret). */
  mustChangePassword: z.boolean(),
  isAgent: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  summary: 'Log in with username and password; sets the session cookie',
  tags: ['session'],
  auth: 'none',
  body: LoginRequestSchema,
  response: envelope(LoginResultSchema),
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'End the session on the server and clear the cookie',
  tags: ['session'],
  auth: 'member',
  response: envelope(z.null()),
});

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Numeric member type: agent types 1, 2, 41, 42; trial 4; member 0. */
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  currency: z.string().length(3),
  language: z.string(),
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
