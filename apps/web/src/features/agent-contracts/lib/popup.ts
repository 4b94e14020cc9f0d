/**
 * The contract popup's rules (spec §6 Member "a contract popup"; §4 "Popups: lists show once per
 * session unless a closed flag is stored"): after login an agent is asked about every offer
 * waiting for its answer; "Later" stores the offers' ids in session storage, so they stay hidden
 * for the rest of this session (logout clears session storage) while a new offer still shows.
 */
import {
  CONTRACT_KINDS,
  type Contract,
  type ContractKind,
} from '@nova/contracts/api/agent-contracts';
import type { ConsolidatedFunds } from '@nova/contracts/api/transfers';
import { KIND_FLAG } from './kinds';

export const LATER_STORAGE_KEY = 'contractPopupLater';

/** The kinds whose consolidated flag says an offer waits ('2'): only those are asked. */
export function kindsWaiting(flags: ConsolidatedFunds | undefined): ContractKind[] {
  if (!flags) return [];
  return CONTRACT_KINDS.filter((kind) => flags[KIND_FLAG[kind]] === '2');
}

/** The ids put off with "Later" in this session; anything unreadable counts as none. */
export function readLater(storage: Storage = sessionStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LATER_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function putOffLater(ids: readonly number[], storage: Storage = sessionStorage): void {
  const all = [...new Set([...readLater(storage), ...ids])];
  try {
    storage.setItem(LATER_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage unavailable (private mode quota): the popup closes for this page view only.
  }
}

/** The offers to show: waiting (OFFERED, asked of this agent) and not put off, each once. */
export function offersToShow(
  pending: readonly (Contract | null | undefined)[],
  later: readonly number[],
): Contract[] {
  const seen = new Set<number>();
  return pending.filter((offer): offer is Contract => {
    if (offer?.state !== 'OFFERED' || offer.role !== 'DOWNLINE') return false;
    if (later.includes(offer.id) || seen.has(offer.id)) return false;
    seen.add(offer.id);
    return true;
  });
}
