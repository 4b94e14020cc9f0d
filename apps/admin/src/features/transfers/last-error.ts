import type { TFunction } from 'i18next';

/**
 * The server stores why a transfer is still open, or why it failed, as a short English phrase
 * (wallet-transfers.service.ts, wallet-transfers.reconcile.ts, wallet-transfer-resolve.service.ts):
 * a closed set, each shown here in the operator's language. An unforeseen phrase is shown as is.
 */
const KNOWN: Record<string, string> = {
  'no definitive answer from the vendor': 'noAnswer',
  'status check: no answer': 'checkNoAnswer',
  'status check: not found yet': 'notFoundYet',
  'refused by the vendor': 'refused',
  'not found at the vendor': 'notFound',
  INSUFFICIENT_FUNDS: 'insufficient',
  'nothing booked': 'nothingBooked',
};
const BY_HAND = /^resolved by hand \(approval #(\d+)\)$/u;

export function lastErrorText(t: TFunction, text: string | null): string | null {
  if (text === null) return null;
  const key = KNOWN[text];
  if (key) return t(`transfers.lastErrors.${key}`);
  const byHand = BY_HAND.exec(text);
  if (byHand) return t('transfers.lastErrors.resolvedByHand', { id: byHand[1] });
  return text;
}
