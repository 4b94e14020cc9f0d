import * as kyc from '@nova/contracts/api/kyc';
import * as ops from '@nova/contracts/api/ops-kyc';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawRoute, route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { requireRealMember, requireRealMemberId } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import {
  type KycDeps,
  kycOverview,
  readOwnKycFile,
  type StoredKycFile,
  uploadKycDocument,
} from './kyc.service.ts';
import * as review from './kyc-review.service.ts';

/**
 * KYC documents: the member's uploads and the back office's review (issue 14). Encapsulated: the
 * raw png/jpg/pdf parser and its KYC_MAX_BYTES body limit apply to these routes only. The
 * Content-Type only selects the parser; the type stored is the one the bytes prove. Member routes
 * refuse visitors and trial accounts in onRequest, before a byte of the body is read.
 */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    [...kyc.KYC_FILE_TYPES],
    { parseAs: 'buffer', bodyLimit: kyc.KYC_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const deps: KycDeps = { db: app.db, now: app.now };
  const guards = { guards: [requireRealMember] };

  route(
    app,
    kyc.getKyc,
    async ({ request }) => {
      const memberId = await requireRealMemberId(request);
      return kycOverview(app.db, await resolveBrand(request), memberId);
    },
    guards,
  );

  route(
    app,
    kyc.uploadKycDocument,
    async ({ request, query }) => {
      const memberId = await requireRealMemberId(request);
      const brandId = request.member?.brandId as number;
      return uploadKycDocument(deps, { brandId, memberId }, query.kind, request.body);
    },
    guards,
  );

  rawRoute(
    app,
    kyc.getKycDocumentFile,
    async ({ request, reply, params }) => {
      const memberId = await requireRealMemberId(request);
      return sendFile(reply, await readOwnKycFile(app.db, memberId, params.id));
    },
    guards,
  );

  route(app, ops.opsListKycDocuments, async ({ request, query }) =>
    review.listKycDocuments(deps, (await resolveBrand(request)).id, query),
  );

  route(app, ops.opsGetMemberKyc, async ({ request, params }) =>
    review.memberKyc(deps, await resolveBrand(request), params.id),
  );

  // Identity documents are personal data: every operator read is in the audit log.
  rawRoute(app, ops.opsGetKycFile, async ({ request, reply, params }) => {
    const brandId = (await resolveBrand(request)).id;
    const file = await review.readKycFileForOps(deps, brandId, params.id);
    await auditOps(
      request,
      'kyc.file.read',
      { documentId: params.id, memberId: file.memberId },
      { type: 'kyc_document', id: params.id, brandId },
    );
    return sendFile(reply, file);
  });

  route(app, ops.opsApproveKycDocument, async ({ request, params, body }) => {
    const brandId = (await resolveBrand(request)).id;
    const decision = await review.approveKycDocument(deps, brandId, params.id, operatorOf(request));
    await auditOps(
      request,
      'kyc.approve',
      { documentId: params.id, memberId: decision.document.memberId, note: body.note || null },
      { type: 'kyc_document', id: params.id, brandId, ...states(decision) },
    );
    return decision.document;
  });

  route(app, ops.opsRejectKycDocument, async ({ request, params, body }) => {
    const brandId = (await resolveBrand(request)).id;
    const decision = await review.rejectKycDocument(
      deps,
      brandId,
      params.id,
      operatorOf(request),
      body.reason,
    );
    await auditOps(
      request,
      'kyc.reject',
      { documentId: params.id, memberId: decision.document.memberId, reason: body.reason },
      { type: 'kyc_document', id: params.id, brandId, ...states(decision) },
    );
    return decision.document;
  });
}

function states(decision: review.KycDecision) {
  return { before: decision.before, after: decision.document };
}

/**
 * Served so that no browser treats the bytes as anything but this file (SECURITY.md 27): its
 * proven type, nosniff, a CSP that lets a pdf viewer render but nothing run, never cached by a
 * shared cache.
 */
function sendFile(reply: FastifyReply, file: StoredKycFile): FastifyReply {
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .send(file.data);
}
