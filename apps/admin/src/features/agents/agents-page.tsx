import { getOpsAgent, listOpsAgents } from '@nova/contracts/api/ops-agents';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Card, PageHeader } from '../../components/ui';
import { callApi } from '../../lib/api';
import { useOperator } from '../../lib/session';
import { agentColumns } from './agent-columns';
import { AGENTS_KEY, PAGE_SIZE, usePagedList } from './agents-shared';
import './agents.css';

const KEYWORD_MAX = 32;

function idParam(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/u.test(value) ? Number(value) : undefined;
}

/**
 * Agents (issue 15): the top-level agents, or one agent's direct downline agents reached by
 * drilling down the tree (a breadcrumb leads back up), or a search by account or nickname
 * anywhere in the tree; "frozen only" finds the uplines whose overdue payouts froze them.
 * Everything is in the address, so a level of the tree can be linked to.
 */
export default function AgentsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').slice(0, KEYWORD_MAX);
  const parentId = keyword ? undefined : idParam(params.get('parent'));
  const frozen = params.get('frozen') === 'true';
  const [text, setText] = useState(keyword);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  const list = usePagedList([...AGENTS_KEY, 'list', parentId ?? 0, keyword, frozen], (pageNo) =>
    callApi(listOpsAgents, {
      query: {
        pageNo,
        pageSize: PAGE_SIZE,
        ...(parentId ? { parentId } : {}),
        ...(keyword ? { keyword } : {}),
        ...(frozen ? { frozen: 'true' as const } : {}),
      },
    }),
  );
  const columns = agentColumns(t, {
    scale: operator.brand.currencyScale,
    downlineHref: (agent) => {
      const next = new URLSearchParams({ parent: String(agent.id) });
      if (frozen) next.set('frozen', 'true');
      return `/agents?${next}`;
    },
  });
  const total = list.first?.totalElements;
  const empty = keyword
    ? t('agents.noneFound', { keyword })
    : parentId
      ? t('agents.noDownline')
      : t('agents.none');

  return (
    <>
      <PageHeader
        title={t('agents.title')}
        subtitle={t('agents.subtitle')}
        actions={
          <span className="row-actions">
            <Link className="btn btn-secondary btn-md" to="/agents/contracts">
              {t('agents.contracts.title')}
            </Link>
            <Link className="btn btn-secondary btn-md" to="/agents/statements">
              {t('agents.statements.title')}
            </Link>
          </span>
        }
      />
      <Card>
        <form
          className="search-bar"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim() || undefined, parent: undefined });
          }}
        >
          <Search size={18} aria-hidden="true" />
          <input
            className="input search-input"
            type="search"
            value={text}
            maxLength={KEYWORD_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('agents.searchPlaceholder')}
            aria-label={t('agents.search')}
          />
          <button type="submit" className="btn btn-primary btn-md">
            {t('agents.search')}
          </button>
        </form>
        <div className="page-toolbar">
          {keyword ? (
            <p className="agent-crumbs">
              {t('agents.searchingFor', { keyword })}{' '}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => {
                  setText('');
                  update({ q: undefined });
                }}
              >
                {t('agents.clearSearch')}
              </button>
            </p>
          ) : (
            <Breadcrumb parentId={parentId} frozen={frozen} />
          )}
          <label className="agent-check">
            <input
              type="checkbox"
              checked={frozen}
              onChange={(event) => update({ frozen: event.target.checked ? 'true' : undefined })}
            />
            {t('agents.frozenOnly')}
          </label>
        </div>
        <DataTable
          caption={t('agents.title')}
          columns={columns}
          rowId={(row) => String(row.id)}
          empty={empty}
          onOpen={(row) => navigate(`/agents/${row.id}`)}
          {...list.table}
        />
        {total !== undefined && total > 0 ? (
          <p className="muted small agent-foot">{t('agents.count', { count: total })}</p>
        ) : null}
      </Card>
    </>
  );
}

/** Top level › … › the agent whose downline agents are listed (each step a link up). */
function Breadcrumb({ parentId, frozen }: { parentId: number | undefined; frozen: boolean }) {
  const { t } = useTranslation();
  const parent = useQuery({
    queryKey: [...AGENTS_KEY, 'agent', parentId],
    queryFn: () => callApi(getOpsAgent, { params: { id: parentId ?? 0 } }),
    enabled: parentId !== undefined,
  });
  const href = (id?: number) => {
    const next = new URLSearchParams();
    if (id) next.set('parent', String(id));
    if (frozen) next.set('frozen', 'true');
    const search = next.toString();
    return search ? `/agents?${search}` : '/agents';
  };
  const steps = parent.data ? [...parent.data.trail] : [];
  if (parent.data && steps.at(-1)?.id !== parent.data.agent.id) {
    steps.push({ id: parent.data.agent.id, account: parent.data.agent.account });
  }
  return (
    <nav aria-label={t('agents.trail')} className="agent-crumbs">
      <ol>
        <li>
          {parentId ? (
            <Link to={href()}>{t('agents.topLevel')}</Link>
          ) : (
            <span aria-current="page">{t('agents.topLevel')}</span>
          )}
        </li>
        {parentId && !parent.data ? (
          <li>
            <ChevronRight size={14} aria-hidden="true" />
            <span aria-current="page">#{parentId}</span>
          </li>
        ) : null}
        {steps.map((step, index) => (
          <li key={step.id}>
            <ChevronRight size={14} aria-hidden="true" />
            {index === steps.length - 1 ? (
              <span aria-current="page">{t('agents.downlineOf', { account: step.account })}</span>
            ) : (
              <Link to={href(step.id)}>{step.account}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
