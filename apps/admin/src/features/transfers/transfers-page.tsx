import { opsReconcileTransfers } from '@nova/contracts/api/ops-money';
import {
  type OpsHeldTransfer,
  opsCheckWalletTransfer,
  opsListWalletTransfers,
} from '@nova/contracts/api/ops-transfers';
import { getMerchantWallets, type WALLET_TRANSFER_STATUSES } from '@nova/contracts/api/transfers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { StatusBadge } from '../../components/status-badge';
import { Badge, Button, Card, Notice, PageHeader, Tabs } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { lastErrorText } from './last-error';
import { ResolveDialog } from './resolve-dialog';
import { Route } from './transfer-route';
import './transfers.css';

type Status = (typeof WALLET_TRANSFER_STATUSES)[number];
/** UNKNOWN first: the held ones are what this screen is for. */
const TABS: readonly Status[] = ['UNKNOWN', 'PENDING', 'SUCCESS', 'FAILED'];
const OPEN: readonly Status[] = ['UNKNOWN', 'PENDING'];
const KEY = ['ops', 'wallet-transfers'] as const;

/** How long ago, in the largest whole unit (minutes, hours, days). */
function age(iso: string, now: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / 1440) };
}

/**
 * Vendor wallet transfers (issue 13): the ones a vendor did not answer stay UNKNOWN with the
 * money held until a status check settles them. Check one now, check all now (the reconcile
 * job), or request a manual resolution that a second operator approves.
 */
