import { CONTRACT_KINDS, STATEMENT_STATUSES } from '@nova/contracts/api/agent-contracts';
import type { SettlementReportSchema } from '@nova/contracts/api/ops-agents';
import { closePeriodNow, listOpsStatements } from '@nova/contracts/api/ops-agents';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod/mini';
import { DataTable } from '../../components/data-table';
import { ReasonDialog } from '../../components/reason-dialog';
import { Button, Card, Facts, PageHeader, Stat } from '../../components/ui';
import { callApi } from '../../lib/api';
import { count, money } from '../../lib/format';
import i18n from '../../lib/i18n';
import { useCan, useOperator } from '../../lib/session';
import { AgentRulesCard } from './agent-rules-card';
import {
  AGENTS_KEY,
  kindText,
  PAGE_SIZE,
  STATEMENTS_KEY,
  usePagedList,
  ValueFilter,
} from './agents-shared';
import { statementColumns } from './statement-columns';
import './agents.css';

type SettlementReport = z.infer<typeof SettlementReportSchema>;

function idParam(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/u.test(value) ? Number(value) : undefined;
}

/**
 * Statements (issue 15): every settled contract period by status and kind, with the totals of
 * the filter. OVERDUE ones are highlighted: their payer is frozen and the payout is taken from
 * its balance as funds arrive. "Close periods now" settles every period that has ended, as the
 * scheduler does on its own, and shows what it wrote (agents.settle). Below, the brand's agent
 * rules the statements are computed by: who counts as active, and the grace before an unpaid
 * statement freezes its payer (agent-rules-card.tsx).
 */
export default function StatementsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = STATEMENT_STATUSES.find((s) => s === params.get('status'));
  const kind = CONTRACT_KINDS.find((k) => k === params.get('kind'));
  const agentId = idParam(params.get('agentId'));
  const [closing, setClosing] = useState(false);
  const [report, setReport] = useState<SettlementReport | null>(null);
  const scale = operator.brand.currencyScale;

  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const list = usePagedList([...STATEMENTS_KEY, status, kind, agentId], (pageNo) =>
    callApi(listOpsStatements, {
      query: {
        pageNo,
        pageSize: PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(kind ? { kind } : {}),
        ...(agentId ? { agentId } : {}),
      },
    }),
  );
  const totals = list.first?.totals;
  const columns = statementColumns(t, { scale, timeZone: operator.brand.timezone });

  return (
    <>
      <Link to="/agents" className="back-link">
        <ArrowLeft size={15} aria-hidden="true" /> {t('agents.title')}
      </Link>
      <PageHeader
        title={t('agents.statements.title')}
        subtitle={t('agents.statements.subtitle')}
        actions={
          can('agents.settle') ? (
            <Button
              variant="primary"
              onClick={() => {
                setReport(null);
                setClosing(true);
              }}
            >
              <CalendarClock size={16} aria-hidden="true" /> {t('agents.settle.button')}
            </Button>
          ) : null
        }
      />
      {report ? <SettlementResult report={report} /> : null}
      <div className="grid-3 stats-row">
        <Stat
          label={t('agents.statements.totalAmount')}
          value={totals ? money(totals.amount, scale) : '—'}
          hint={
            list.first ? t('agents.statements.count', { count: list.first.totalElements }) : null
          }
        />
        <Stat
          label={t('agents.statements.totalPaid')}
          value={totals ? money(totals.paid, scale) : '—'}
        />
        <Stat
          label={t('agents.statements.totalOutstanding')}
          value={totals ? money(BigInt(totals.amount) - BigInt(totals.paid), scale) : '—'}
          tone={totals && BigInt(totals.amount) > BigInt(totals.paid) ? 'warn' : undefined}
        />
      </div>
      <Card>
        <div className="filters">
          <ValueFilter
            label={t('agents.statements.status')}
            value={status}
            values={STATEMENT_STATUSES}
            labelOf={(key) => t(`agents.statementStatus.${key}`)}
            onChange={(value) => setFilter('status', value)}
          />
          <ValueFilter
            label={t('agents.statements.kind')}
            value={kind}
            values={CONTRACT_KINDS}
            labelOf={(key) => kindText(t, key)}
            onChange={(value) => setFilter('kind', value)}
          />
          {agentId ? (
            <p className="agent-filter-chip">
              <Link to={`/agents/${agentId}`}>
                {t('agents.statements.ofAgent', { id: agentId })}
              </Link>
              <Button size="sm" variant="ghost" onClick={() => setFilter('agentId', undefined)}>
                {t('agents.statements.allAgents')}
              </Button>
            </p>
          ) : null}
        </div>
        <div className="agent-statements">
          <DataTable
            caption={t('agents.statements.title')}
            columns={columns}
            rowId={(row) => String(row.id)}
            empty={t('agents.statements.none')}
            {...list.table}
          />
        </div>
      </Card>
      <AgentRulesCard />
      <ReasonDialog
        open={closing}
        title={t('agents.settle.title')}
        description={t('agents.settle.description')}
        confirm={t('agents.settle.confirm')}
        onClose={() => setClosing(false)}
        onConfirm={async (reason) => {
          const result = await callApi(closePeriodNow, { body: { reason } });
          setReport(result);
          await queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
        }}
      />
    </>
  );
}

function seconds(value: number): string {
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
}

function SettlementResult({ report }: { report: SettlementReport }) {
  const { t } = useTranslation();
  return (
    <Card title={t('agents.settle.result')} className="agent-report">
      <p role="status">
        {report.statements === 0
          ? t('agents.settle.nothing', { seconds: seconds(report.seconds) })
          : t('agents.settle.summary', {
              count: report.statements,
              seconds: seconds(report.seconds),
            })}
      </p>
      <Facts
        items={[
          [t('agents.settle.statements'), count(report.statements)],
          [t('agents.settle.paid'), count(report.paid)],
          [t('agents.settle.owed'), count(report.owed)],
          [t('agents.settle.overdue'), count(report.overdue)],
          [t('agents.settle.forced'), count(report.forced)],
        ]}
      />
    </Card>
  );
}
