import type { WalletBalance } from '@nova/contracts/api/wallet';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fundMain, loggedInMember } from '../../test/accounts.ts';
import {
  clearSandboxFaults,
  planSandboxFaults,
  type SandboxFault,
  sandboxCall,
} from '../../test/vendor-sandbox.ts';
import { playerOf } from './vendor-balances.ts';

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

/** Queues a fault for the next balance call at the sandbox vendor: 'error' (500) or 'timeout'. */
export async function planBalanceFault(
  app: FastifyInstance,
  fault: { kind: 'error' | 'timeout'; delayMs?: number },
): Promise<void> {
  const res = await sandboxCall(app, '/api/faults', { faults: [{ scope: 'balance', ...fault }] });
  if (res.status !== 200) throw new Error(`sandbox faults refused: ${res.status}`);
}

/**
 * The player plays one round at a transfer-mode vendor (the sandbox's sim/transfer-round: a bet
 * from its own wallet and the payout back into it). Returns the vendor-side balance after it.
 */
export async function playAtVendor(
  app: FastifyInstance,
  memberId: number,
  vendor: string,
  stake: bigint,
  win: bigint,
): Promise<bigint> {
  const res = await sandboxCall<{ balance: string }>(app, '/api/sim/transfer-round', {
    vendor,
    player: playerOf(app, memberId),
    stake: stake.toString(),
    win: win.toString(),
  });
  if (res.status !== 200) throw new Error(`sandbox round refused: ${res.status}`);
  return BigInt(res.body.balance);
}
