import type { Db } from '../../db/client.ts';
import { sumCreditedDeposits } from './payments.repository.ts';

/**
 * A member's deposits so far, for other features (the KYC gate: deposits beyond the brand's
 * total need verification, issue 14). A module of its own, importing nothing but the repository:
 * the deposit flow calls the KYC gate, and the gate reads this, with no import cycle between
 * them (decision 031).
 */
export function creditedDepositsTotal(db: Db, memberId: number): Promise<bigint> {
  return sumCreditedDeposits(db, memberId);
}

/** Credited deposits and those still pending (which may yet be credited): what a gate counts. */
export function depositsInFlightTotal(db: Db, memberId: number): Promise<bigint> {
  return sumCreditedDeposits(db, memberId, ['APPROVED', 'PENDING']);
}
