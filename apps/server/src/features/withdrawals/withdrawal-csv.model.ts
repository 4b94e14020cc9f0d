import type { OpsWithdrawal } from '@nova/contracts/api/ops-money';
import type { CsvColumns } from '../../lib/csv-export.ts';

/** A withdrawal as CSV columns: the queue's export and a member's withdrawals export. */
export const WITHDRAWAL_COLUMNS: CsvColumns<OpsWithdrawal> = [
  ['id', (w) => w.id],
  ['reference', (w) => w.reference],
  ['member_id', (w) => w.memberId],
  ['account', (w) => w.account],
  ['amount_minor', (w) => w.amount],
  ['status', (w) => w.status],
  ['bank', (w) => w.bankName],
  ['account_name', (w) => w.accountName],
  ['account_number', (w) => w.accountNumber],
  ['confirmation', (w) => w.confirmation],
  ['payout_reference', (w) => w.payoutReference],
  ['decided_by', (w) => w.decidedBy],
  ['created_at', (w) => w.createdAt],
];
