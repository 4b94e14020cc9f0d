import { opsSearchMembers } from '@nova/contracts/api/ops-members';
import type { ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { Card, PageHeader } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { MemberStatus } from './member-status';

type Member = ValueOf<typeof opsSearchMembers>['items'][number];

/** Find a member by account, id, mobile, email, login IP or #tag. */
export default function MembersPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const list = useKeysetList(
    ['ops', 'members', q],
    (before) => callApi(opsSearchMembers, { query: { q, before, limit: 25 } }),
    q.length > 0,
  );
  const columns: ColumnDef<Member, unknown>[] = [
    { header: t('members.id'), accessorKey: 'id', meta: { className: 'num' } },
    {
      header: t('members.account'),
      accessorKey: 'account',
      cell: ({ row }) => <strong>{row.original.account}</strong>,
    },
    { header: t('members.nickname'), accessorKey: 'nickname' },
    {
      header: t('members.status'),
      cell: ({ row }) => <MemberStatus member={row.original} />,
    },
    { header: t('members.mobile'), cell: ({ row }) => row.original.mobile ?? '—' },
    { header: t('members.email'), cell: ({ row }) => row.original.email ?? '—' },
    {
      header: t('members.registered'),
      cell: ({ row }) => dateTime(row.original.createdAt, operator.brand.timezone),
    },
    {
      header: t('members.lastLogin'),
      cell: ({ row }) => dateTime(row.original.lastLoginAt, operator.brand.timezone),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        actions={q ? <ExportButton path="/ops/members" query={{ q }} /> : null}
      />
      <Card>
        <form
          className="search-bar"
          onSubmit={(event) => {
            event.preventDefault();
            const value = text.trim();
            setParams(value ? { q: value } : {});
          }}
        >
          <Search size={18} aria-hidden="true" />
          <input
            className="input search-input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('members.searchPlaceholder')}
            aria-label={t('members.search')}
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the screen is a search; its field is the start
            autoFocus
          />
          <button type="submit" className="btn btn-primary btn-md">
            {t('members.search')}
          </button>
        </form>
        {q ? (
          <DataTable
            caption={t('members.title')}
            columns={columns}
            rowId={(row) => String(row.id)}
            empty={t('members.none', { q })}
            onOpen={(row) => navigate(`/members/${row.id}`)}
            {...list}
          />
        ) : (
          <p className="muted pad">{t('members.searchHelp')}</p>
        )}
      </Card>
    </>
  );
}
