import {
  AGENT_PAGE_SIZE,
  DOWNLINE_KINDS,
  DOWNLINE_STATUSES,
  type Downline,
} from '@nova/contracts/api/agent-team';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../records/components/pagination';
import records from '../../records/components/records.module.css';
import { useDownlines } from '../api/team-queries';
import { AccountFilter } from './account-filter';
import styles from './agent-team.module.css';
import { DownlineTable } from './downline-table';
import { DownlineTrail } from './downline-trail';
import { TeamBody } from './team-body';
import { TransferDownlineDialog } from './transfer-downline-dialog';

type Kind = (typeof DOWNLINE_KINDS)[number];
type Status = (typeof DOWNLINE_STATUSES)[number];

/**
 * downlineManagmentView (spec §2; issue 15): the agent's direct downlines, or those of an agent
 * further down (drill down, with the trail back up), or a search of the whole team by account or
 * nickname; by kind and status, 20 a page. A row sends money to that downline; an agent row also
 * carries its contract actions.
 */
export function DownlinesPage() {
  const { t } = useTranslation('agentTeam');
  const kindId = useId();
  const statusId = useId();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<Kind | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const searching = keyword !== '';
  const result = useDownlines({
    pageNo,
    pageSize: AGENT_PAGE_SIZE,
    // A search covers the whole team at any depth; the drill-down is one level of the tree.
    parentId: searching ? undefined : parentId,
    keyword: searching ? keyword : undefined,
    kind: kind === '' ? undefined : kind,
    status: status === '' ? undefined : status,
  });
  const data = result.data;

  function openLevel(id: number | undefined) {
    setKeyword('');
    setParentId(id);
    setPageNo(1);
  }

  return (
    <div className={records.page} data-testid="downlines-page">
      <div className={records.filters}>
        <AccountFilter
          value={keyword}
          onApply={(value) => {
            setKeyword(value);
            setPageNo(1);
          }}
          label={t('downlines.search')}
          placeholder={t('downlines.searchPlaceholder')}
          testId="downlines-search"
        />
        <div className={records.typeField}>
          <label htmlFor={kindId}>{t('downlines.kind')}</label>
          <select
            id={kindId}
            className={records.select}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as Kind | '');
              setPageNo(1);
            }}
            data-testid="downlines-kind"
          >
            <option value="">{t('downlines.allKinds')}</option>
            {DOWNLINE_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={records.typeField}>
          <label htmlFor={statusId}>{t('downlines.status')}</label>
          <select
            id={statusId}
            className={records.select}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status | '');
              setPageNo(1);
            }}
            data-testid="downlines-status"
          >
            <option value="">{t('downlines.allStatuses')}</option>
            {DOWNLINE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {searching ? (
        <p className={styles.searchNote} data-testid="downlines-searching">
          {t('downlines.searching', { keyword })}
        </p>
      ) : (
        <DownlineTrail
          trail={data?.trail ?? []}
          drilled={parentId !== undefined}
          onOpen={openLevel}
        />
      )}
      <TeamBody
        name="downlines"
        query={result}
        empty={data?.content.length === 0}
        emptyTitle={t(
          searching || kind !== '' || status !== '' ? 'empty.title' : 'downlines.emptyTitle',
        )}
        emptyDescription={t(
          searching || kind !== '' || status !== ''
            ? 'empty.description'
            : 'downlines.emptyDescription',
        )}
      >
        {data && (
          <DownlineTable rows={data.content} onOpen={openLevel} onTransfer={setTransferTo} />
        )}
        {data && (
          <p className={records.count} data-testid="downlines-count">
            {t('downlines.count', { count: data.totalElements })}
          </p>
        )}
      </TeamBody>
      {data && <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} />}
      {transferTo && (
        <TransferDownlineDialog downline={transferTo} onClose={() => setTransferTo(null)} />
      )}
    </div>
  );
}
