import { randomBytes } from 'node:crypto';

/** A round id unique per vendor (the txIds of its callbacks derive from it). */
export function newRoundId(vendor: string): string {
  return `${vendor}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
}
