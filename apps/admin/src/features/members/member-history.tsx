import {
  type OpsMemberProfile,
  opsMemberDeposits,
  opsMemberLedger,
  opsMemberLogins,
  opsMemberRounds,
  opsMemberSessions,
  opsMemberTransfers,
  opsMemberWithdrawals,
} from '@nova/contracts/api/ops-members';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { StatusBadge } from '../../components/status-badge';
import { Badge } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { MemberNotes } from './member-notes';

export const HISTORY_TABS = [
  'ledger',
  'deposits',
  'withdrawals',
  'transfers',
  'rounds',
  'sessions',
  'logins',
  'notes',
] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

type Items<E extends Parameters<typeof callApi>[0]> =
  ValueOf<E> extends { items: (infer T)[] } ? T : never;

function Signed({ amount, scale }: { amount: string; scale: number }) {
  const negative = amount.startsWith('-');
  return (
    <span className={negative ? 'neg' : 'pos'}>
      {negative ? '−' : '+'}
      {money(amount.replace(/^-/, ''), scale)}
    </span>
  );
}

/** The member's history, one tab at a time, each a keyset list read from the server. */
export function MemberHistory({ member, tab }: { member: OpsMemberProfile; tab: HistoryTab }) {
  switch (tab) {
    case 'ledger':
      return <Ledger member={member} />;
    case 'deposits':
      return <Deposits member={member} />;
    case 'withdrawals':
      return <Withdrawals member={member} />;
    case 'transfers':
      return <Transfers member={member} />;
    case 'rounds':
      return <Rounds member={member} />;
    case 'sessions':
      return <Sessions member={member} />;
    case 'logins':
      return <Logins member={member} />;
    case 'notes':
      return <MemberNotes member={member} />;
  }
}

function List<T, C = number>({
  name,
  member,
  columns,
  fetch,
  rowId,
}: {
  name: HistoryTab;
  member: OpsMemberProfile;
  columns: ColumnDef<T, unknown>[];
  fetch: (before: C | undefined) => Promise<{ items: readonly T[]; nextBefore: C | null }>;
  rowId: (row: T) => string;
}): ReactNode {
  const { t } = useTranslation();
  const list = useKeysetList<T, C>(['ops', 'member', member.id, name], fetch);
  return (
    <>
      <div className="history-tools">
        <ExportButton path={`/ops/members/${member.id}/${name}`} query={{}} size="sm" />
      </div>
      <DataTable
        caption={t(`member.tabs.${name}`)}
        columns={columns}
        rowId={rowId}
        empty={t('member.empty')}
        {...list}
      />
    </>
  );
}

function Ledger({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const scale = member.wallet.scale;
  type Row = Items<typeof opsMemberLedger>;
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('history.time'), cell: ({ row }) => dateTime(row.original.createdAt, tz) },
    { header: t('history.kind'), cell: ({ row }) => <Badge>{row.original.kind}</Badge> },
    {
      header: t('history.account'),
      cell: ({ row }) =>
        row.original.vendor
          ? `${row.original.account} · ${row.original.vendor}`
          : row.original.account,
    },
    {
      header: t('history.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => <Signed amount={row.original.amount} scale={scale} />,
    },
    {
      header: t('history.balanceAfter'),
      meta: { className: 'num' },
      cell: ({ row }) => money(row.original.balanceAfter, scale),
    },
    {
      header: t('history.reference'),
      cell: ({ row }) => <span className="mono">{row.original.reference}</span>,
    },
  ];
  return (
    <List
      name="ledger"
      member={member}
      columns={columns}
      rowId={(row) => String(row.id)}
      fetch={(before) =>
        callApi(opsMemberLedger, { params: { id: member.id }, query: { before, limit: 25 } })
      }
    />
  );
}

