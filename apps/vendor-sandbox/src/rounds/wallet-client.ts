import { signedHeaders, walletSecret } from '../signature.ts';
import { errorOfCode, type WalletError } from './vendor-codes.ts';

/** One callback to the merchant's wallet API and its answer (status 0: no answer in time). */
export interface WalletCall {
  path: string;
  status: number;
  body: unknown;
}

export interface WalletTarget {
  /** The merchant's base URL; the sandbox appends /vendor/wallet/<op>. */
  walletUrl: string;
  vendor: string;
  /** The key the per-vendor wallet secret is derived from. */
  walletKey: string;
  /** Secrets agreed per vendor; they win over the derived one. */
  walletSecrets?: Readonly<Record<string, string>>;
}

/** How long the sandbox waits for an answer before it treats the call as timed out. */
export const CALLBACK_TIMEOUT_MS = 10_000;

/** A signed POST to /vendor/wallet/<op>; never throws (a network error is status 0). */
export async function sendCallback(
  target: WalletTarget,
  op: 'balance' | 'bet' | 'win' | 'rollback' | 'end-round',
  body: Record<string, unknown>,
  timeoutMs = CALLBACK_TIMEOUT_MS,
): Promise<WalletCall> {
  const path = `/vendor/wallet/${op}`;
  const raw = JSON.stringify(body);
  try {
    const res = await fetch(`${target.walletUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(
          target.walletSecrets?.[target.vendor] ?? walletSecret(target.walletKey, target.vendor),
          raw,
        ),
      },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { path, status: res.status, body: parseJson(text) };
  } catch {
    return { path, status: 0, body: null };
  }
}

/** The merchant's answer, read the way this vendor reads it (its own error style). */
export type Answer =
  | { kind: 'ok'; balance: string | undefined; value: Record<string, unknown> }
  | { kind: 'refused'; error: WalletError }
  | { kind: 'no-answer' };

export function readAnswer(vendor: string, call: WalletCall): Answer {
  const body = call.body as {
    success?: unknown;
    value?: Record<string, unknown>;
    vendorErrorCode?: unknown;
  } | null;
  if (call.status === 0 || call.status >= 500 || !body || typeof body !== 'object') {
    return { kind: 'no-answer' };
  }
  if (body.success === true && body.value && typeof body.value === 'object') {
    const balance = typeof body.value.balance === 'string' ? body.value.balance : undefined;
    return { kind: 'ok', balance, value: body.value };
  }
  // The merchant's vendorErrorCode, read with this vendor's published codes (vendor-codes.ts).
  return { kind: 'refused', error: errorOfCode(vendor, body.vendorErrorCode) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
