import {
  opsApproveDeposit,
  opsListDeposits,
  opsRejectDeposit,
} from '@nova/contracts/api/ops-money';
import { DEPOSIT_STATUSES } from '@nova/contracts/api/payments';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog';
import { StatusBadge } from '../../components/status-badge';
import { Button } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { ProofImages } from './proof-images';
import { QueuePage, queueColumns } from './queue-page';

type Deposit = ValueOf<typeof opsListDeposits>['items'][number];

/** The deposit queue: manual deposits with their slips inline, approved or rejected here. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ deposit: Deposit; approve: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const scale = operator.brand.currencyScale;
  const shared = queueColumns<Deposit>(t, scale);
  const columns: ColumnDef<Deposit, unknown>[] = [
    shared.id,
    shared.reference,
    shared.member,
    { header: t('payments.channel'), accessorKey: 'channelCode' },
    shared.amount,
    {
      header: t('payments.slip'),
      cell: ({ row }) =>
        can('payments.proofs.read') ? <ProofImages ids={row.original.proofUploadIds} /> : '—',
    },
    { header: t('payments.remark'), cell: ({ row }) => row.original.remark ?? '—' },
    {
      header: t('payments.created'),
      cell: ({ row }) => dateTime(row.original.createdAt, operator.brand.timezone),
    },
    {
      header: t('payments.status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      header: t('common.actions'),
      meta: { className: 'actions' },
      cell: ({ row }) =>
        row.original.status === 'PENDING' && can('payments.deposits.decide') ? (
          <span className="row-actions">
            <Button
              size="sm"
              variant="primary"
              onClick={() => setDeciding({ deposit: row.original, approve: true })}
            >
              {t('payments.approve')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setDeciding({ deposit: row.original, approve: false })}
            >
              {t('payments.reject')}
            </Button>
          </span>
        ) : null,
    },
  ];
  return (
    <QueuePage
      name="deposits"
      title={t('payments.depositsTitle')}
      subtitle={t('payments.depositsSubtitle')}
      statuses={DEPOSIT_STATUSES}
      fetchPage={(query) => callApi(opsListDeposits, { query })}
      columns={columns}
      done={done}
    >
      <ReasonDialog
        open={deciding !== null}
        title={
          deciding
            ? t(deciding.approve ? 'payments.approveDeposit' : 'payments.rejectDeposit', {
                reference: deciding.deposit.reference,
                amount: money(deciding.deposit.amount, scale),
              })
            : ''
        }
        description={
          deciding?.approve ? t('payments.approveDepositText') : t('payments.rejectText')
        }
        confirm={deciding?.approve ? t('payments.approve') : t('payments.reject')}
        danger={!deciding?.approve}
        optional={deciding?.approve ?? false}
        onClose={() => setDeciding(null)}
        onConfirm={async (reason) => {
          if (!deciding) return;
          const params = { id: deciding.deposit.id };
          if (deciding.approve) {
            const result = await callApi(opsApproveDeposit, { params });
            setDone(
              result.approval
                ? t('payments.waitsApproval', { id: result.approval.id })
                : t('payments.depositApproved', { reference: result.deposit.reference }),
            );
          } else {
            await callApi(opsRejectDeposit, { params, body: { reason } });
            setDone(t('payments.rejected', { reference: deciding.deposit.reference }));
          }
          await queryClient.invalidateQueries({ queryKey: ['ops'] });
        }}
      />
    </QueuePage>
  );
}
