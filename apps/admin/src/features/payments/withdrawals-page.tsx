import {
  opsApproveWithdrawal,
  opsListWithdrawals,
  opsPayWithdrawal,
  opsRejectWithdrawal,
} from '@nova/contracts/api/ops-money';
import { WITHDRAWAL_STATUSES } from '@nova/contracts/api/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog';
import { StatusBadge } from '../../components/status-badge';
import { Button } from '../../components/ui';
import { callApi } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { PayDialog } from './pay-dialog';
import { QueuePage, queueColumns } from './queue-page';
import type { Withdrawal } from './withdrawal';
import { WithdrawalDetail } from './withdrawal-detail';

type Deciding = { withdrawal: Withdrawal; action: 'approve' | 'reject' | 'pay' };

/**
 * The withdrawal queue: each request with the member's turnover and recent activity; approve,
 * reject, then pay (above the brand's threshold each waits for a second operator).
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Withdrawal | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const scale = operator.brand.currencyScale;
  const tz = operator.brand.timezone;
  const afterAction = async (message: string) => {
    setDone(message);
    setOpen(null);
    await queryClient.invalidateQueries({ queryKey: ['ops'] });
  };
  // One dialog at a time: an action chosen in the details closes them.
  const decide = (withdrawal: Withdrawal, action: Deciding['action']) => {
    setOpen(null);
    setDeciding({ withdrawal, action });
  };
  const actionsOf = (w: Withdrawal) => (
    <span className="row-actions">
      {w.status === 'PENDING' && can('payments.withdrawals.decide') ? (
        <Button size="sm" variant="primary" onClick={() => decide(w, 'approve')}>
          {t('payments.approve')}
        </Button>
      ) : null}
      {w.status === 'APPROVED' && can('payments.withdrawals.pay') ? (
        <Button size="sm" variant="primary" onClick={() => decide(w, 'pay')}>
          {t('payments.pay')}
        </Button>
      ) : null}
      {(w.status === 'PENDING' || w.status === 'APPROVED') && can('payments.withdrawals.decide') ? (
        <Button size="sm" variant="danger" onClick={() => decide(w, 'reject')}>
          {t('payments.reject')}
        </Button>
      ) : null}
    </span>
  );
  const shared = queueColumns<Withdrawal>(t, scale);
  const columns: ColumnDef<Withdrawal, unknown>[] = [
    shared.id,
    shared.reference,
    shared.member,
    shared.amount,
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
    { header: t('payments.created'), cell: ({ row }) => dateTime(row.original.createdAt, tz) },
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
        </>
      ),
    },
    { header: t('history.decidedBy'), cell: ({ row }) => row.original.decidedBy ?? '—' },
    {
      header: t('common.actions'),
      meta: { className: 'actions' },
      cell: ({ row }) => actionsOf(row.original),
    },
  ];
  const d = deciding;
  return (
    <QueuePage
      name="withdrawals"
      title={t('payments.withdrawalsTitle')}
      subtitle={t('payments.withdrawalsSubtitle')}
      statuses={WITHDRAWAL_STATUSES}
      fetchPage={(query) => callApi(opsListWithdrawals, { query })}
      columns={columns}
      done={done}
      onOpen={setOpen}
    >
      <WithdrawalDetail
        withdrawal={open}
        onClose={() => setOpen(null)}
        actions={open ? actionsOf(open) : null}
      />
      <ReasonDialog
        open={d !== null && d.action !== 'pay'}
        title={
          d
            ? t(
                d.action === 'approve' ? 'payments.approveWithdrawal' : 'payments.rejectWithdrawal',
                {
                  reference: d.withdrawal.reference,
                  amount: money(d.withdrawal.amount, scale),
                },
              )
            : ''
        }
        description={
          d?.action === 'approve'
            ? t('payments.approveWithdrawalText')
            : t('payments.rejectWithdrawalText')
        }
        confirm={d?.action === 'approve' ? t('payments.approve') : t('payments.reject')}
        danger={d?.action === 'reject'}
        optional={d?.action === 'approve'}
        onClose={() => setDeciding(null)}
        onConfirm={async (reason) => {
          if (!d) return;
          const params = { id: d.withdrawal.id };
          if (d.action === 'approve') {
            const result = await callApi(opsApproveWithdrawal, { params });
            await afterAction(
              result.approval
                ? t('payments.waitsApproval', { id: result.approval.id })
                : t('payments.withdrawalApproved', { reference: d.withdrawal.reference }),
            );
          } else {
            await callApi(opsRejectWithdrawal, { params, body: { reason } });
            await afterAction(t('payments.rejected', { reference: d.withdrawal.reference }));
          }
        }}
      />
      <PayDialog
        withdrawal={d?.action === 'pay' ? d.withdrawal : null}
        onClose={() => setDeciding(null)}
        onPay={async (payoutReference) => {
          if (!d) return;
          const result = await callApi(opsPayWithdrawal, {
            params: { id: d.withdrawal.id },
            body: { payoutReference },
          });
          await afterAction(
            result.approval
              ? t('payments.waitsApproval', { id: result.approval.id })
              : t('payments.withdrawalPaid', { reference: d.withdrawal.reference }),
          );
        }}
      />
    </QueuePage>
  );
}
