import type { Bank } from '@nova/contracts/api/withdrawals';

/**
 * Banks a payout account can be bound at, for the MYR demo brand (issue 4 "Withdrawals"):
 * Malaysian commercial and Islamic banks by their usual short codes. A static list until the
 * back office manages it per brand.
 */
export const MALAYSIAN_BANKS: readonly Bank[] = [
  { code: 'MBB', name: 'Maybank' },
  { code: 'CIMB', name: 'CIMB Bank' },
  { code: 'PBB', name: 'Public Bank' },
  { code: 'RHB', name: 'RHB Bank' },
  { code: 'HLB', name: 'Hong Leong Bank' },
  { code: 'AMB', name: 'AmBank' },
  { code: 'BIMB', name: 'Bank Islam' },
  { code: 'BSN', name: 'Bank Simpanan Nasional' },
  { code: 'AFFIN', name: 'Affin Bank' },
  { code: 'ALLIANCE', name: 'Alliance Bank' },
  { code: 'BKRM', name: 'Bank Rakyat' },
  { code: 'MUAMALAT', name: 'Bank Muamalat' },
  { code: 'OCBC', name: 'OCBC Bank Malaysia' },
  { code: 'UOB', name: 'UOB Malaysia' },
  { code: 'HSBC', name: 'HSBC Bank Malaysia' },
  { code: 'SCB', name: 'Standard Chartered Malaysia' },
  { code: 'AGRO', name: 'Agrobank' },
];

export function findBank(code: string): Bank | undefined {
  return MALAYSIAN_BANKS.find((bank) => bank.code === code);
}

/** Spec §3 / issue 4: account numbers are shown masked except the last 4 digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(accountNumber.length - 4, 4))}${accountNumber.slice(-4)}`;
}
