import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { StatusBadge } from '../../components/status-badge';
import { Badge } from '../../components/ui';
import { dateTime, money } from '../../lib/format';
import { shortfallOf } from './dispute';
import { ProofImages } from './proof-images';
import type { Withdrawal } from './withdrawal';

/**
 * The disputed tab's own columns, between the amount and the actions: what the member reports
 * (and the difference), its proof images, when and with what remark, and the payout's bank
 * reference (when it was paid is in the details).
 */
export function disputeColumns(
  t: TFunction,
  brand: { scale: number; timezone: string },
  canSeeProofs: boolean,
): ColumnDef<Withdrawal, unknown>[] {
  const { scale, timezone } = brand;
  return [
    {
      header: t('disputes.reported'),
      cell: ({ row }) => (
        <>
          <Badge tone="warn">{t(`statuses.${row.original.confirmation ?? 'PARTIAL'}`)}</Badge>
          <div className="muted small nowrap">
            {row.original.confirmation === 'NOT_RECEIVED'
              ? t('disputes.nothingReceived')
              : t('disputes.receivedShort', { amount: money(row.original.receivedAmount, scale) })}
          </div>
        </>
      ),
    },
    {
      header: t('disputes.shortfall'),
      meta: { className: 'num' },
      cell: ({ row }) => <strong className="neg">{money(shortfallOf(row.original), scale)}</strong>,
    },
    {
      header: t('disputes.proofs'),
      cell: ({ row }) =>
        canSeeProofs ? <ProofImages ids={row.original.confirmProofUploadIds} /> : '—',
    },
    {
      header: t('disputes.reportedAt'),
      cell: ({ row }) => (
        <>
          <span className="nowrap">{dateTime(row.original.confirmedAt, timezone)}</span>
          {row.original.confirmRemark ? (
            <div className="muted small clamp dispute-remark">{row.original.confirmRemark}</div>
          ) : null}
        </>
      ),
    },
    {
      header: t('payments.payoutReference'),
      cell: ({ row }) => <span className="mono">{row.original.payoutReference ?? '—'}</span>,
    },
  ];
}

/** The other tabs' columns between the amount and the actions: bank, time, status, decider. */
export function withdrawalColumns(
  t: TFunction,
  brand: { scale: number; timezone: string },
): ColumnDef<Withdrawal, unknown>[] {
  const { scale, timezone } = brand;
  return [
    {
      header: t('payments.bank'),
      cell: ({ row }) => (
        <>
          {row.original.bankName}
          <div className="muted small">
            {row.original.accountName} · {row.original.accountNumber}
          </div>
        </>
      ),
    },
    {
      header: t('payments.created'),
      cell: ({ row }) => dateTime(row.original.createdAt, timezone),
    },
    {
      header: t('payments.status'),
      cell: ({ row }) => (
        <>
          <StatusBadge status={row.original.status} />
          {row.original.confirmation ? (
            <div className="small">
              <StatusBadge status={row.original.confirmation} />
            </div>
          ) : null}
          {row.original.refundedAmount && row.original.refundedAmount !== '0' ? (
            <div className="muted small">
              {t('disputes.refundedShort', { amount: money(row.original.refundedAmount, scale) })}
            </div>
          ) : null}
        </>
      ),
    },
    { header: t('history.decidedBy'), cell: ({ row }) => row.original.decidedBy ?? '—' },
  ];
}
