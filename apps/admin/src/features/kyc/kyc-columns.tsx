import type { OpsKycDocument } from '@nova/contracts/api/ops-kyc';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui';
import { dateTime } from '../../lib/format';
import type { KycAction } from './kyc-decision';
import { DocumentStatusBadge, fileText, kindText } from './kyc-shared';

/** The columns of a list of documents: the queue's (with the member) and a member's panel. */
export function kycColumns(
  t: TFunction,
  options: {
    timeZone: string;
    showMember: boolean;
    /** The reviewer and reason columns (a pending queue has neither). */
    decided: boolean;
    onPreview: (doc: OpsKycDocument) => void;
    /** Absent without kyc.review. */
    onDecide?: ((doc: OpsKycDocument, action: KycAction) => void) | undefined;
  },
): ColumnDef<OpsKycDocument, unknown>[] {
  const { timeZone, onPreview, onDecide } = options;

  const member: ColumnDef<OpsKycDocument, unknown> = {
    header: t('kyc.columns.member'),
    cell: ({ row }) => <Link to={`/members/${row.original.memberId}`}>{row.original.account}</Link>,
  };
  return [
    { header: '#', accessorKey: 'id', meta: { className: 'num' } },
    ...(options.showMember ? [member] : []),
    {
      header: t('kyc.columns.kind'),
      cell: ({ row }) => (
        <span className="kyc-doc">
          {kindText(t, row.original)}
          <span className="muted small">{fileText(t, row.original)}</span>
        </span>
      ),
    },
    {
      header: t('kyc.columns.uploaded'),
      cell: ({ row }) => (
        <span className="kyc-nowrap">{dateTime(row.original.uploadedAt, timeZone)}</span>
      ),
    },
    {
      header: t('kyc.columns.status'),
      cell: ({ row }) => <DocumentStatusBadge status={row.original.status} t={t} />,
    },
    ...(options.decided ? decidedColumns(t, timeZone) : []),
    actions(t, onPreview, onDecide),
  ];
}

function decidedColumns(t: TFunction, timeZone: string): ColumnDef<OpsKycDocument, unknown>[] {
  return [
    {
      header: t('kyc.columns.reviewed'),
      cell: ({ row }) =>
        row.original.reviewedAt ? (
          <span className="kyc-nowrap">
            {t('kyc.reviewedBy', {
              when: dateTime(row.original.reviewedAt, timeZone),
              who: row.original.reviewedBy ?? '—',
            })}
          </span>
        ) : (
          '—'
        ),
    },
    {
      header: t('kyc.columns.reason'),
      cell: ({ row }) => <span className="kyc-reason">{row.original.reason ?? '—'}</span>,
    },
  ];
}

function actions(
  t: TFunction,
  onPreview: (doc: OpsKycDocument) => void,
  onDecide: ((doc: OpsKycDocument, action: KycAction) => void) | undefined,
): ColumnDef<OpsKycDocument, unknown> {
  return {
    header: t('common.actions'),
    meta: { className: 'actions' },
    cell: ({ row }) => {
      const doc = row.original;
      const kind = kindText(t, doc);
      return (
        <span className="row-actions kyc-actions">
          <Button
            size="sm"
            onClick={() => onPreview(doc)}
            aria-label={t('kyc.previewOf', { kind, id: doc.id, account: doc.account })}
          >
            <Eye size={14} aria-hidden="true" /> {t('kyc.preview')}
          </Button>
          {doc.status === 'PENDING' && onDecide ? (
            <>
              <Button size="sm" variant="primary" onClick={() => onDecide(doc, 'approve')}>
                {t('kyc.approve')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => onDecide(doc, 'reject')}>
                {t('kyc.reject')}
              </Button>
            </>
          ) : null}
        </span>
      );
    },
  };
}
