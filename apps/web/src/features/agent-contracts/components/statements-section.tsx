import type { ContractKind } from '@nova/contracts/api/agent-contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { SectionHeader } from '../../../components/section-header';
import { DateRangeFilter } from '../../records/components/date-range-filter';
import { Pagination } from '../../records/components/pagination';
import { RecordsBody } from '../../records/components/records-body';
import { useDateRange } from '../../records/hooks/use-date-range';
import { CONTRACTS_PAGE_SIZE, useStatements } from '../api/contracts-queries';
import { useContractFormat } from '../hooks/use-contract-format';
import { owedOf } from '../lib/statement';
import section from './section.module.css';
import styles from './statements.module.css';
import { StatementsTable } from './statements-table';

type Side = 'RECEIVED' | 'PAID';
const SIDES: readonly Side[] = ['RECEIVED', 'PAID'];

/**
 * The statements of the kind (issue 15 "Settlement exactly once"): what I received from my
 * upline or paid my sub-agents, by period, each with the figures and the formula it was computed
 * from, its status, and the totals of the range.
 */
export function StatementsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat();
  const id = useId();
  const [side, setSide] = useState<Side>('RECEIVED');
  const [pageNo, setPageNo] = useState(1);
  const dates = useDateRange(() => setPageNo(1), 'last30');
  const enabled = dates.problem === null;
  const query = useStatements(
    { ...dates.range, pageNo, pageSize: CONTRACTS_PAGE_SIZE, role: side, kind },
    enabled,
  );
  const data = query.data;
  const owed = data ? owedOf(data.totals) : 0n;

  return (
    <section className={section.section} data-testid="statements">
      <SectionHeader
        as="h2"
        className={section.head}
        icon={<Icon name="file" size={18} />}
        title={t('statements.title')}
        subtitle={t('statements.subtitle')}
      />
      <div className={styles.statementFilters}>
        <fieldset className={styles.sideToggle}>
          <legend className="visually-hidden">{t('statements.side')}</legend>
          {SIDES.map((option) => (
            <label key={option} data-checked={side === option}>
              <input
                type="radio"
                name={`${id}-side`}
                value={option}
                checked={side === option}
                onChange={() => {
                  setSide(option);
                  setPageNo(1);
                }}
                data-testid={`statements-side-${option}`}
              />
              <span>{t(`statements.sides.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <DateRangeFilter state={dates} />
      </div>
      {enabled && data && (
        <dl className={styles.totals} data-testid="statements-totals">
          <div data-emphasis="true">
            <dt>{t(`statements.totals.amount.${side}`)}</dt>
            <dd data-testid="statements-total-amount">{format.money.format(data.totals.amount)}</dd>
          </div>
          <div>
            <dt>{t('statements.totals.paid')}</dt>
            <dd data-testid="statements-total-paid">{format.money.format(data.totals.paid)}</dd>
          </div>
          <div data-tone={owed > 0n ? 'warning' : undefined}>
            <dt>{t('statements.totals.owed')}</dt>
            <dd data-testid="statements-total-owed">{format.money.format(owed)}</dd>
          </div>
        </dl>
      )}
      <RecordsBody
        name="statements"
        query={query}
        disabled={!enabled}
        empty={data?.content.length === 0}
      >
        {data && <StatementsTable rows={data.content} side={side} format={format} />}
        {data && (
          <p className={styles.count} data-testid="statements-count">
            {t('statements.count', { count: data.totalElements })}
          </p>
        )}
      </RecordsBody>
      {enabled && data && (
        <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} />
      )}
    </section>
  );
}
