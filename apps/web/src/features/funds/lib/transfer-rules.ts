import { MAIN_WALLET, type WalletEntry } from './wallets';

export type TransferFieldError =
  | { field: 'to'; key: 'oneSideMain' }
  | { field: 'amount'; key: 'required' | 'invalid' | 'positive' | 'insufficient' }
  | { field: 'amount'; key: 'exceeds'; available: bigint };

export interface TransferDraft {
  from: string;
  to: string;
  amount: string;
}

/**
 * The transfer form's rules (spec §2 transferFund; contracts WalletTransferRequestSchema):
 * exactly one side is the main wallet, the amount is a positive exact decimal at the currency's
 * scale and at most what the source wallet holds. Returns the amount in minor units when valid.
 */
export function checkTransfer(
  draft: TransferDraft,
  entries: readonly WalletEntry[],
  parse: (input: string) => bigint | null,
): { errors: TransferFieldError[]; minor: bigint | null } {
  const errors: TransferFieldError[] = [];
  if ((draft.from === MAIN_WALLET) === (draft.to === MAIN_WALLET)) {
    errors.push({ field: 'to', key: 'oneSideMain' });
  }
  const text = draft.amount.trim();
  const minor = text === '' ? null : parse(text);
  if (text === '') errors.push({ field: 'amount', key: 'required' });
  else if (minor === null) errors.push({ field: 'amount', key: 'invalid' });
  else if (minor <= 0n) errors.push({ field: 'amount', key: 'positive' });
  else {
    const available = entries.find((e) => e.code === draft.from)?.balance ?? 0n;
    if (minor > available) errors.push({ field: 'amount', key: 'exceeds', available });
  }
  return { errors, minor: errors.length === 0 ? minor : null };
}

/** The other side after one select changed: a vendor pairs with MAIN, MAIN with a vendor. */
export function pairedWallet(
  picked: string,
  other: string,
  previous: string,
  entries: readonly WalletEntry[],
): string {
  if (picked !== MAIN_WALLET) return MAIN_WALLET;
  if (other !== MAIN_WALLET) return other;
  if (previous !== MAIN_WALLET) return previous;
  return entries.find((e) => e.code !== MAIN_WALLET)?.code ?? MAIN_WALLET;
}
