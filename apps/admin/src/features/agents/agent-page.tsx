import type { Contract } from '@nova/contracts/api/agent-contracts';
import type { TeamFigures } from '@nova/contracts/api/agent-team';
import { getOpsAgent, listOpsStatements, type OpsAgent } from '@nova/contracts/api/ops-agents';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Badge, Button, Card, Facts, Notice, PageHeader, Spinner, Stat } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { count, money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { AgentStatusBadge } from './agent-columns';
import { AGENTS_KEY, KindBadges, PAGE_SIZE, STATEMENTS_KEY, usePagedList } from './agents-shared';
import { useContractActions } from './contract-actions';
import { ContractCard } from './contract-card';
import { statementColumns } from './statement-columns';
import './agents.css';

export const agentKey = (id: number) => [...AGENTS_KEY, 'agent', id] as const;

/**
 * One agent (issue 15): where it sits in the tree, its team's figures this month, its contracts
 * with their terms and history, and the statements it received and paid. A top-level agent can
 * be offered the platform's contract; any open contract can be terminated (agents.contracts).
 */
export default function AgentPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const actions = useContractActions();
  const query = useQuery({
    queryKey: agentKey(id),
    queryFn: () => callApi(getOpsAgent, { params: { id } }),
    enabled: valid,
  });
  if (!valid) return <Notice tone="bad">{t('errors.NOT_FOUND')}</Notice>;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Notice tone="bad">{errorText(t, query.error)}</Notice>;
  const { agent, trail, monthFigures, contracts } = query.data;
  const scale = operator.brand.currencyScale;
  const topLevel = agent.depth === 1;
  const offerAgain =
    actions.offer && topLevel
      ? (contract: Contract) =>
          actions.offer?.(
            agent,
            contract.state === 'REQUESTED' ? { kind: contract.kind } : contract,
          )
      : undefined;
  const ancestors = trail.filter((step) => step.id !== agent.id);
  return (
    <>
      <Link
        to={agent.upline ? `/agents?parent=${ancestors.at(-1)?.id ?? ''}` : '/agents'}
        className="back-link"
      >
        <ArrowLeft size={15} aria-hidden="true" /> {t('agents.title')}
      </Link>
      <PageHeader
        title={
          <span className="title-with-badges">
            {agent.account} <AgentStatusBadge status={agent.status} t={t} />
            {agent.frozen ? <Badge tone="bad">{t('agents.frozen')}</Badge> : null}
          </span>
        }
        subtitle={t('agents.agent.subtitle', {
          id: agent.id,
          nickname: agent.nickname,
          type: agent.type,
        })}
        actions={
          actions.offer && topLevel ? (
            <Button variant="primary" onClick={() => actions.offer?.(agent)}>
              {t('agents.agent.offer')}
            </Button>
          ) : null
        }
      />
      <nav aria-label={t('agents.trail')} className="agent-crumbs agent-trail">
        <ol>
          <li>
            <Link to="/agents">{t('agents.platform')}</Link>
          </li>
          {ancestors.map((step) => (
            <li key={step.id}>
              <ChevronRight size={14} aria-hidden="true" />
              <Link to={`/agents/${step.id}`}>{step.account}</Link>
            </li>
          ))}
          <li>
            <ChevronRight size={14} aria-hidden="true" />
            <span aria-current="page">{agent.account}</span>
          </li>
        </ol>
      </nav>
      {actions.done ? <Notice tone="good">{actions.done}</Notice> : null}
      {agent.frozen ? (
        <Notice tone="bad">
          {t('agents.agent.frozenNotice', { amount: money(agent.owes, scale) })}
        </Notice>
      ) : null}
      <AgentFacts agent={agent} scale={scale} />
      <MonthFigures figures={monthFigures} scale={scale} />
      <Card
        title={t('agents.agent.contracts', { count: contracts.length })}
        className="agent-contracts"
      >
        {contracts.length === 0 ? (
          <p className="muted">{t('agents.agent.noContracts')}</p>
        ) : (
          contracts.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              onTerminate={actions.terminate}
              onOfferAgain={contract.upline === null ? offerAgain : undefined}
            />
          ))
        )}
      </Card>
      <AgentStatements agent={agent} />
      {actions.dialogs}
    </>
  );
}

function AgentFacts({ agent, scale }: { agent: OpsAgent; scale: number }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid-4 stats-row">
        <Stat label={t('agents.columns.balance')} value={money(agent.balance, scale)} />
        <Stat label={t('agents.columns.teamSize')} value={count(agent.teamSize)} />
        <Stat
          label={t('agents.columns.direct')}
          value={count(agent.directCount)}
          hint={
            agent.directCount > 0 ? (
              <Link to={`/agents?parent=${agent.id}`}>{t('agents.agent.viewDownline')}</Link>
            ) : null
          }
        />
        <Stat
          label={t('agents.agent.owes')}
          value={money(agent.owes, scale)}
          tone={BigInt(agent.owes) > 0n ? 'bad' : undefined}
        />
      </div>
      <Card title={t('agents.agent.place')}>
        <Facts
          items={[
            [t('agents.columns.upline'), agent.upline ?? t('agents.platform')],
            [t('agents.columns.depth'), count(agent.depth)],
            [t('agents.agent.type'), t('agents.agent.typeId', { type: agent.type })],
            [t('agents.columns.contracts'), <KindBadges key="kinds" kinds={agent.contracts} />],
          ]}
        />
      </Card>
    </>
  );
}

const FIGURES: readonly (keyof TeamFigures)[] = [
  'deposits',
  'withdrawals',
  'bets',
  'validBets',
  'wins',
  'bonuses',
  'rebates',
  'netWinLoss',
];

function MonthFigures({ figures, scale }: { figures: TeamFigures; scale: number }) {
  const { t } = useTranslation();
  const net = BigInt(figures.netWinLoss);
  return (
    <Card title={t('agents.agent.month')}>
      <div className="grid-4 agent-figures">
        {FIGURES.map((key) => (
          <Stat
            key={key}
            label={t(`agents.figures.${key}`)}
            value={money(figures[key] as string, scale)}
            hint={
              key === 'bets' ? t('agents.figures.betCount', { count: figures.betCount }) : undefined
            }
            tone={key === 'netWinLoss' && net !== 0n ? (net < 0n ? 'good' : 'bad') : undefined}
          />
        ))}
      </div>
      <p className="muted small">{t('agents.figures.netHint')}</p>
    </Card>
  );
}

function AgentStatements({ agent }: { agent: OpsAgent }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const list = usePagedList([...STATEMENTS_KEY, 'agent', agent.id], (pageNo) =>
    callApi(listOpsStatements, { query: { pageNo, pageSize: PAGE_SIZE, agentId: agent.id } }),
  );
  const columns = statementColumns(t, {
    scale: operator.brand.currencyScale,
    timeZone: operator.brand.timezone,
    sideOf: (statement) => (statement.agent === agent.account ? 'RECEIVED' : 'PAID'),
  });
  return (
    <Card
      title={t('agents.agent.statements')}
      actions={
        <Link to={`/agents/statements?agentId=${agent.id}`} className="btn btn-ghost btn-sm">
          {t('agents.agent.allStatements')}
        </Link>
      }
    >
      <div className="agent-statements">
        <DataTable
          caption={t('agents.agent.statements')}
          columns={columns}
          rowId={(row) => String(row.id)}
          empty={t('agents.statements.none')}
          {...list.table}
        />
      </div>
    </Card>
  );
}
