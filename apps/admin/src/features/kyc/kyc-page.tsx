import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_STATUSES,
  type KycDocumentKind,
} from '@nova/contracts/api/kyc';
import { opsListKycDocuments } from '@nova/contracts/api/ops-kyc';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Card, Notice, PageHeader, Tabs } from '../../components/ui';
import { callApi } from '../../lib/api';
import { useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { kycColumns } from './kyc-columns';
import { useKycReview } from './kyc-decision';
import { KYC_QUERY_KEY } from './kyc-shared';
import './kyc.css';

type Status = (typeof KYC_DOCUMENT_STATUSES)[number];

/**
 * The KYC review queue (issue 14): a tab per document status (pending first, worked oldest
 * first; decided ones newest first), a kind filter, keyset pages; each document opens in a
 * preview, and with kyc.review is approved or rejected (the reason goes to the player). Status
 * and kind are in the address, so a queue can be linked to.
 */
export default function KycPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const [params, setParams] = useSearchParams();
  const status = KYC_DOCUMENT_STATUSES.find((s) => s === params.get('status')) ?? 'PENDING';
  const kind = KYC_DOCUMENT_KINDS.find((k) => k === params.get('kind'));
  const review = useKycReview();

  const setFilter = (name: 'status' | 'kind', value: string | undefined, fallback?: string) => {
    const next = new URLSearchParams(params);
    if (!value || value === fallback) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const list = useKeysetList([...KYC_QUERY_KEY, 'queue', status, kind ?? 'ALL'], async (after) => {
    const page = await callApi(opsListKycDocuments, {
      query: { status, after, limit: 50, ...(kind ? { kind } : {}) },
    });
    return { items: page.items, nextBefore: page.next };
  });
  const columns = kycColumns(t, {
    timeZone: operator.brand.timezone,
    showMember: true,
    decided: status !== 'PENDING',
    onPreview: review.preview,
    onDecide: review.decide,
  });

  return (
    <>
      <PageHeader title={t('kyc.title')} subtitle={t('kyc.subtitle')} />
      {review.done ? <Notice tone="good">{review.done}</Notice> : null}
      <Card>
        <div className="page-toolbar">
          <Tabs
            label={t('kyc.queueStatus')}
            tabs={KYC_DOCUMENT_STATUSES.map((key) => ({
              key,
              label: t(`kyc.documentStatus.${key}`),
            }))}
            active={status}
            onChange={(key: Status) => setFilter('status', key, 'PENDING')}
          />
          <label className="filter">
            <span>{t('kyc.kindFilter')}</span>
            <select
              className="input input-sm"
              value={kind ?? ''}
              onChange={(event) => setFilter('kind', event.target.value as KycDocumentKind)}
              data-testid="kyc-kind-filter"
            >
              <option value="">{t('kyc.allKinds')}</option>
              {KYC_DOCUMENT_KINDS.map((key) => (
                <option key={key} value={key}>
                  {t(`kyc.kinds.${key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DataTable
          caption={t('kyc.title')}
          columns={columns}
          rowId={(row) => String(row.id)}
          empty={t('kyc.none')}
          onOpen={review.preview}
          {...list}
        />
      </Card>
      {review.dialogs}
    </>
  );
}
