import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedHeaders } from '../../lib/hmac-signature.ts';
import type { Logger } from '../../lib/logger.ts';

/**
 * The transfer-mode vendor's API (spec §7 GCS_walletTransfer; decision 015). A call ends in one
 * of three outcomes: SUCCESS, FAILED (a definitive refusal: the vendor did not move the money)
 * or UNKNOWN (timeout, network error, 5xx, an answer we cannot read). UNKNOWN means "maybe":
 * the caller keeps the money held and asks `status` later (SECURITY.md 23).
 */
export type TransferOutcome = 'SUCCESS' | 'FAILED' | 'UNKNOWN';
export type TransferStatus = 'SUCCESS' | 'FAILED' | 'NOT_FOUND' | 'UNKNOWN';

export interface VendorTransferCall {
  vendor: string;
  /** The opaque player id at the vendor (`vendorPlayerId`). */
  player: string;
  /** Our unique, unguessable reference; the vendor is idempotent by (vendor, txId). */
  txId: string;
  amount: bigint;
}

export interface VendorTransferAdapter {
  /** Main wallet -> vendor wallet. */
  deposit(call: VendorTransferCall): Promise<TransferOutcome>;
  /** Vendor wallet -> main wallet. */
  withdraw(call: VendorTransferCall): Promise<TransferOutcome>;
  /** What the vendor knows of txId; UNKNOWN when it did not answer. */
  status(query: { vendor: string; txId: string }): Promise<TransferStatus>;
  /** The player's balance at the vendor, or null when it did not answer. */
  balance(query: { vendor: string; player: string }): Promise<bigint | null>;
}

/**
 * Timeouts of vendor calls; tests shorten them (mutable on purpose, read on every call). A
 * balance question is asked while a person waits (the wallet list, a transfer, a launch), so it
 * gives up sooner: the last known value is shown instead (decision 027).
 */
export const vendorTransferSettings = { timeoutMs: 5000, balanceTimeoutMs: 2000 };

/**
 * The player id the vendor sees: an HMAC of the member id under the vendor secret, so it is
 * stable, says nothing about the account name, and cannot be computed by a third party.
 */
export function vendorPlayerId(secret: string, memberId: number): string {
  return `p${createHmac('sha256', secret).update(`player:${memberId}`).digest('hex').slice(0, 30)}`;
}

/**
 * A signed JSON POST to the vendor platform's own API (sandbox-api.md "Signing"): hex
 * HMAC-SHA256 over `${x-timestamp}.POST ${path}.${raw body}` with our merchant secret there, so
 * a body signed for one endpoint is refused by every other. The platform accepts a signature
 * once (replays refused), so every request carries a fresh `nonce`: two equal calls in the same
 * second (a status poll, a feed pull) are two requests, not a replay.
 */
export function signedVendorPost(
  url: string,
  secret: string,
  fields: Record<string, unknown>,
  nowMs: number,
): RequestInit {
  const raw = JSON.stringify({ ...fields, nonce: randomBytes(12).toString('hex') });
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(secret, `POST ${new URL(url).pathname}.${raw}`, nowMs),
    },
    body: raw,
  };
}

/**
 * The HTTP adapter: signed JSON POSTs to the vendor platform at config transferVendor.url (the
 * sandbox vendor app, apps/vendor-sandbox, in development and tests; sandbox-api.md). Every
 * body names our merchant code there.
 */
export function httpVendorTransferAdapter(app: {
  config: Readonly<Config>;
  log: Logger;
}): VendorTransferAdapter {
  async function call(
    path: string,
    fields: Record<string, string>,
    timeoutMs = vendorTransferSettings.timeoutMs,
  ): Promise<unknown> {
    const partner = app.config.transferVendor;
    try {
      // The routes refuse transfers without a vendor; a call that gets here anyway is UNKNOWN.
      if (!partner?.url)
        throw new AppError('SERVICE_UNAVAILABLE', 'transfer vendor not configured');
      const url = `${partner.url}${path}`;
      const res = await fetch(url, {
        // The wall clock, not app.now(): the vendor checks the timestamp against its own
        // clock (tests move app.now() forward to pass grace periods).
        ...signedVendorPost(
          url,
          partner.secret,
          { merchant: app.config.gameVendorMerchant, ...fields },
          Date.now(),
        ),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) {
        app.log.warn({ path, status: res.status }, 'transfer vendor: non-200 answer');
        return undefined;
      }
      return await res.json();
    } catch (error) {
      app.log.warn({ path, err: error }, 'transfer vendor: no answer');
      return undefined;
    }
  }

  async function transfer(direction: 'IN' | 'OUT', c: VendorTransferCall) {
    const answer = await call('/api/transfer', {
      vendor: c.vendor,
      player: c.player,
      txId: c.txId,
      direction,
      amount: c.amount.toString(),
    });
    const status = (answer as { status?: unknown } | undefined)?.status;
    return status === 'SUCCESS' || status === 'FAILED' ? status : 'UNKNOWN';
  }

  return {
    deposit: (c) => transfer('IN', c),
    withdraw: (c) => transfer('OUT', c),
    async status(q) {
      const answer = await call('/api/status', { vendor: q.vendor, txId: q.txId });
      const status = (answer as { status?: unknown } | undefined)?.status;
      return status === 'SUCCESS' || status === 'FAILED' || status === 'NOT_FOUND'
        ? status
        : 'UNKNOWN';
    },
    async balance(q) {
      const answer = await call(
        '/api/balance',
        { vendor: q.vendor, player: q.player },
        vendorTransferSettings.balanceTimeoutMs,
      );
      const balance = (answer as { balance?: unknown } | undefined)?.balance;
      return typeof balance === 'string' && /^\d{1,19}$/u.test(balance) ? BigInt(balance) : null;
    },
  };
}
