import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { IsoDateTimeSchema } from './fields.ts';

/**
 * Identity verification (KYC, issue 14). A player uploads an identity document and a proof of
 * address (png, jpg or pdf, checked by content, at most `KYC_MAX_BYTES`); the back office
 * approves or rejects each with a reason. The brand decides when verification is needed
 * (withdrawals above an amount, deposits beyond a total). Files are never publicly addressable:
 * only their owner and operators with `kyc.read` fetch them, through these endpoints.
 */
export const KYC_DOCUMENT_KINDS = ['IDENTITY', 'ADDRESS'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const KYC_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type KycFileType = (typeof KYC_FILE_TYPES)[number];
/** 8 MB per file (a scanned pdf is larger than a proof photo). */
export const KYC_MAX_BYTES = 8 * 1024 * 1024;

export const KycDocumentSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  mime: z.enum(KYC_FILE_TYPES),
  size: z.number().check(z.int()),
  uploadedAt: IsoDateTimeSchema,
  reviewedAt: z.nullable(IsoDateTimeSchema),
  /** Why it was rejected (shown to the player). */
  reason: z.nullable(z.string()),
});
export type KycDocument = z.infer<typeof KycDocumentSchema>;

/**
 * The member's verification: VERIFIED when the latest identity and address documents are both
 * approved; PENDING while one waits for review; REJECTED when the latest of a kind was
 * rejected; UNVERIFIED before any upload.
 */
export const KYC_STATUSES = ['UNVERIFIED', 'PENDING', 'REJECTED', 'VERIFIED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KycOverviewSchema = z.object({
  status: z.enum(KYC_STATUSES),
  documents: z.array(KycDocumentSchema),
  /** What the brand asks for, so the player sees why verification is needed. */
  requirement: z.object({
    /** Withdrawals above this need verification (minor units); null: none. */
    withdrawalAbove: z.nullable(z.string()),
    /** Deposits beyond this total need verification; null: never. */
    depositsAbove: z.nullable(z.string()),
    /** The member's deposits so far (minor units). */
    depositedTotal: z.string(),
    /** Verification is needed now for further deposits. */
    depositsBlocked: z.boolean(),
  }),
  currency: z.string(),
  scale: z.number().check(z.int(), z.gte(0)),
});
export type KycOverview = z.infer<typeof KycOverviewSchema>;

export const getKyc = defineEndpoint({
  method: 'GET',
  path: '/wps/member/kyc',
  summary: "The member's verification status, documents and what the brand requires",
  tags: ['kyc'],
  auth: 'member',
  response: envelope(KycOverviewSchema),
});

/**
 * Upload one document: the raw png, jpg or pdf bytes as the body with its Content-Type, the kind
 * in the query. Checked by content (magic bytes; images re-encoded, a pdf must parse as one and
 * carry no JavaScript or embedded files), at most KYC_MAX_BYTES.
 */
export const uploadKycDocument = defineEndpoint({
  method: 'POST',
  path: '/wps/member/kyc/documents',
  summary: 'Upload an identity or address document (raw png/jpg/pdf body)',
  tags: ['kyc'],
  auth: 'member',
  query: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) }),
  response: envelope(KycDocumentSchema),
});

export const KycFileBodySchema = z
  .unknown()
  .check(z.meta({ type: 'string', format: 'binary', description: 'The PNG, JPEG or PDF bytes' }));

export const getKycDocumentFile = defineEndpoint({
  method: 'GET',
  path: '/wps/member/kyc/documents/:id',
  summary: "One of the member's own documents (binary)",
  tags: ['kyc'],
  auth: 'member',
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  response: KycFileBodySchema,
  produces: KYC_FILE_TYPES,
});