export default function TransfersPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('UNKNOWN');
  const [vendor, setVendor] = useState('');
  const [resolving, setResolving] = useState<OpsHeldTransfer | null>(null);
  const [notice, setNotice] = useState<{ tone: 'good' | 'info' | 'bad'; text: string } | null>(
    null,
  );
  const mayAct = can('payments.transfers.reconcile');
  const scale = operator.brand.currencyScale;
  const tz = operator.brand.timezone;

  const list = useKeysetList([...KEY, status, vendor], (before) =>
    callApi(opsListWalletTransfers, {
      query: { status, before, limit: 50, ...(vendor ? { vendor } : {}) },
    }),
  );
  // The transfer-mode vendors for the filter (the player site's public list of wallets).
  const wallets = useQuery({
    queryKey: ['ops', 'transfer-vendors'],
    queryFn: () => callApi(getMerchantWallets, { query: {} }),
    staleTime: 10 * 60_000,
  });
  const vendors = (wallets.data?.wallets ?? []).filter((w) => w.walletMode === 'TRANSFER');

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops'] });
  const statusText = (s: string) => t(`statuses.${s}`, { defaultValue: s });

  const checkOne = useMutation({
    mutationFn: (id: number) => callApi(opsCheckWalletTransfer, { params: { id } }),
    onMutate: () => setNotice(null),
    onSuccess: async ({ transfer, decided }) => {
      const open = OPEN.includes(transfer.status);
      setNotice({
        tone: decided ? 'good' : 'info',
        text: decided
          ? t('transfers.checked.decided', { id: transfer.id, status: statusText(transfer.status) })
          : open
            ? t('transfers.checked.open', { id: transfer.id })
            : t('transfers.checked.already', {
                id: transfer.id,
                status: statusText(transfer.status),
              }),
      });
      await refresh();
    },
    onError: (error) => setNotice({ tone: 'bad', text: errorText(t, error) }),
  });
  const checkAll = useMutation({
    mutationFn: () => callApi(opsReconcileTransfers),
    onMutate: () => setNotice(null),
    onSuccess: async (result) => {
      setNotice({ tone: 'good', text: t('transfers.checkAllDone', result) });
      await refresh();
    },
    onError: (error) => setNotice({ tone: 'bad', text: errorText(t, error) }),
  });

  const now = Date.now();
  const columns: ColumnDef<OpsHeldTransfer, unknown>[] = [
    { header: '#', accessorKey: 'id', meta: { className: 'num' } },
    {
      header: t('transfers.member'),
      cell: ({ row }) => (
        <>
          <Link to={`/members/${row.original.memberId}`}>{row.original.account}</Link>
          <div className="muted small">#{row.original.memberId}</div>
        </>
      ),
    },
    {
      header: t('transfers.route'),
      cell: ({ row }) => <Route transfer={row.original} />,
    },
    {
      header: t('transfers.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => <strong>{money(row.original.amount, scale)}</strong>,
    },
    {
      header: t('transfers.created'),
      cell: ({ row }) => {
        const held = age(row.original.createdAt, now);
        return (
          <>
            <span className="nowrap">{dateTime(row.original.createdAt, tz)}</span>
            {OPEN.includes(row.original.status) ? (
              <div className="muted small">
                {t('transfers.heldFor', {
                  age:
                    held.count === 0
                      ? t('transfers.age.underMinute')
                      : t(`transfers.age.${held.unit}`, { count: held.count }),
                })}
              </div>
            ) : null}
          </>
        );
      },
    },
    {
      header: t('transfers.checks'),
      cell: ({ row }) => {
        const { attempts, lastCheckedAt } = row.original;
        const lastError = lastErrorText(t, row.original.lastError);
        return (
          <>
            <span className="nowrap">
              {attempts > 0 || lastCheckedAt
                ? t('transfers.attempts', { count: attempts })
                : t('transfers.notChecked')}
            </span>
            {lastCheckedAt ? (
              <div className="muted small nowrap">
                {t('transfers.lastChecked', { time: dateTime(lastCheckedAt, tz) })}
              </div>
            ) : null}
            {lastError ? (
              <div className="muted small clamp" title={lastError}>
                {lastError}
              </div>
            ) : null}
          </>
        );
      },
    },
    {
      header: t('transfers.vendorTxId'),
      cell: ({ row }) => (
        <span className="mono small xfer-tx" title={row.original.vendorTxId}>
          {row.original.vendorTxId}
        </span>
      ),
    },
    {
      header: t('transfers.status'),
      cell: ({ row }) => {
        const pending = row.original.pendingResolve;
        return (
          <div className="xfer-status">
            <StatusBadge status={row.original.status} />
            {pending ? (
              <Link to="/approvals" className="xfer-awaiting">
                <Badge tone="info">{t('transfers.awaiting', { id: pending.approvalId })}</Badge>
                <span className="muted small">
                  {t('transfers.awaitingHint', {
                    who: pending.madeBy,
                    action: t(`transfers.actions.${pending.outcome}`),
                  })}
                </span>
              </Link>
            ) : null}
          </div>
        );
      },
    },
  ];
  if (mayAct) {
    columns.push({
      header: t('common.actions'),
      meta: { className: 'actions xfer-actions-cell' },
      cell: ({ row }) => {
        const x = row.original;
        if (!OPEN.includes(x.status)) return null;
        const busy = checkOne.isPending && checkOne.variables === x.id;
        return (
          <span className="row-actions xfer-actions">
            <Button
              size="sm"
              busy={busy}
              aria-label={t('transfers.checkNowLabel', { id: x.id })}
              onClick={() => checkOne.mutate(x.id)}
            >
              {t('transfers.checkNow')}
            </Button>
            {x.status === 'UNKNOWN' && !x.pendingResolve ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('transfers.resolveLabel', { id: x.id })}
                onClick={() => {
                  setNotice(null);
                  setResolving(x);
                }}
              >
                {t('transfers.resolve')}
              </Button>
            ) : null}
          </span>
        );
      },
    });
  }

  return (
    <>
      <PageHeader
        title={t('transfers.title')}
        subtitle={t('transfers.subtitle')}
        actions={
          <>
            <ExportButton
              path="/ops/payments/wallet-transfers"
              query={{ status, vendor: vendor || undefined }}
            />
            {mayAct ? (
              <Button variant="primary" busy={checkAll.isPending} onClick={() => checkAll.mutate()}>
                {checkAll.isPending ? null : <RefreshCw size={15} aria-hidden="true" />}
                {t('transfers.checkAll')}
              </Button>
            ) : null}
          </>
        }
      />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <Card>
        <div className="xfer-toolbar">
          <Tabs
            label={t('transfers.status')}
            tabs={TABS.map((key) => ({ key, label: statusText(key) }))}
            active={status}
            onChange={setStatus}
          />
          <label className="filter xfer-vendor">
            <span>{t('transfers.vendor')}</span>
            <select
              className="input input-sm"
              value={vendor}
              onChange={(event) => setVendor(event.target.value)}
            >
              <option value="">{t('transfers.allVendors')}</option>
              {vendors.map((w) => (
                <option key={w.code} value={w.code}>
                  {w.name === w.code ? w.code : `${w.code} · ${w.name}`}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DataTable
          caption={t('transfers.title')}
          columns={columns}
          rowId={(row) => String(row.id)}
          empty={status === 'UNKNOWN' && !vendor ? t('transfers.noneUnknown') : t('transfers.none')}
          {...list}
        />
      </Card>
      <ResolveDialog
        transfer={resolving}
        onClose={() => setResolving(null)}
        onMade={async (made) => {
          setNotice({
            tone: 'good',
            text: t('transfers.resolveDialog.made', { id: made.approval.id }),
          });
          await refresh();
        }}
      />
    </>
  );
}
