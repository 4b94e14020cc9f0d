import * as payments from '@nova/contracts/api/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnerBaseUrl } from '../../lib/partner-url.ts';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { siteOrigin } from '../password/site-origin.ts';
import {
  createDeposit,
  type DepositDeps,
  type DepositUrls,
  listMemberDeposits,
  memberDeposit,
  paymentChannelsOf,
} from './deposits.service.ts';
import { gatewayFor } from './gateway.ts';
import { paymentCallbackRoutes } from './payment-callback.routes.ts';

/** Deposits: channels, requests and their status (issue 4; spec §2 depositv2). */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const deps: DepositDeps = {
    db: app.db,
    ledger: app.ledger,
    gateway: (provider) => gatewayFor(app, provider),
    log: app.log,
  };

  route(app, payments.getPaymentChannels, async ({ request }) => {
    await requireRealMemberId(request);
    return paymentChannelsOf(app.db, request.member?.brandId as number);
  });

  route(app, payments.createDeposit, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    const member = { id: memberId, brandId: request.member?.brandId as number };
    return createDeposit(deps, member, body, await depositUrls(app, request, brand), app.now());
  });

  route(app, payments.listDeposits, async ({ request, query }) => {
    const memberId = await requireRealMemberId(request);
    return listMemberDeposits(app.db, memberId, query.pageNo, query.pageSize);
  });

  route(app, payments.getDeposit, async ({ request, params }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    return memberDeposit(deps, memberId, params.reference, brand.currency);
  });

  await app.register(paymentCallbackRoutes);
}

/**
 * The gateway notifies PUBLIC_URL (else this server's own listening address, for development
 * and tests); the member's browser comes back to the deposit page on the site's origin.
 */
async function depositUrls(
  app: FastifyInstance,
  request: FastifyRequest,
  brand: BrandRecord,
): Promise<DepositUrls> {
  const origin = await siteOrigin(request, brand);
  // Only online deposits need it, and without PUBLIC_URL only a listening server has one.
  const notifyBase = () =>
    app.config.publicUrl?.replace(/\/+$/u, '') ??
    partnerBaseUrl(app, { url: undefined, secret: '' }, '');
  return {
    currency: brand.currency,
    notifyUrl: (provider) => `${notifyBase()}/payment/callback/${provider}`,
    returnUrl: (reference) =>
      `${origin}/member?page=depositv2&deposit=${encodeURIComponent(reference)}`,
  };
}
