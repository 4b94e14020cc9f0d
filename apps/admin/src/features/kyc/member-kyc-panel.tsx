import type { KycStatus } from '@nova/contracts/api/kyc';
import { opsGetMemberKyc } from '@nova/contracts/api/ops-kyc';
import { IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { QueryCard } from '../../components/query-card';
import { Card, Facts, Notice } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { kycColumns } from './kyc-columns';
import { useKycReview } from './kyc-decision';
import { KycStatusBadge, memberKycKey } from './kyc-shared';
import './kyc.css';

type MemberKyc = ValueOf<typeof opsGetMemberKyc>;

/**
 * A member's identity verification on the member page (issue 14): the status, what the brand
 * requires and how far the member's deposits are, and every document with its preview; with
 * kyc.review a pending one is approved or rejected here too. Hidden without kyc.read.
 */
export function MemberKycPanel({ memberId }: { memberId: number }) {
  return (
    <QueryCard
      permission="kyc.read"
      title={<Title />}
      queryKey={memberKycKey(memberId)}
      queryFn={() => callApi(opsGetMemberKyc, { params: { id: memberId } })}
    >
      {(kyc) => <Panel kyc={kyc} />}
    </QueryCard>
  );
}

function Title({ status }: { status?: KycStatus }) {
  const { t } = useTranslation();
  return (
    <span className="kyc-title">
      <IdCard size={16} aria-hidden="true" /> {t('kyc.panelTitle')}
      {status ? <KycStatusBadge status={status} t={t} /> : null}
    </span>
  );
}

function Panel({ kyc }: { kyc: MemberKyc }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const review = useKycReview();
  const amount = (minor: string | null) =>
    minor === null
      ? t('kyc.requirement.notRequired')
      : `${money(minor, kyc.scale)} ${kyc.currency}`;
  return (
    <Card title={<Title status={kyc.status} />} actions={<Link to="/kyc">{t('kyc.title')}</Link>}>
      <div className="kyc-member" data-testid="member-kyc">
        {review.done ? <Notice tone="good">{review.done}</Notice> : null}
        <Facts
          items={[
            [t('kyc.requirement.withdrawalAbove'), amount(kyc.requirement.withdrawalAbove)],
            [t('kyc.requirement.depositsAbove'), amount(kyc.requirement.depositsAbove)],
            [t('kyc.requirement.deposited'), amount(kyc.requirement.depositedTotal)],
            [
              t('kyc.requirement.depositsBlocked'),
              t(kyc.requirement.depositsBlocked ? 'kyc.requirement.yes' : 'kyc.requirement.no'),
            ],
          ]}
        />
        <DataTable
          caption={t('kyc.panelTitle')}
          columns={kycColumns(t, {
            timeZone: operator.brand.timezone,
            showMember: false,
            decided: true,
            onPreview: review.preview,
            onDecide: review.decide,
          })}
          rows={kyc.documents}
          rowId={(row) => String(row.id)}
          empty={t('kyc.noneForMember')}
        />
      </div>
      {review.dialogs}
    </Card>
  );
}
