import * as opsMoney from '@nova/contracts/api/ops-money';
import * as payments from '@nova/contracts/api/payments';
import { UPLOAD_MAX_BYTES } from '@nova/contracts/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawRoute, route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { requireRealMember, requireRealMemberId } from '../../plugins/session.ts';
import { readUpload, type StoredImage, storeUpload } from './uploads.service.ts';

/**
 * Proof image uploads (spec §5 "Activity apply / proof", §9; SECURITY.md 27). Encapsulated:
 * the raw image parser and its 5 MB body limit apply to these routes only (the app's default
 * limit stays 256 KB). The Content-Type only selects the parser; the type stored is the one
 * the bytes prove.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    ['image/png', 'image/jpeg'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // requireRealMember runs in onRequest with the contract's guard: a visitor or a trial account
  // is refused before a byte of the (up to 5 MB) body is read (issue 11; decision 023).
  route(
    app,
    payments.uploadProofImage,
    async ({ request }) => {
      const memberId = await requireRealMemberId(request);
      const brandId = request.member?.brandId as number;
      return storeUpload(app.db, { brandId, memberId }, request.body, app.now());
    },
    { guards: [requireRealMember] },
  );

  rawRoute(
    app,
    payments.getUploadImage,
    async ({ request, reply, params }) => {
      const memberId = await requireRealMemberId(request);
      return sendImage(reply, await readUpload(app.db, params.id, memberId));
    },
    { guards: [requireRealMember] },
  );

  // The back office reads proofs of any member (the contract's operator guard).
  rawRoute(app, opsMoney.opsGetUploadImage, async ({ request, reply, params }) => {
    await auditOps(
      request,
      'upload.read',
      { uploadId: params.id },
      { type: 'upload', id: params.id },
    );
    return sendImage(reply, await readUpload(app.db, params.id, undefined));
  });
}

/** Served so that no browser can treat the bytes as anything but this image (SECURITY.md 27). */
function sendImage(reply: FastifyReply, image: StoredImage): FastifyReply {
  return reply
    .header('content-type', image.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, max-age=300')
    .header('content-security-policy', "default-src 'none'")
    .send(image.data);
}
