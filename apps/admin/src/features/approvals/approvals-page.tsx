import {
  APPROVAL_STATUSES,
  opsApprove,
  opsListApprovals,
  opsReject,
} from '@nova/contracts/api/ops-approvals';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { ReasonDialog } from '../../components/reason-dialog';
import { Badge, Button, Card, PageHeader, Tabs } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { FourEyesCard } from './four-eyes-card';

type Approval = ValueOf<typeof opsListApprovals>['items'][number];
type Status = (typeof APPROVAL_STATUSES)[number];

const TONE: Record<Status, 'warn' | 'good' | 'bad' | 'neutral'> = {
  PENDING: 'warn',
  APPROVED: 'good',
  REJECTED: 'bad',
  STALE: 'neutral',
};

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** A disputed withdrawal's refund: the withdrawal (a link to the disputed queue) and its sums. */
function RefundOf({ payload, scale }: { payload: Approval['payload']; scale: number }) {
  const { t } = useTranslation();
  return (
    <div className="muted small">
      <Link className="mono" to="/payments/withdrawals?status=DISPUTED">
        {text(payload.reference)}
      </Link>{' '}
      ·{' '}
      {t('approvals.refundOf', {
        paid: money(text(payload.withdrawalAmount), scale),
        received: money(text(payload.receivedAmount), scale),
      })}
    </div>
  );
}

/** The four-eyes queue: a second operator approves or rejects what another requested. */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('PENDING');
  const [deciding, setDeciding] = useState<{ approval: Approval; approve: boolean } | null>(null);
  const list = useKeysetList(['ops', 'approvals', status], (before) =>
    callApi(opsListApprovals, { query: { status, before, limit: 50 } }),
  );
  const scale = operator.brand.currencyScale;
  const columns: ColumnDef<Approval, unknown>[] = [
    { header: '#', accessorKey: 'id', meta: { className: 'num' } },
    {
      header: t('approvals.kind'),
      cell: ({ row }) =>
        t(`approvals.kinds.${row.original.kind}`, { defaultValue: row.original.kind }),
    },
    {
      header: t('approvals.object'),
      cell: ({ row }) => {
        const { objectType, objectId, memberId, account } = row.original;
        const member =
          memberId !== null ? (
            <Link to={`/members/${memberId}`}>{account ?? `#${memberId}`}</Link>
          ) : null;
        if (objectType === 'member') return member;
        return (
          <>
            {member}
            <div className="muted small">
              {t(`approvals.objects.${objectType}`, { defaultValue: objectType })} {objectId}
            </div>
            {row.original.kind === 'WALLET_TRANSFER_RESOLVE' ? (
              <Badge tone="info">
                {t(`approvals.outcomes.${text(row.original.payload.outcome) ?? 'UNKNOWN'}`)}
              </Badge>
            ) : null}
            {row.original.kind === 'WITHDRAWAL_REFUND' ? (
              <RefundOf payload={row.original.payload} scale={scale} />
            ) : null}
          </>
        );
      },
    },
    {
      header: t('approvals.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => {
        const { amount, turnover } = row.original;
        const direction = text(row.original.payload.direction);
        if (!amount) return '—';
        return (
          <>
            <span className={direction === 'DEBIT' ? 'neg' : 'pos'}>
              {direction === 'DEBIT' ? '−' : ''}
              {money(amount, scale)}
            </span>
            {turnover ? (
              <div className={`small ${BigInt(turnover.remaining) > 0n ? 'neg' : 'muted'}`}>
                {BigInt(turnover.remaining) > 0n
                  ? t('approvals.turnoverLeft', { amount: money(turnover.remaining, scale) })
                  : t('payments.turnoverMet')}
              </div>
            ) : null}
          </>
        );
      },
    },
    {
      header: t('approvals.reason'),
      cell: ({ row }) => <span className="clamp">{row.original.reason ?? '—'}</span>,
    },
    {
      header: t('approvals.madeBy'),
      cell: ({ row }) => (
        <>
          {row.original.madeBy}
          <div className="muted small">
            {dateTime(row.original.madeAt, operator.brand.timezone)}
          </div>
        </>
      ),
    },
    {
      header: t('approvals.status'),
      cell: ({ row }) => (
        <>
          <Badge tone={TONE[row.original.status]}>
            {t(`approvals.statuses.${row.original.status}`)}
          </Badge>
          {row.original.checkedBy ? (
            <div className="muted small">
              {row.original.checkedBy} · {dateTime(row.original.checkedAt, operator.brand.timezone)}
            </div>
          ) : null}
          {row.original.note ? <div className="muted small">{row.original.note}</div> : null}
        </>
      ),
    },
    {
      header: t('common.actions'),
      meta: { className: 'actions' },
      cell: ({ row }) => {
        const approval = row.original;
        if (approval.status !== 'PENDING' || !can('approvals.decide')) return null;
        const own = approval.madeBy === operator.name;
        return (
          <span className="row-actions">
            <Button
              size="sm"
              variant="primary"
              disabled={own}
              title={own ? t('approvals.ownRequest') : undefined}
              onClick={() => setDeciding({ approval, approve: true })}
            >
              {t('approvals.approve')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={own}
              title={own ? t('approvals.ownRequest') : undefined}
              onClick={() => setDeciding({ approval, approve: false })}
            >
              {t('approvals.reject')}
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader
        title={t('approvals.title')}
        subtitle={t('approvals.subtitle')}
        actions={<ExportButton path="/ops/approvals" query={{ status }} />}
      />
      <Card>
        <Tabs
          label={t('approvals.status')}
          tabs={APPROVAL_STATUSES.map((key) => ({ key, label: t(`approvals.statuses.${key}`) }))}
          active={status}
          onChange={setStatus}
        />
        <DataTable
          caption={t('approvals.title')}
          columns={columns}
          rowId={(row) => String(row.id)}
          empty={t('approvals.none')}
          {...list}
        />
      </Card>
      <FourEyesCard />
      <ReasonDialog
        open={deciding !== null}
        title={
          deciding?.approve
            ? t('approvals.approveTitle', { id: deciding.approval.id })
            : t('approvals.rejectTitle', { id: deciding?.approval.id })
        }
        description={deciding?.approve ? t('approvals.approveText') : t('approvals.rejectText')}
        confirm={deciding?.approve ? t('approvals.approve') : t('approvals.reject')}
        danger={!deciding?.approve}
        optional={deciding?.approve ?? false}
        onClose={() => setDeciding(null)}
        onConfirm={async (note) => {
          if (!deciding) return;
          const params = { id: deciding.approval.id };
          if (deciding.approve) {
            await callApi(opsApprove, { params, body: note ? { note } : {} });
          } else {
            await callApi(opsReject, { params, body: { note } });
          }
          await queryClient.invalidateQueries({ queryKey: ['ops'] });
        }}
      />
    </>
  );
}
