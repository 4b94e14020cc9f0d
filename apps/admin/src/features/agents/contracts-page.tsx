import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  type Contract,
} from '@nova/contracts/api/agent-contracts';
import { listOpsContracts } from '@nova/contracts/api/ops-agents';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/field';
import { Button, Card, Notice, PageHeader } from '../../components/ui';
import { callApi } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import {
  CONTRACTS_KEY,
  ContractStateBadge,
  kindText,
  PAGE_SIZE,
  periodText,
  ratioText,
  uplineText,
  usePagedList,
  ValueFilter,
} from './agents-shared';
import { useContractActions } from './contract-actions';
import { isOpen } from './contract-card';
import './agents.css';

/** "3 tiers, up to 30.00%": the shape of a contract's terms in one line. */
function termsText(t: TFunction, contract: Contract, scale: number): string {
  const top = contract.tiers.at(-1);
  if (!top) return '—';
  const best = contract.rateType === 'PERCENT' ? ratioText(t, top.ratio) : money(top.amount, scale);
  return t('agents.contracts.terms', { count: contract.tiers.length, best });
}

/**
 * Every contract (issue 15) by state and kind, or only the platform's with top-level agents;
 * a contract in force or an open offer can be terminated (agents.contracts).
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = CONTRACT_STATES.find((s) => s === params.get('state'));
  const kind = CONTRACT_KINDS.find((k) => k === params.get('kind'));
  // The API filters on `platform=true` only (false is the same as no filter).
  const platform = params.get('platform') === 'true' ? ('true' as const) : undefined;
  const actions = useContractActions();
  const scale = operator.brand.currencyScale;
  const tz = operator.brand.timezone;

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const list = usePagedList([...CONTRACTS_KEY, state, kind, platform], (pageNo) =>
    callApi(listOpsContracts, {
      query: {
        pageNo,
        pageSize: PAGE_SIZE,
        ...(state ? { state } : {}),
        ...(kind ? { kind } : {}),
        ...(platform ? { platform } : {}),
      },
    }),
  );
  const columns: ColumnDef<Contract, unknown>[] = [
    { header: '#', accessorKey: 'id', meta: { className: 'num' } },
    {
      header: t('agents.contracts.downline'),
      cell: ({ row }) => (
        <Link to={`/agents/${row.original.downlineId}`}>
          <strong>{row.original.downline}</strong>
        </Link>
      ),
    },
    {
      header: t('agents.contracts.upline'),
      cell: ({ row }) =>
        row.original.upline ?? <span className="muted">{uplineText(t, null)}</span>,
    },
    {
      header: t('agents.contracts.kind'),
      cell: ({ row }) => (
        <span className="stack">
          <span className="nowrap">{kindText(t, row.original.kind)}</span>
          <span className="muted small">{periodText(t, row.original.period)}</span>
        </span>
      ),
    },
    {
      header: t('agents.contracts.termsColumn'),
      cell: ({ row }) => <span className="nowrap">{termsText(t, row.original, scale)}</span>,
    },
    {
      header: t('agents.contracts.state'),
      cell: ({ row }) => <ContractStateBadge state={row.original.state} />,
    },
    {
      header: t('agents.contracts.dates'),
      cell: ({ row }) => (
        <span className="time-window nowrap">
          <span>{dateTime(row.original.signedAt ?? row.original.createdAt, tz)}</span>
          {row.original.endsAt ? (
            <span className="muted">
              {t('agents.contracts.ends', { at: dateTime(row.original.endsAt, tz) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('common.actions'),
      meta: { className: 'actions' },
      cell: ({ row }) => {
        const contract = row.original;
        if (!actions.terminate || !isOpen(contract) || contract.state === 'REQUESTED') return null;
        return (
          <Button size="sm" variant="danger" onClick={() => actions.terminate?.(contract)}>
            {contract.state === 'SIGNED'
              ? t('agents.contract.terminate')
              : t('agents.contract.withdraw')}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <Link to="/agents" className="back-link">
        <ArrowLeft size={15} aria-hidden="true" /> {t('agents.title')}
      </Link>
      <PageHeader title={t('agents.contracts.title')} subtitle={t('agents.contracts.subtitle')} />
      {actions.done ? <Notice tone="good">{actions.done}</Notice> : null}
      <Card>
        <div className="filters">
          <ValueFilter
            label={t('agents.contracts.state')}
            value={state}
            values={CONTRACT_STATES}
            labelOf={(key) => t(`agents.states.${key}`)}
            onChange={(value) => setFilter('state', value)}
          />
          <ValueFilter
            label={t('agents.contracts.kind')}
            value={kind}
            values={CONTRACT_KINDS}
            labelOf={(key) => kindText(t, key)}
            onChange={(value) => setFilter('kind', value)}
          />
          <SelectField
            label={t('agents.contracts.side')}
            value={platform ?? ''}
            onChange={(event) => setFilter('platform', event.target.value)}
          >
            <option value="">{t('agents.all')}</option>
            <option value="true">{t('agents.contracts.platformOnly')}</option>
          </SelectField>
        </div>
        <DataTable
          caption={t('agents.contracts.title')}
          columns={columns}
          rowId={(row) => String(row.id)}
          empty={t('agents.contracts.none')}
          onOpen={(row) => navigate(`/agents/${row.downlineId}`)}
          {...list.table}
        />
      </Card>
      {actions.dialogs}
    </>
  );
}
