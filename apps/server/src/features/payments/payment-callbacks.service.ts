import type { PaymentCallback } from '@nova/contracts/api/payments';
import type { Db } from '../../db/client.ts';
import { closeUnclaimedDeposit, creditDeposit, type Ledger } from './deposit-credit.ts';
import { findDepositView, recordCallback, setProviderRef } from './payments.repository.ts';

export type CallbackOutcome =
  | 'CREDITED'
  | 'DUPLICATE'
  | 'FAILED_MARKED'
  | 'IGNORED_STALE'
  | 'AMOUNT_MISMATCH'
  | 'UNKNOWN_REFERENCE';

/**
 * A gateway notification whose signature was already verified (decision 013). Every one is
 * recorded with what we made of it (SECURITY.md 29). PAID with the deposit's amount and
 * currency credits it once, also after a FAILED (a real payment wins); FAILED only closes a
 * pending, unclaimed deposit, so a stale FAILED after the credit changes nothing.
 */
export async function handlePaymentCallback(
  db: Db,
  ledger: Ledger,
  provider: string,
  callback: PaymentCallback,
  currency: string,
): Promise<CallbackOutcome> {
  const outcome = await decide(db, ledger, provider, callback, currency);
  await recordCallback(db, {
    provider,
    reference: callback.merchantReference,
    providerRef: callback.txId,
    providerStatus: callback.status,
    signatureValid: true,
    outcome,
    payload: callback,
  });
  return outcome;
}

async function decide(
  db: Db,
  ledger: Ledger,
  provider: string,
  callback: PaymentCallback,
  currency: string,
): Promise<CallbackOutcome> {
  const view = await findDepositView(db, { reference: callback.merchantReference });
  if (!view || view.provider !== provider) return 'UNKNOWN_REFERENCE';
  if (callback.amount !== view.amount.toString() || callback.currency !== currency)
    return 'AMOUNT_MISMATCH';
  await setProviderRef(db, view.id, callback.txId);
  if (callback.status === 'PAID') {
    const result = await creditDeposit(db, ledger, view.id, `gateway:${provider}`, [
      'PENDING',
      'FAILED',
    ]);
    if (result.credited) return 'CREDITED';
    return result.deposit.status === 'APPROVED' ? 'DUPLICATE' : 'IGNORED_STALE';
  }
  if (await closeUnclaimedDeposit(db, view.id, 'FAILED', `gateway:${provider}`, null))
    return 'FAILED_MARKED';
  return view.status === 'FAILED' ? 'DUPLICATE' : 'IGNORED_STALE';
}

/** A notification that failed its signature check: recorded, nothing else (SECURITY.md 38). */
export async function recordRejectedCallback(db: Db, provider: string): Promise<void> {
  await recordCallback(db, { provider, signatureValid: false, outcome: 'REJECTED' });
}
