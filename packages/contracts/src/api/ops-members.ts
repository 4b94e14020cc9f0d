import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * Members as operators see them (issue 13): search, lock and unlock. Not part of the spec's
 * paths: the spec does not show admin functions.
 */
export const OpsMemberSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  nickname: z.string(),
  type: z.number().check(z.int()),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** The member must choose a new password at its next sign-in. */
  mustChangePassword: z.boolean(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});

export const OPS_MEMBER_PAGE_MAX = 100;

export const OpsMemberSearchSchema = z.object({
  /** An account, member id, mobile number (digits), email address or login IP. */
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** Keyset cursor: members with a smaller id (the previous page's `nextBefore`). */
  before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(OPS_MEMBER_PAGE_MAX)), 25),
});

export const opsSearchMembers = defineEndpoint({
  method: 'GET',
  path: '/ops/members',
  summary: 'Find members by account, id, mobile, email or login IP (newest first, keyset)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  query: OpsMemberSearchSchema,
  response: envelope(
    z.object({
      items: z.array(OpsMemberSchema),
      nextBefore: z.nullable(z.number().check(z.int())),
    }),
  ),
});

const MemberIdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
const ReasonBody = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export const opsLockMember = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/lock',
  summary: 'Lock a member: no sign-in, every open session ends',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(OpsMemberSchema),
});

export const opsUnlockMember = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/unlock',
  summary: 'Unlock a member',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(OpsMemberSchema),
});

export const opsEndMemberSessions = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/end-sessions',
  summary: 'End every open session of a member (it signs in again)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(z.object({ endedSessions: z.number().check(z.int()) })),
});

export const opsForcePasswordChange = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/force-password-change',
  summary: 'Make a member choose a new password at its next sign-in; its sessions end',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(OpsMemberSchema),
});
