import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { signedVendorPost } from '../features/transfers/vendor-transfer-adapter.ts';

/**
 * Test helpers for the sandbox vendor app (sandbox-api.md): signed calls as this app's merchant
 * (app.config.gameVendorMerchant), its registration and fault injection.
 */
export async function sandboxCall<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const partner = app.config.gameVendor;
  if (!partner?.url) throw new Error('no sandbox vendor configured');
  const url = `${partner.url}${path}`;
  const fields = { merchant: app.config.gameVendorMerchant, ...body };
  const res = await fetch(url, signedVendorPost(url, partner.secret, fields, Date.now()));
  return { status: res.status, body: (await res.json()) as T };
}

/** Registers this (listening) app's wallet API with the sandbox, so it can call back. */
export async function registerWithSandbox(app: FastifyInstance): Promise<void> {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('listen() first: the sandbox calls the wallet API over HTTP');
  const res = await sandboxCall(app, '/api/merchants', {
    walletUrl: `http://127.0.0.1:${address.port}`,
  });
  if (res.status !== 200) throw new Error(`sandbox registration failed: ${res.status}`);
}

export type SandboxFault =
  | {
      scope: 'transfer';
      kind: 'timeout' | 'error-after-apply' | 'error-before-apply' | 'duplicate';
      delayMs?: number;
    }
  | {
      scope: 'callback';
      kind:
        | 'duplicate'
        | 'delay'
        | 'out-of-order'
        | 'timeout'
        | 'rollback-before-bet'
        | 'win-timeout';
      delayMs?: number;
      count?: number;
    };

/** Queues faults for this app's merchant at the sandbox (transfer calls, round callbacks). */
export async function planSandboxFaults(app: FastifyInstance, ...faults: SandboxFault[]) {
  const res = await sandboxCall(app, '/api/faults', { faults });
  if (res.status !== 200) throw new Error(`sandbox faults refused: ${res.status}`);
}

export async function clearSandboxFaults(app: FastifyInstance): Promise<void> {
  await sandboxCall(app, '/api/faults/clear', {});
}