function Deposits({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const scale = member.wallet.scale;
  type Row = Items<typeof opsMemberDeposits>;
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('history.time'), cell: ({ row }) => dateTime(row.original.createdAt, tz) },
    {
      header: t('history.reference'),
      cell: ({ row }) => <span className="mono">{row.original.reference}</span>,
    },
    { header: t('history.channel'), accessorKey: 'channelCode' },
    {
      header: t('history.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => money(row.original.amount, scale),
    },
    {
      header: t('history.status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    { header: t('history.remark'), cell: ({ row }) => row.original.remark ?? '—' },
  ];
  return (
    <List
      name="deposits"
      member={member}
      columns={columns}
      rowId={(row) => String(row.id)}
      fetch={(before) =>
        callApi(opsMemberDeposits, { params: { id: member.id }, query: { before, limit: 25 } })
      }
    />
  );
}

function Withdrawals({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const scale = member.wallet.scale;
  type Row = Items<typeof opsMemberWithdrawals>;
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('history.time'), cell: ({ row }) => dateTime(row.original.createdAt, tz) },
    {
      header: t('history.reference'),
      cell: ({ row }) => <span className="mono">{row.original.reference}</span>,
    },
    {
      header: t('history.bank'),
      cell: ({ row }) => `${row.original.bankName} · ${row.original.accountNumber}`,
    },
    {
      header: t('history.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => money(row.original.amount, scale),
    },
    {
      header: t('history.status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    { header: t('history.decidedBy'), cell: ({ row }) => row.original.decidedBy ?? '—' },
  ];
  return (
    <List
      name="withdrawals"
      member={member}
      columns={columns}
      rowId={(row) => String(row.id)}
      fetch={(before) =>
        callApi(opsMemberWithdrawals, { params: { id: member.id }, query: { before, limit: 25 } })
      }
    />
  );
}

function Transfers({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const scale = member.wallet.scale;
  type Row = Items<typeof opsMemberTransfers>;
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('history.time'), cell: ({ row }) => dateTime(row.original.createdAt, tz) },
    { header: t('history.vendor'), accessorKey: 'vendor' },
    {
      header: t('history.direction'),
      cell: ({ row }) => t(`history.directions.${row.original.direction}`),
    },
    {
      header: t('history.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => money(row.original.amount, scale),
    },
    {
      header: t('history.status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      header: t('history.vendorTx'),
      cell: ({ row }) => <span className="mono">{row.original.vendorTxId}</span>,
    },
    { header: t('history.lastError'), cell: ({ row }) => row.original.lastError ?? '—' },
  ];
  return (
    <List
      name="transfers"
      member={member}
      columns={columns}
      rowId={(row) => String(row.id)}
      fetch={(before) =>
        callApi(opsMemberTransfers, { params: { id: member.id }, query: { before, limit: 25 } })
      }
    />
  );
}

function Rounds({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const scale = member.wallet.scale;
  type Row = Items<typeof opsMemberRounds>;
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('history.time'), cell: ({ row }) => dateTime(row.original.placedAt, tz) },
    {
      header: t('history.game'),
      cell: ({ row }) => `${row.original.vendorName} · ${row.original.gameName}`,
    },
    {
      header: t('history.stake'),
      meta: { className: 'num' },
      cell: ({ row }) => money(row.original.stake, scale),
    },
    {
      header: t('history.payout'),
      meta: { className: 'num' },
      cell: ({ row }) => money(row.original.payout, scale),
    },
    {
      header: t('history.profit'),
      meta: { className: 'num' },
      cell: ({ row }) => <Signed amount={row.original.profit} scale={scale} />,
    },
    {
      header: t('history.status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      header: t('history.round'),
      cell: ({ row }) => <span className="mono">{row.original.roundId}</span>,
    },
  ];
  return (
    <List<Row, string>
      name="rounds"
      member={member}
      columns={columns}
      rowId={(row) => `${row.source}:${row.roundId}`}
      fetch={(before) =>
        callApi(opsMemberRounds, { params: { id: member.id }, query: { before, limit: 25 } })
      }
    />
  );
}

function Sessions({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  type Row = Items<typeof opsMemberSessions>;
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('history.started'), cell: ({ row }) => dateTime(row.original.createdAt, tz) },
    { header: t('history.state'), cell: ({ row }) => <StatusBadge status={row.original.state} /> },
    { header: t('history.method'), accessorKey: 'method' },
    { header: t('history.ip'), cell: ({ row }) => <span className="mono">{row.original.ip}</span> },
    {
      header: t('history.device'),
      cell: ({ row }) => <span className="clamp small">{row.original.userAgent ?? '—'}</span>,
    },
    { header: t('history.lastSeen'), cell: ({ row }) => dateTime(row.original.lastSeenAt, tz) },
    { header: t('history.ended'), cell: ({ row }) => dateTime(row.original.endedAt, tz) },
  ];
  return (
    <List
      name="sessions"
      member={member}
      columns={columns}
      rowId={(row) => String(row.id)}
      fetch={(before) =>
        callApi(opsMemberSessions, { params: { id: member.id }, query: { before, limit: 25 } })
      }
    />
  );
}

function Logins({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  type Row = Items<typeof opsMemberLogins>;
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('history.time'), cell: ({ row }) => dateTime(row.original.at, tz) },
    { header: t('history.method'), accessorKey: 'method' },
    { header: t('history.ip'), cell: ({ row }) => <span className="mono">{row.original.ip}</span> },
    {
      header: t('history.device'),
      cell: ({ row }) => <span className="clamp small">{row.original.userAgent ?? '—'}</span>,
    },
    {
      header: t('history.result'),
      cell: ({ row }) => <StatusBadge status={row.original.result} />,
    },
  ];
  return (
    <List
      name="logins"
      member={member}
      columns={columns}
      rowId={(row) => String(row.id)}
      fetch={(before) =>
        callApi(opsMemberLogins, { params: { id: member.id }, query: { before, limit: 25 } })
      }
    />
  );
}
