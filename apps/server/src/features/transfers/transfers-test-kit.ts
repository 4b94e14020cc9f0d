import type { WalletBalance } from '@nova/contracts/api/wallet';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fundMain, loggedInMember } from '../../test/accounts.ts';
import {
  clearSandboxFaults,
  planSandboxFaults,
  type SandboxFault,
} from '../../test/vendor-sandbox.ts';

/** Test helpers for the transfer suites. */
export interface Player {
  id: number;
  account: string;
  cookie: string;
}

let serial = 0;

/** A fresh logged-in member holding `funds` in the main wallet. */
export async function newPlayer(
  app: FastifyInstance,
  funds = 0n,
  fields: Parameters<typeof loggedInMember>[1] = {},
): Promise<Player> {
  const member = await loggedInMember(app, fields);
  if (funds > 0n) await fundMain(app, member.id, funds);
  return member;
}

export function requestId(): string {
  serial += 1;
  return `req${process.pid}x${serial}x${Date.now()}`;
}

export async function call(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

export async function walletOf(app: FastifyInstance, cookie: string): Promise<WalletBalance> {
  const res = await call(app, cookie, 'GET', '/wps/v2/wallets/balance');
  return res.json().value;
}

/** The vendor wallet amount of a WalletBalance ('0' when absent). */
export function vendorAmount(wallet: WalletBalance, vendor: string): string {
  return wallet.vendors.find((v) => v.vendor === vendor)?.amount ?? '0';
}

type TransferFault = Omit<Extract<SandboxFault, { scope: 'transfer' }>, 'scope'>;

/**
 * Queues a fault for the app's next transfer call at the sandbox vendor app (its signed
 * POST /api/faults, per merchant: sandbox-api.md). The fault kinds are the vendor's:
 * 'timeout', 'error-after-apply', 'error-before-apply', 'duplicate'.
 */
export function planTransferFault(app: FastifyInstance, fault: TransferFault): Promise<void> {
  return planSandboxFaults(app, { scope: 'transfer', ...fault });
}

export function clearTransferFaults(app: FastifyInstance): Promise<void> {
  return clearSandboxFaults(app);
}
