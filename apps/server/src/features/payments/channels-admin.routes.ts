import * as ops from '@nova/contracts/api/ops-payment-settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { bankList } from '../withdrawals/bank-accounts.service.ts';
import * as service from './channels-admin.service.ts';
import { GATEWAY_PROVIDERS, gatewayFor } from './gateway.ts';

/**
 * Deposit channels and receiving banks in the back office (issue 13): read with
 * payments.channels.read, written with payments.channels.manage. Every write is audited
 * (`payments.channel.create|update`, `payments.bank.create|update`) with before and after, and
 * answers the channel as it now is, with its banks.
 */
export async function channelsAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.ChannelsAdminDeps = {
    db: app.db,
    providers: [
      { kind: 'MANUAL_BANK', provider: ops.MANUAL_PROVIDER, ready: true },
      ...GATEWAY_PROVIDERS.map((provider) => ({
        kind: 'ONLINE' as const,
        provider,
        ready: gatewayFor(app, provider) !== undefined,
      })),
    ],
    banks: bankList(),
  };

  async function audited<S>(
    request: FastifyRequest,
    action: string,
    type: 'payment_channel' | 'payment_receiving_bank',
    brandId: number,
    change: service.Change<S>,
  ) {
    await auditOps(
      request,
      action,
      { channel: change.channel.code },
      { type, id: change.id, brandId, before: change.before, after: change.after },
    );
    return change.channel;
  }

  route(app, ops.opsListPaymentChannels, async ({ request }) =>
    service.paymentSettings(deps, (await resolveBrand(request)).id),
  );

  route(app, ops.opsCreatePaymentChannel, async ({ request, body }) => {
    const { id } = await resolveBrand(request);
    const change = await service.createChannel(deps, id, body);
    return audited(request, 'payments.channel.create', 'payment_channel', id, change);
  });

  route(app, ops.opsUpdatePaymentChannel, async ({ request, params, body }) => {
    const { id } = await resolveBrand(request);
    const change = await service.updateChannel(deps, id, params.id, body);
    return audited(request, 'payments.channel.update', 'payment_channel', id, change);
  });

  route(app, ops.opsCreateReceivingBank, async ({ request, params, body }) => {
    const { id } = await resolveBrand(request);
    const change = await service.addBank(deps, id, params.id, body);
    return audited(request, 'payments.bank.create', 'payment_receiving_bank', id, change);
  });

  route(app, ops.opsUpdateReceivingBank, async ({ request, params, body }) => {
    const { id } = await resolveBrand(request);
    const change = await service.updateBank(deps, id, params.id, body);
    return audited(request, 'payments.bank.update', 'payment_receiving_bank', id, change);
  });
}
