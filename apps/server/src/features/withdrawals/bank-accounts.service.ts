import type { Bank, BankAccount } from '@nova/contracts/api/withdrawals';
import { AppError } from '../../lib/app-error.ts';
import type { ReauthDeps } from '../password/password-rules.ts';
import { verifyCurrentPassword } from '../password/password-rules.ts';
import * as repo from './bank-accounts.repository.ts';
import { findBank, MALAYSIAN_BANKS, maskAccountNumber } from './banks.ts';

/** What binding and listing payout accounts need, built once in the routes (decision 031). */
export type BankAccountDeps = ReauthDeps;

/** The brand's bank list: payout accounts, and the brand's own receiving accounts (payments). */
export function bankList(): readonly Bank[] {
  return MALAYSIAN_BANKS;
}

export function toBankAccount(row: repo.BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBankAccounts(
  deps: BankAccountDeps,
  memberId: number,
): Promise<BankAccount[]> {
  return (await repo.listBankAccounts(deps.db, memberId)).map(toBankAccount);
}

/**
 * Bind a payout account (issue 4 "Withdrawals"): only in the member's bound real name (the
 * name never comes from the client), after fresh authentication with the login password
 * (SECURITY.md 14), at most MAX_BANK_ACCOUNTS, no duplicates.
 */
export async function bindBankAccount(
  deps: BankAccountDeps,
  memberId: number,
  input: { bankCode: string; accountNumber: string; password: string },
): Promise<BankAccount> {
  const bank = findBank(input.bankCode);
  if (!bank) {
    throw new AppError('VALIDATION_FAILED', 'unknown bank', [
      { path: 'body.bankCode', issue: 'unknown' },
    ]);
  }
  const profile = await repo.findMoneyProfile(deps.db, memberId);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  if (!profile.realName) throw new AppError('REAL_NAME_REQUIRED');
  await verifyCurrentPassword(deps, memberId, input.password);
  const outcome = await repo.insertBankAccount(deps.db, {
    brandId: profile.brandId,
    memberId,
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: input.accountNumber,
    accountName: profile.realName,
  });
  if ('refused' in outcome) {
    throw new AppError(
      'CONFLICT',
      outcome.refused === 'LIMIT' ? 'bank account limit reached' : 'account already bound',
      [{ path: 'body.accountNumber', issue: outcome.refused === 'LIMIT' ? 'limit' : 'duplicate' }],
    );
  }
  return toBankAccount(outcome.row);
}
