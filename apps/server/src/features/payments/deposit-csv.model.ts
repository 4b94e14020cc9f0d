import type { OpsDeposit } from '@nova/contracts/api/ops-money';
import type { CsvColumns } from '../../lib/csv-export.ts';

/** A deposit as CSV columns: the queue's export and a member's deposits export. */
export const DEPOSIT_COLUMNS: CsvColumns<OpsDeposit> = [
  ['id', (d) => d.id],
  ['reference', (d) => d.reference],
  ['member_id', (d) => d.memberId],
  ['account', (d) => d.account],
  ['channel', (d) => d.channelCode],
  ['amount_minor', (d) => d.amount],
  ['status', (d) => d.status],
  ['remark', (d) => d.remark],
  ['created_at', (d) => d.createdAt],
];
