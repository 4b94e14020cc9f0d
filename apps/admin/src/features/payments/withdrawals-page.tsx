import {
  opsApproveWithdrawal,
  opsListWithdrawals,
  opsPayWithdrawal,
  opsRejectWithdrawal,
  opsResolveWithdrawal,
} from '@nova/contracts/api/ops-money';
import { WITHDRAWAL_STATUSES } from '@nova/contracts/api/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog';
import { Badge, Button } from '../../components/ui';
import { callApi } from '../../lib/api';
import { money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { PayDialog } from './pay-dialog';
import { usePendingRefunds } from './pending-refunds';
import { QueuePage, queueColumns } from './queue-page';
import { ResolveDialog } from './resolve-dialog';
import type { Withdrawal } from './withdrawal';
import { disputeColumns, withdrawalColumns } from './withdrawal-columns';
import { WithdrawalDetail } from './withdrawal-detail';
import './payments.css';

type Deciding = { withdrawal: Withdrawal; action: 'approve' | 'reject' | 'pay' | 'resolve' };
type Status = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * The withdrawal queue: each request with the member's turnover and recent activity; approve,
 * reject, then pay; a disputed payout is resolved with a refund (above the brand's thresholds
 * each waits for a second operator).
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Withdrawal | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const pendingRefunds = usePendingRefunds();
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
  const actionsOf = (w: Withdrawal) => {
    const waiting = pendingRefunds.get(w.id);
    // A closed withdrawal has nothing to do: no empty footer in its details.
    if (w.status === 'REJECTED' || w.status === 'PAID' || w.status === 'COMPLETED') return null;
    return (
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
        {(w.status === 'PENDING' || w.status === 'APPROVED') &&
        can('payments.withdrawals.decide') ? (
          <Button size="sm" variant="danger" onClick={() => decide(w, 'reject')}>
            {t('payments.reject')}
          </Button>
        ) : null}
        {w.status === 'DISPUTED' && waiting ? (
          <Badge tone="info">{t('disputes.awaiting', { id: waiting.id })}</Badge>
        ) : null}
        {w.status === 'DISPUTED' && !waiting && can('payments.withdrawals.pay') ? (
          <Button size="sm" variant="primary" onClick={() => decide(w, 'resolve')}>
            {t('disputes.resolve')}
          </Button>
        ) : null}
      </span>
    );
  };
  const shared = queueColumns<Withdrawal>(t, scale);
  const actions: ColumnDef<Withdrawal, unknown> = {
    header: t('common.actions'),
    meta: { className: 'actions' },
    cell: ({ row }) => actionsOf(row.original),
  };
  const columnsOf = (status: Status): ColumnDef<Withdrawal, unknown>[] =>
    status === 'DISPUTED'
      ? [
          shared.id,
          shared.reference,
          shared.member,
          shared.amount,
          ...disputeColumns(t, { scale, timezone: tz }, can('payments.proofs.read')),
          actions,
        ]
      : [
          shared.id,
          shared.reference,
          shared.member,
          shared.amount,
          ...withdrawalColumns(t, { scale, timezone: tz }),
          actions,
        ];
  const d = deciding;
  return (
    <QueuePage
      name="withdrawals"
      title={t('payments.withdrawalsTitle')}
      subtitle={t('payments.withdrawalsSubtitle')}
      statuses={WITHDRAWAL_STATUSES}
      fetchPage={(query) => callApi(opsListWithdrawals, { query })}
      columns={columnsOf}
      hint={(status) => (status === 'DISPUTED' ? t('disputes.tabHint') : null)}
      done={done}
      onOpen={setOpen}
    >
      <WithdrawalDetail
        withdrawal={open}
        pending={open ? pendingRefunds.get(open.id) : undefined}
        onClose={() => setOpen(null)}
        actions={open ? actionsOf(open) : null}
      />
      <ReasonDialog
        open={d !== null && (d.action === 'approve' || d.action === 'reject')}
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
      <ResolveDialog
        withdrawal={d?.action === 'resolve' ? d.withdrawal : null}
        onClose={() => setDeciding(null)}
        onResolve={async (body) => {
          if (!d) return;
          const result = await callApi(opsResolveWithdrawal, {
            params: { id: d.withdrawal.id },
            body,
          });
          const reference = d.withdrawal.reference;
          const amount = money(body.refundAmount, scale);
          await afterAction(
            result.approval
              ? t('disputes.refundWaits', { id: result.approval.id, reference, amount })
              : body.refundAmount === '0'
                ? t('disputes.closedNow', { reference })
                : t('disputes.refundedNow', { reference, amount }),
          );
        }}
      />
    </QueuePage>
  );
}
