/**
 * A statement's amount explained from its own figures (issue 15: "Every statement keeps the
 * figures and formula it was computed from, so an agent can check it"): a dividend is the net
 * loss × the tier's ratio, a percent salary the valid bets × the rate, a fixed salary the tier's
 * amount; nothing when no tier applied.
 */
import type { Statement } from '@nova/contracts/api/agent-contracts';

export type StatementExplanation =
  | { type: 'share'; base: 'netLoss' | 'validBets'; baseMinor: string; ratio: number }
  | { type: 'fixed'; tier: number }
  | { type: 'noTier' }
  | { type: 'noLoss'; baseMinor: string };

export function explainStatement(statement: Statement): StatementExplanation {
  if (statement.tier === null) {
    if (statement.kind === 'DIVIDEND' && BigInt(statement.figures.netLoss) <= 0n) {
      return { type: 'noLoss', baseMinor: statement.figures.netLoss };
    }
    return { type: 'noTier' };
  }
  if (statement.rateType === 'FIXED' && statement.kind !== 'DIVIDEND') {
    return { type: 'fixed', tier: statement.tier };
  }
  const dividend = statement.kind === 'DIVIDEND';
  return {
    type: 'share',
    base: dividend ? 'netLoss' : 'validBets',
    baseMinor: dividend ? statement.figures.netLoss : statement.figures.validBets,
    ratio: statement.ratio,
  };
}

/** What is still owed on a statement (amount − paid, never below zero). */
export function owedOf(statement: Pick<Statement, 'amount' | 'paid'>): bigint {
  const owed = BigInt(statement.amount) - BigInt(statement.paid);
  return owed > 0n ? owed : 0n;
}
