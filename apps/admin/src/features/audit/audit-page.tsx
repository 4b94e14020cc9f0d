import { listAuditLog } from '@nova/contracts/api/ops';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Dialog } from '../../components/dialog';
import { ExportButton } from '../../components/export-button';
import { Badge, Card, PageHeader } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';

type Row = ValueOf<typeof listAuditLog>['items'][number];
const FILTERS = ['actor', 'action', 'objectType', 'objectId'] as const;

function json(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

/** Every operator action and security event, newest first, filtered on the server. */
export default function AuditPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? undefined]),
  ) as Record<(typeof FILTERS)[number], string | undefined>;
  const [open, setOpen] = useState<Row | null>(null);
  const list = useKeysetList(['ops', 'audit', filters], (before) =>
    callApi(listAuditLog, { query: { ...filters, before, limit: 50 } }),
  );
  const columns: ColumnDef<Row, unknown>[] = [
    { header: t('audit.seq'), accessorKey: 'seq', meta: { className: 'num' } },
    {
      header: t('audit.at'),
      cell: ({ row }) => dateTime(row.original.at, operator.brand.timezone),
    },
    {
      header: t('audit.actor'),
      cell: ({ row }) => (
        <>
          {row.original.actor} <Badge>{t(`audit.kinds.${row.original.actorKind}`)}</Badge>
        </>
      ),
    },
    {
      header: t('audit.action'),
      cell: ({ row }) => {
        const action = row.original.action;
        const tone = action.startsWith('auth.') ? 'bad' : 'info';
        return <Badge tone={tone}>{action}</Badge>;
      },
    },
    {
      header: t('audit.object'),
      cell: ({ row }) =>
        row.original.objectType ? `${row.original.objectType} #${row.original.objectId}` : '—',
    },
    { header: t('audit.ip'), cell: ({ row }) => row.original.ip ?? '—' },
  ];
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={<ExportButton path="/ops/audit" query={filters} />}
      />
      <Card>
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const next: Record<string, string> = {};
            for (const name of FILTERS) {
              const value = String(data.get(name) ?? '').trim();
              if (value) next[name] = value;
            }
            setParams(next);
          }}
        >
          {FILTERS.map((name) => (
            <label className="filter" key={name}>
              <span>{t(`audit.filters.${name}`)}</span>
              <input
                className="input input-sm"
                name={name}
                defaultValue={filters[name] ?? ''}
                maxLength={200}
              />
            </label>
          ))}
          <button type="submit" className="btn btn-primary btn-sm">
            {t('common.filter')}
          </button>
        </form>
        <DataTable
          caption={t('audit.title')}
          columns={columns}
          rowId={(row) => String(row.seq)}
          empty={t('audit.none')}
          onOpen={setOpen}
          {...list}
        />
      </Card>
      <Dialog
        open={open !== null}
        wide
        title={open ? `${t('audit.row')} #${open.seq} · ${open.action}` : ''}
        onClose={() => setOpen(null)}
      >
        {open ? (
          <div className="audit-detail">
            <div className="grid-2">
              <div>
                <h3>{t('audit.before')}</h3>
                <pre className="code">{json(open.before)}</pre>
              </div>
              <div>
                <h3>{t('audit.after')}</h3>
                <pre className="code">{json(open.after)}</pre>
              </div>
            </div>
            <h3>{t('audit.data')}</h3>
            <pre className="code">{json(open.data)}</pre>
            <p className="muted small mono">
              {t('audit.hash')}: {open.hash}
              <br />
              {t('audit.prevHash')}: {open.prevHash}
              {open.requestId ? (
                <>
                  <br />
                  {t('audit.request')}: {open.requestId}
                </>
              ) : null}
            </p>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
