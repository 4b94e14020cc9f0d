import type { Statement } from '@nova/contracts/api/agent-contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsTable } from '../../records/components/records-table';
import { usePermissionData } from '../../system/api/use-permission-data';
import type { ContractFormat } from '../hooks/use-contract-format';
import { formatPeriod } from '../lib/period';
import { explainStatement, owedOf } from '../lib/statement';
import { StatementStatusBadge } from './contract-badges';
import styles from './statements.module.css';

export interface StatementsTableProps {
  rows: readonly Statement[];
  side: 'RECEIVED' | 'PAID';
  format: ContractFormat;
}

/**
 * One row per settled period: the team's figures, the tier and the formula in words (the stored
 * formula in minor units as its title), the amount with what is paid of it, and the status.
 */
export function StatementsTable({ rows, side, format }: StatementsTableProps) {
  const { t } = useTranslation('agentContracts');
  const timeZone = usePermissionData().brand.timezone;
  return (
    <RecordsTable<Statement>
      testId="statements-table"
      rowTestId="statement-row"
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ status: row.status })}
      columns={[
        {
          key: 'period',
          label: t('statements.columns.period'),
          cell: (row) => (
            <span data-testid="statement-period">
              <PeriodText text={formatPeriod(row.kind, row.periodStart, row.periodEnd, timeZone)} />
            </span>
          ),
        },
        {
          key: 'party',
          label: t(`statements.columns.party.${side}`),
          cell: (row) => (side === 'RECEIVED' ? format.party(row.payer) : row.agent),
        },
        {
          key: 'figures',
          label: t('statements.columns.figures'),
          cell: (row) => <Figures statement={row} format={format} />,
        },
        {
          key: 'formula',
          label: t('statements.columns.formula'),
          className: styles.formulaCell,
          cell: (row) => <Formula statement={row} format={format} />,
        },
        {
          key: 'amount',
          label: t('statements.columns.amount'),
          numeric: true,
          cell: (row) => (
            <span className={styles.amountCell}>
              <strong className={styles.amount} data-testid="statement-amount">
                {format.money.format(row.amount)}
              </strong>
              {row.paid !== row.amount && (
                <small className={styles.subline} data-testid="statement-paid">
                  {t('statements.paidSoFar', { amount: format.money.format(row.paid) })}
                </small>
              )}
            </span>
          ),
        },
        {
          key: 'status',
          label: t('statements.columns.status'),
          cell: (row) => <Status statement={row} format={format} side={side} />,
        },
      ]}
    />
  );
}

/**
 * A period whose two ends each stay on one line: a narrow column breaks it after the dash, never
 * inside a date ("2026-11-30 00:00 – 2026-12-01 02:33", a period closed early, is long).
 */
function PeriodText({ text }: { text: string }) {
  const ends = text.split(' – ');
  return ends.map((end, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the period's start and end, in order
    <Fragment key={index}>
      {index > 0 && ' – '}
      <span className={styles.periodEnd}>{end}</span>
    </Fragment>
  ));
}

function Figures({ statement, format }: { statement: Statement; format: ContractFormat }) {
  const { t } = useTranslation('agentContracts');
  const { figures } = statement;
  return (
    <span className={styles.figures}>
      <span>
        {t('statements.figures.validBets', { value: format.money.format(figures.validBets) })}
      </span>
      {statement.kind === 'DIVIDEND' && (
        <span>
          {t('statements.figures.netLoss', { value: format.money.format(figures.netLoss) })}
        </span>
      )}
      <span>{t('statements.figures.active', { count: figures.activeMembers })}</span>
    </span>
  );
}

/** The amount explained in words from the statement's own figures, the server's formula beneath. */
function Formula({ statement, format }: { statement: Statement; format: ContractFormat }) {
  const { t } = useTranslation('agentContracts');
  const explained = explainStatement(statement);
  const amount = format.money.format(statement.amount);
  let text: string;
  if (explained.type === 'share') {
    text = t(`statements.formula.${explained.base}`, {
      base: format.money.format(explained.baseMinor),
      ratio: format.percent(explained.ratio),
      amount,
    });
  } else if (explained.type === 'fixed') {
    text = t('statements.formula.fixed', { tier: explained.tier + 1, amount });
  } else if (explained.type === 'noLoss') {
    text = t('statements.formula.noLoss', { base: format.money.format(explained.baseMinor) });
  } else {
    text = t('statements.formula.noTier');
  }
  return (
    <span className={styles.formula} title={statement.formula}>
      {statement.tier !== null && (
        <small className={styles.subline} data-testid="statement-tier">
          {t('tiers.number', { number: statement.tier + 1 })}
        </small>
      )}
      <span data-testid="statement-formula">{text}</span>
    </span>
  );
}

function Status({
  statement,
  format,
  side,
}: {
  statement: Statement;
  format: ContractFormat;
  side: 'RECEIVED' | 'PAID';
}) {
  const { t } = useTranslation('agentContracts');
  const owed = owedOf(statement);
  return (
    <span
      className={styles.status}
      title={
        statement.paidAt
          ? t('statements.paidAt', { date: format.date(statement.paidAt) })
          : undefined
      }
    >
      <StatementStatusBadge status={statement.status} />
      {statement.status === 'OVERDUE' && (
        <small className={styles.subline} data-testid="statement-frozen">
          {t(`statements.overdue.${side}`)}
        </small>
      )}
      {(statement.status === 'OWED' || statement.status === 'OVERDUE') && owed > 0n && (
        <small className={styles.subline}>
          {t('statements.stillOwed', { amount: format.money.format(owed) })}
        </small>
      )}
    </span>
  );
}
