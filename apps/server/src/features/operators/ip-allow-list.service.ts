import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isIpInRanges, isIpOrCidr } from '../../lib/ip.ts';
import * as repo from './operators-admin.repository.ts';
import type { Actor } from './operators-admin.service.ts';

/**
 * The per-brand operator IP allow-list (issue 13). When it lists anything, operator sign-ins
 * and operator sessions from other addresses are refused (operators.plugin.ts). Service-account
 * keys are machine access from CI and scripts, and are not bound by it. Ranges are read the
 * way region restriction reads them (lib/ip.ts).
 */
export function allowListOf(db: Db, brandId: number): Promise<string[]> {
  return repo.ipAllowList(db, brandId);
}

/** Allowed when the list is empty or the address is in one of its ranges. */
export function isAllowed(cidrs: readonly string[], ip: string): boolean {
  return cidrs.length === 0 || isIpInRanges(ip, cidrs);
}

/**
 * Replace the list. Every entry must parse; an operator's own address must stay allowed, so
 * that nobody locks themself out with one click (a service account may set anything).
 */
export async function setAllowList(
  deps: { db: Db; now: () => Date },
  input: { brandId: number; cidrs: readonly string[]; actor: Actor; actorName: string; ip: string },
) {
  const cidrs = [...new Set(input.cidrs.map((c) => c.trim()))];
  const invalid = cidrs.filter((c) => !isIpOrCidr(c));
  if (invalid.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Not an IP address or CIDR range',
      invalid.map((c) => ({ path: 'body.cidrs', issue: `invalid:${c}` })),
    );
  }
  if (input.actor.kind === 'OPERATOR' && !isAllowed(cidrs, input.ip)) {
    throw new AppError('INVALID_STATE', 'The list would refuse your own address');
  }
  const before = await repo.ipAllowList(deps.db, input.brandId);
  await repo.setIpAllowList(deps.db, input.brandId, cidrs, input.actorName, deps.now());
  return { before, after: cidrs };
}
