import { type OpsKycDocument, opsGetMemberKyc } from '@nova/contracts/api/ops-kyc';
import { useQuery } from '@tanstack/react-query';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Card, Facts, Notice, Spinner } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { kycColumns } from './kyc-columns';
import { useKycDecision } from './kyc-decision';
import { KycPreview } from './kyc-preview';
import { KycStatusBadge, memberKycKey } from './kyc-shared';
import './kyc.css';

/**
 * A member's identity verification on the member page (issue 14): the status, what the brand
 * requires and how far the member's deposits are, and every document with its preview; with
 * kyc.review a pending one is approved or rejected here too. Hidden without kyc.read.
 */
export function MemberKycPanel({ memberId }: { memberId: number }) {
  const can = useCan();
  if (!can('kyc.read')) return null;
  return <Panel memberId={memberId} />;
}

function Panel({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const [previewing, setPreviewing] = useState<OpsKycDocument | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const review = can('kyc.review');
  const decision = useKycDecision((message) => {
    setDone(message);
    setPreviewing(null);
  });
  const query = useQuery({
    queryKey: memberKycKey(memberId),
    queryFn: () => callApi(opsGetMemberKyc, { params: { id: memberId } }),
  });
  const title = (
    <span className="kyc-title">
      <IdCard size={16} aria-hidden="true" /> {t('kyc.panelTitle')}
      {query.data ? <KycStatusBadge status={query.data.status} t={t} /> : null}
    </span>
  );
  if (query.isPending) {
    return (
      <Card title={title}>
        <Spinner label={t('common.loading')} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title={title}>
        <Notice tone="bad">{errorText(t, query.error)}</Notice>
      </Card>
    );
  }
  const kyc = query.data;
  const amount = (minor: string | null) =>
    minor === null
      ? t('kyc.requirement.notRequired')
      : `${money(minor, kyc.scale)} ${kyc.currency}`;
  return (
    <Card title={title} actions={<Link to="/kyc">{t('kyc.title')}</Link>}>
      <div className="kyc-member" data-testid="member-kyc">
        {done ? <Notice tone="good">{done}</Notice> : null}
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
            onPreview: setPreviewing,
            onDecide: review ? decision.decide : undefined,
          })}
          rows={kyc.documents}
          rowId={(row) => String(row.id)}
          empty={t('kyc.noneForMember')}
        />
      </div>
      <KycPreview
        doc={previewing}
        onClose={() => setPreviewing(null)}
        onDecide={review ? decision.decide : undefined}
      />
      {decision.dialog}
    </Card>
  );
}
