import type { Statement } from '@nova/contracts/api/agent-contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge } from '../../components/ui';
import { count, dateTime, money } from '../../lib/format';
import { kindText, ratioText, StatementStatusBadge, uplineText } from './agents-shared';

/**
 * The columns of a list of statements: the period, who was paid by whom, the figures the amount
 * was computed from, the tier and its formula, the amount and what was paid of it. An OVERDUE
 * statement says what it means (its row is highlighted by agents.css).
 */
export function statementColumns(
  t: TFunction,
  options: {
    scale: number;
    timeZone: string;
    /** On an agent's page: which side of each statement the agent is on. */
    sideOf?: (statement: Statement) => 'RECEIVED' | 'PAID';
  },
): ColumnDef<Statement, unknown>[] {
  const { scale, timeZone, sideOf } = options;
  const side: ColumnDef<Statement, unknown>[] = sideOf
    ? [
        {
          header: t('agents.statements.side'),
          cell: ({ row }) => {
            const value = sideOf(row.original);
            return (
              <Badge tone={value === 'RECEIVED' ? 'good' : 'info'}>
                {t(`agents.statements.sides.${value}`)}
              </Badge>
            );
          },
        },
      ]
    : [];
  return [
    { header: '#', accessorKey: 'id', meta: { className: 'num' } },
    {
      header: t('agents.statements.period'),
      cell: ({ row }) => (
        <span className="time-window nowrap">
          <span>{dateTime(row.original.periodStart, timeZone)}</span>
          <span className="muted">
            {'→ '}
            {dateTime(row.original.periodEnd, timeZone)}
          </span>
        </span>
      ),
    },
    { header: t('agents.statements.kind'), cell: ({ row }) => kindText(t, row.original.kind) },
    ...side,
    {
      header: t('agents.statements.payee'),
      cell: ({ row }) => <strong>{row.original.agent}</strong>,
    },
    {
      header: t('agents.statements.payer'),
      cell: ({ row }) => uplineText(t, row.original.payer),
    },
    {
      header: t('agents.statements.amount'),
      meta: { className: 'num' },
      cell: ({ row }) => <strong className="nowrap">{money(row.original.amount, scale)}</strong>,
    },
    {
      header: t('agents.statements.paid'),
      meta: { className: 'num' },
      cell: ({ row }) => <span className="nowrap">{money(row.original.paid, scale)}</span>,
    },
    {
      header: t('agents.statements.status'),
      cell: ({ row }) => {
        const s = row.original;
        return (
          <span
            className={`stack agent-badge-stack${s.status === 'OVERDUE' ? ' stmt-overdue' : ''}`}
          >
            <StatementStatusBadge status={s.status} />
            {s.status === 'OVERDUE' ? (
              <span className="small neg agent-overdue-note">
                {t('agents.statements.overdueNote')}
              </span>
            ) : null}
            <span className="muted small nowrap">
              {s.paidAt
                ? t('agents.statements.paidAt', { at: dateTime(s.paidAt, timeZone) })
                : t('agents.statements.settledAt', { at: dateTime(s.settledAt, timeZone) })}
            </span>
          </span>
        );
      },
    },
    {
      header: t('agents.statements.figures'),
      cell: ({ row }) => {
        const { figures, kind } = row.original;
        return (
          <span className="stack small">
            <span className="nowrap">
              {t('agents.statements.validBets', { amount: money(figures.validBets, scale) })}
            </span>
            {kind === 'DIVIDEND' ? (
              <span className="nowrap">
                {t('agents.statements.netLoss', { amount: money(figures.netLoss, scale) })}
              </span>
            ) : null}
            <span className="muted nowrap">
              {t('agents.statements.active', {
                count: figures.activeMembers,
                n: count(figures.activeMembers),
              })}
            </span>
          </span>
        );
      },
    },
    {
      header: t('agents.statements.tier'),
      cell: ({ row }) => {
        const s = row.original;
        if (s.tier === null) return <span className="muted">{t('agents.statements.noTier')}</span>;
        return (
          <span className="stack">
            <span className="nowrap">{t('agents.tiers.tier', { n: s.tier + 1 })}</span>
            <span className="muted small nowrap">
              {s.rateType === 'PERCENT' ? ratioText(t, s.ratio) : t('agents.rateTypes.FIXED')}
            </span>
          </span>
        );
      },
    },
    {
      header: t('agents.statements.formula'),
      cell: ({ row }) => <code className="mono small agent-formula">{row.original.formula}</code>,
    },
  ];
}
