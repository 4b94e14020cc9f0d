import type { OpsAgent } from '@nova/contracts/api/ops-agents';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui';
import { count, money } from '../../lib/format';
import { KindBadges } from './agents-shared';

/** An agent's frozen state: a red badge and what it owes, or nothing. */
export function FrozenBadge({ agent, scale, t }: { agent: OpsAgent; scale: number; t: TFunction }) {
  if (!agent.frozen) return <span className="muted">—</span>;
  return (
    <span className="stack agent-badge-stack">
      <Badge tone="bad">{t('agents.frozen')}</Badge>
      <span className="neg small nowrap">
        {t('agents.owes', { amount: money(agent.owes, scale) })}
      </span>
    </span>
  );
}

export function AgentStatusBadge({ status, t }: { status: OpsAgent['status']; t: TFunction }) {
  return (
    <Badge tone={status === 'ACTIVE' ? 'good' : 'neutral'}>{t(`agents.status.${status}`)}</Badge>
  );
}

/** The columns of a list of agents; "direct" links to the agent's own downline agents. */
export function agentColumns(
  t: TFunction,
  options: { scale: number; downlineHref: (agent: OpsAgent) => string },
): ColumnDef<OpsAgent, unknown>[] {
  const { scale } = options;
  return [
    {
      header: t('agents.columns.account'),
      cell: ({ row }) => (
        <span className="stack">
          <Link to={`/agents/${row.original.id}`}>
            <strong>{row.original.account}</strong>
          </Link>
          <span className="muted small">{row.original.nickname}</span>
        </span>
      ),
    },
    {
      header: t('agents.columns.upline'),
      cell: ({ row }) =>
        row.original.upline ?? <span className="muted">{t('agents.platform')}</span>,
    },
    {
      header: t('agents.columns.depth'),
      meta: { className: 'num' },
      cell: ({ row }) => count(row.original.depth),
    },
    {
      header: t('agents.columns.teamSize'),
      meta: { className: 'num' },
      cell: ({ row }) => count(row.original.teamSize),
    },
    {
      header: t('agents.columns.direct'),
      meta: { className: 'num' },
      cell: ({ row }) =>
        row.original.directCount > 0 ? (
          <Link
            to={options.downlineHref(row.original)}
            className="agent-drill"
            aria-label={t('agents.drillInto', { account: row.original.account })}
          >
            {count(row.original.directCount)}
            <ChevronRight size={14} aria-hidden="true" />
          </Link>
        ) : (
          count(0)
        ),
    },
    {
      header: t('agents.columns.balance'),
      meta: { className: 'num' },
      cell: ({ row }) => <span className="nowrap">{money(row.original.balance, scale)}</span>,
    },
    {
      header: t('agents.columns.contracts'),
      cell: ({ row }) => <KindBadges kinds={row.original.contracts} />,
    },
    {
      header: t('agents.columns.frozen'),
      cell: ({ row }) => <FrozenBadge agent={row.original} scale={scale} t={t} />,
    },
    {
      header: t('agents.columns.status'),
      cell: ({ row }) => <AgentStatusBadge status={row.original.status} t={t} />,
    },
  ];
}
