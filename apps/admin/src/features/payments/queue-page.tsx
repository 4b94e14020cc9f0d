import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { Card, Notice, PageHeader, Tabs } from '../../components/ui';
import { money } from '../../lib/format';
import { useKeysetList } from '../../lib/use-keyset';

/** What every queue's row has. */
interface QueueRow {
  id: number;
  reference: string;
  memberId: number;
  account: string;
  amount: string;
}

/** The columns a queue shows alike: its id, its reference, the member (a link) and the amount. */
export function queueColumns<T extends QueueRow>(
  t: TFunction,
  scale: number,
): Record<'id' | 'reference' | 'member' | 'amount', ColumnDef<T, unknown>> {
  return {
    id: { header: '#', accessorKey: 'id', meta: { className: 'num' } },
    reference: {
      header: t('payments.reference'),
      cell: ({ row }) => <span className="mono">{row.original.reference}</span>,
    },
    member: {
      header: t('payments.member'),
      cell: ({ row }) => (
        <Link to={`/members/${row.original.memberId}`}>{row.original.account}</Link>
      ),
    },
    amount: {
      header: t('payments.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => <strong>{money(row.original.amount, scale)}</strong>,
    },
  };
}

interface QueueQuery<S> {
  status: S;
  after: number | undefined;
  limit: number;
}

/**
 * A payment queue (deposits, withdrawals): the title with the CSV export of the status on
 * screen, the last action's outcome, a tab per status (pending first) and the table. A queue is
 * worked oldest first: the next page is after the last id seen. The tab is in the address
 * (`?status=DISPUTED`), so a queue can be linked to. `children` are the dialogs.
 */
export function QueuePage<S extends string, T extends { id: number }>({
  name,
  title,
  subtitle,
  statuses,
  fetchPage,
  columns,
  hint,
  done,
  onOpen,
  children,
}: {
  /** Its query key and its export (`/ops/payments/<name>/export.csv`). */
  name: 'deposits' | 'withdrawals';
  title: string;
  subtitle: string;
  /** The tabs; the first is the one shown at first. */
  statuses: readonly [S, ...S[]];
  fetchPage: (query: QueueQuery<S>) => Promise<{ items: readonly T[]; nextAfter: number | null }>;
  /** The columns, or the columns of each status (a tab may show what only it has). */
  columns: ColumnDef<T, unknown>[] | ((status: S) => ColumnDef<T, unknown>[]);
  /** What a tab is for, above its table (null: nothing). */
  hint?: (status: S) => ReactNode;
  done: string | null;
  onOpen?: (row: T) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = statuses.find((key) => key === asked) ?? statuses[0];
  const setStatus = (key: S) => {
    const next = new URLSearchParams(params);
    if (key === statuses[0]) next.delete('status');
    else next.set('status', key);
    setParams(next, { replace: true });
  };
  const list = useKeysetList(['ops', name, status], async (after) => {
    const page = await fetchPage({ status, after, limit: 50 });
    return { items: page.items, nextBefore: page.nextAfter };
  });
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<ExportButton path={`/ops/payments/${name}`} query={{ status }} />}
      />
      {done ? <Notice tone="good">{done}</Notice> : null}
      <Card>
        <Tabs
          label={t('payments.status')}
          tabs={statuses.map((key) => ({ key, label: t(`statuses.${key}`) }))}
          active={status}
          onChange={setStatus}
        />
        {hint?.(status) ? <p className="muted small queue-hint">{hint(status)}</p> : null}
        <DataTable
          caption={title}
          columns={typeof columns === 'function' ? columns(status) : columns}
          rowId={(row) => String(row.id)}
          empty={t('payments.none')}
          onOpen={onOpen}
          {...list}
        />
      </Card>
      {children}
    </>
  );
}
