import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_STATUSES,
  KYC_FILE_TYPES,
  KycDocumentSchema,
  KycFileBodySchema,
  KycOverviewSchema,
} from './kyc.ts';

/** KYC review in the back office (issue 14): the queue, a member's documents, approve, reject. */
const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });

export const OpsKycDocumentSchema = z.extend(KycDocumentSchema, {
  memberId: z.number().check(z.int()),
  account: z.string(),
  /** The operator who reviewed it. */
  reviewedBy: z.nullable(z.string()),
});
export type OpsKycDocument = z.infer<typeof OpsKycDocumentSchema>;

export const opsListKycDocuments = defineEndpoint({
  method: 'GET',
  path: '/ops/kyc/documents',
  summary: 'KYC documents by status (PENDING oldest first, else newest first), keyset paged',
  tags: ['ops'],
  auth: 'operator',
  permission: 'kyc.read',
  query: z.object({
    status: z._default(z.enum(KYC_DOCUMENT_STATUSES), 'PENDING'),
    kind: z.optional(z.enum(KYC_DOCUMENT_KINDS)),
    /** Keyset cursor: the previous page's `next`. */
    after: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
  }),
  response: envelope(
    z.object({
      items: z.array(OpsKycDocumentSchema),
      next: z.nullable(z.number().check(z.int())),
    }),
  ),
});

export const opsGetMemberKyc = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/kyc',
  summary: "A member's verification status and every document they uploaded",
  tags: ['ops'],
  auth: 'operator',
  permission: 'kyc.read',
  params: IdParams,
  response: envelope(
    z.extend(KycOverviewSchema, {
      documents: z.array(OpsKycDocumentSchema),
    }),
  ),
});

export const opsGetKycFile = defineEndpoint({
  method: 'GET',
  path: '/ops/kyc/documents/:id/file',
  summary: 'The bytes of one KYC document (audited read)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'kyc.read',
  params: IdParams,
  response: KycFileBodySchema,
  produces: KYC_FILE_TYPES,
});

export const opsApproveKycDocument = defineEndpoint({
  method: 'POST',
  path: '/ops/kyc/documents/:id/approve',
  summary: 'Approve a pending document (audited)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'kyc.review',
  params: IdParams,
  body: z.object({ note: z.optional(z.string().check(z.trim(), z.maxLength(500))) }),
  response: envelope(OpsKycDocumentSchema),
});

export const opsRejectKycDocument = defineEndpoint({
  method: 'POST',
  path: '/ops/kyc/documents/:id/reject',
  summary: 'Reject a pending document with the reason the player will see (audited)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'kyc.review',
  params: IdParams,
  body: z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) }),
  response: envelope(OpsKycDocumentSchema),
});
