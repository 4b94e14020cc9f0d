import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { PositiveAmountSchema } from './money-fields.ts';

/**
 * Four-eyes on money (issue 13, maker-checker): a money-moving operator action is a pending
 * request; another operator approves or rejects it. Manual credit and debit of a member's
 * main wallet is the first such action.
 */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const ApprovalSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(['MEMBER_ADJUSTMENT']),
  objectType: z.string(),
  objectId: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(APPROVAL_STATUSES),
  madeBy: z.string(),
  madeAt: z.string(),
  checkedBy: z.nullable(z.string()),
  checkedAt: z.nullable(z.string()),
  note: z.nullable(z.string()),
  result: z.nullable(z.record(z.string(), z.unknown())),
});

const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
const Reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

export const opsRequestAdjustment = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/adjustments',
  summary: 'Request a manual credit or debit of a member (needs a second operator)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.adjust',
  params: IdParams,
  body: z.object({
    direction: z.enum(['CREDIT', 'DEBIT']),
    amount: PositiveAmountSchema,
    reason: Reason,
  }),
  response: envelope(ApprovalSchema),
});

export const opsListApprovals = defineEndpoint({
  method: 'GET',
  path: '/ops/approvals',
  summary: 'Four-eyes requests by status (default PENDING), newest first, keyset',
  tags: ['ops'],
  auth: 'operator',
  permission: 'approvals.read',
  query: z.object({
    status: z._default(z.enum(APPROVAL_STATUSES), 'PENDING'),
    before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  }),
  response: envelope(
    z.object({ items: z.array(ApprovalSchema), nextBefore: z.nullable(z.number().check(z.int())) }),
  ),
});

export const opsApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/approvals/:id/approve',
  summary: 'Approve a request made by another operator; it is re-checked and carried out',
  tags: ['ops'],
  auth: 'operator',
  permission: 'approvals.decide',
  params: IdParams,
  body: z.object({ note: z.optional(Reason) }),
  response: envelope(ApprovalSchema),
});

export const opsReject = defineEndpoint({
  method: 'POST',
  path: '/ops/approvals/:id/reject',
  summary: 'Reject a request made by another operator',
  tags: ['ops'],
  auth: 'operator',
  permission: 'approvals.decide',
  params: IdParams,
  body: z.object({ note: Reason }),
  response: envelope(ApprovalSchema),
});
