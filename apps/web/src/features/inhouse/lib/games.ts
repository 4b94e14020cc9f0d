import { INHOUSE_GAME_CODES, INHOUSE_STAKE, type InhouseGame } from '@nova/contracts/constants';

/** The in-house game behind a catalogue gameId (INHOUSE-RNG-001 … -005), or null. */
export function gameOfCode(gameCode: string): InhouseGame | null {
  const found = Object.entries(INHOUSE_GAME_CODES).find(([, code]) => code === gameCode);
  return found ? (found[0] as InhouseGame) : null;
}

/** Keep a stake inside the published limits (INHOUSE_STAKE) and, when known, the balance. */
export function clampStake(stake: bigint, balance?: bigint | null): bigint {
  let value = stake;
  if (balance !== undefined && balance !== null && value > balance) value = balance;
  if (value > INHOUSE_STAKE.maxMinor) value = INHOUSE_STAKE.maxMinor;
  if (value < INHOUSE_STAKE.minMinor) value = INHOUSE_STAKE.minMinor;
  return value;
}

/** "1.98" from basis points of the stake (10000 = 1x), integer maths only. */
export function bpsToMultiplier(bps: number): string {
  const hundredths = Math.floor(bps / 100);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** "2.35" from hundredths (crash points and cash-outs). */
export function hundredthsToMultiplier(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A fresh idempotency key for one money request (the server dedupes retries by it). */
export function newRequestId(): string {
  return crypto.randomUUID();
}
