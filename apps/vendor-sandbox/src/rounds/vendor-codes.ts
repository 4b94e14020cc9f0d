/**
 * The wallet error codes each vendor publishes in its integration guide: the merchant answers a
 * refused callback with `vendorErrorCode` in that vendor's style, and the vendor reads it back
 * to a meaning. The sandbox is another company, so this is its own copy, not our contracts'
 * table; the server suite pins our VENDOR_ERROR_STYLES against it on purpose
 * (apps/server/src/features/vendor-wallet/vendor-error-codes.test.ts), so a mismatch fails a test.
 */
export const WALLET_ERRORS = [
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'SESSION_EXPIRED',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'DUPLICATE_CONFLICT',
  'ROUND_SETTLED',
  'ROUND_ROLLED_BACK',
  'BAD_REQUEST',
  'BET_NOT_FOUND',
  'LIMIT_EXCEEDED',
  'GENERAL',
] as const;
export type WalletError = (typeof WALLET_ERRORS)[number];

export type CodeStyle = 'NUMERIC' | 'SYMBOLIC' | 'HTTPISH';

/** The published codes, by style. */
export const PUBLISHED_ERROR_CODES: Readonly<
  Record<CodeStyle, Readonly<Record<WalletError, string>>>
> = {
  NUMERIC: {
    INSUFFICIENT_FUNDS: '1001',
    INVALID_SIGNATURE: '1002',
    SESSION_EXPIRED: '1003',
    PLAYER_NOT_FOUND: '1004',
    PLAYER_BLOCKED: '1005',
    DUPLICATE_CONFLICT: '1006',
    ROUND_SETTLED: '1007',
    ROUND_ROLLED_BACK: '1008',
    BAD_REQUEST: '1400',
    BET_NOT_FOUND: '1009',
    LIMIT_EXCEEDED: '1010',
    GENERAL: '1999',
  },
  SYMBOLIC: {
    INSUFFICIENT_FUNDS: 'ERR_NO_FUNDS',
    INVALID_SIGNATURE: 'ERR_AUTH',
    SESSION_EXPIRED: 'ERR_SESSION',
    PLAYER_NOT_FOUND: 'ERR_PLAYER',
    PLAYER_BLOCKED: 'ERR_BLOCKED',
    DUPLICATE_CONFLICT: 'ERR_DUP',
    ROUND_SETTLED: 'ERR_ROUND_CLOSED',
    ROUND_ROLLED_BACK: 'ERR_ROUND_VOID',
    BAD_REQUEST: 'ERR_REQUEST',
    BET_NOT_FOUND: 'ERR_NO_BET',
    LIMIT_EXCEEDED: 'ERR_LIMIT',
    GENERAL: 'ERR_GENERAL',
  },
  HTTPISH: {
    INSUFFICIENT_FUNDS: 'E402',
    INVALID_SIGNATURE: 'E401',
    SESSION_EXPIRED: 'E440',
    PLAYER_NOT_FOUND: 'E404',
    PLAYER_BLOCKED: 'E403',
    DUPLICATE_CONFLICT: 'E409',
    ROUND_SETTLED: 'E423',
    ROUND_ROLLED_BACK: 'E410',
    BAD_REQUEST: 'E400',
    BET_NOT_FOUND: 'E424',
    LIMIT_EXCEEDED: 'E429',
    GENERAL: 'E500',
  },
};

/** Which vendors publish which style (the rest publish NUMERIC). */
export const PUBLISHED_STYLE_OF: Readonly<Record<string, CodeStyle>> = {
  PT: 'SYMBOLIC',
  PNG: 'SYMBOLIC',
  MG: 'SYMBOLIC',
  MGS: 'SYMBOLIC',
  EA: 'HTTPISH',
  DG: 'HTTPISH',
  SBT: 'HTTPISH',
  UG: 'HTTPISH',
};

export function codeStyleOf(vendor: string): CodeStyle {
  return PUBLISHED_STYLE_OF[vendor] ?? 'NUMERIC';
}

/** A vendor's code for a meaning. */
export function publishedCode(vendor: string, error: WalletError): string {
  return PUBLISHED_ERROR_CODES[codeStyleOf(vendor)][error];
}

/** The merchant's vendorErrorCode back to its meaning, in this vendor's style (GENERAL if unknown). */
export function errorOfCode(vendor: string, code: unknown): WalletError {
  const style = PUBLISHED_ERROR_CODES[codeStyleOf(vendor)];
  const found = WALLET_ERRORS.find((error) => style[error] === code);
  return found ?? 'GENERAL';
}
