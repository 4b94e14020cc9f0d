import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SANDBOX_TRANSFER_SECRET } from '../../config.ts';
import { acceptSignedJson } from '../../lib/signed-json.ts';
import { takeSandboxFault } from './sandbox-vendor.faults.ts';
import { applyTransfer, transferStatus, vendorBalance } from './sandbox-vendor.repository.ts';

const Code = z.string().regex(/^[A-Z0-9_]{1,32}$/u);
const Id = z.string().min(1).max(100);
const TransferBody = z.object({
  vendor: Code,
  player: Id,
  txId: Id,
  direction: z.enum(['IN', 'OUT']),
  amount: z.string().regex(/^[1-9]\d{0,15}$/u),
});
const StatusBody = z.object({ vendor: Code, txId: Id });
const BalanceBody = z.object({ vendor: Code, player: Id });

/**
 * The sandbox transfer-mode vendor (DEV_TOOLS only; registered under /sandbox/vendor). It
 * stands in for another company: its own tables, reached only over signed HTTP. Every request
 * must carry `x-timestamp` and `x-signature` (HMAC-SHA256 over `${ts}.${rawBody}`, compared in
 * constant time), checked before the body is read. Its answers are plain JSON, not our envelope.
 */
export async function sandboxVendorRoutes(app: FastifyInstance): Promise<void> {
  const secret = app.config.transferVendor?.secret ?? SANDBOX_TRANSFER_SECRET;
  acceptSignedJson(app, {
    what: 'sandbox vendor request',
    now: app.now,
    secretFor: () => secret,
    refuse: (reason, message) =>
      Object.assign(new Error(message), { statusCode: reason === 'json' ? 400 : 401 }),
    refuseOtherTypes: false,
  });
  app.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({ error: status === 401 ? 'UNAUTHENTICATED' : 'ERROR' });
  });

  app.post('/api/transfer', { schema: { hide: true } }, async (request, reply) => {
    const parsed = TransferBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    const input = { ...parsed.data, amount: BigInt(parsed.data.amount) };
    const fault = takeSandboxFault();
    if (fault?.kind === 'error-before-apply') return reply.code(500).send({ error: 'ERROR' });
    let result = await applyTransfer(app.db, input);
    if (fault) fault.applied = true;
    if (fault?.kind === 'duplicate') result = await applyTransfer(app.db, input);
    if (fault?.kind === 'error-after-apply') return reply.code(500).send({ error: 'ERROR' });
    if (fault?.kind === 'timeout') await sleep(fault.delayMs ?? 6000);
    return { status: result.status, balance: result.balance.toString() };
  });

  app.post('/api/status', { schema: { hide: true } }, async (request, reply) => {
    const parsed = StatusBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    return { status: await transferStatus(app.db, parsed.data) };
  });

  app.post('/api/balance', { schema: { hide: true } }, async (request, reply) => {
    const parsed = BalanceBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    return { balance: (await vendorBalance(app.db, parsed.data)).toString() };
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
