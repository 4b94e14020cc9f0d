import type { KycStatus } from '@nova/contracts/api/kyc';
import type { OpsKycDocument } from '@nova/contracts/api/ops-kyc';
import type { TFunction } from 'i18next';
import { Badge } from '../../components/ui';
import i18n from '../../lib/i18n';

/** What the KYC screens share: words for kinds and types, sizes, the status badge's tone. */
export const KYC_QUERY_KEY = ['ops', 'kyc'] as const;

export function memberKycKey(memberId: number) {
  return [...KYC_QUERY_KEY, 'member', memberId] as const;
}

export function kindText(t: TFunction, doc: Pick<OpsKycDocument, 'kind'>): string {
  return t(`kyc.kinds.${doc.kind}`);
}

/** "PDF · 1.2 MB", in the operator's locale. */
export function fileText(t: TFunction, doc: Pick<OpsKycDocument, 'mime' | 'size'>): string {
  const mb = doc.size >= 1024 * 1024;
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(mb ? doc.size / (1024 * 1024) : Math.max(0.1, doc.size / 1024));
  return `${t(`kyc.types.${doc.mime}`)} · ${size}`;
}

const STATUS_TONE: Record<KycStatus, 'neutral' | 'warn' | 'bad' | 'good'> = {
  UNVERIFIED: 'neutral',
  PENDING: 'warn',
  REJECTED: 'bad',
  VERIFIED: 'good',
};

export function KycStatusBadge({ status, t }: { status: KycStatus; t: TFunction }) {
  return <Badge tone={STATUS_TONE[status]}>{t(`kyc.status.${status}`)}</Badge>;
}

const DOCUMENT_TONE = { PENDING: 'warn', APPROVED: 'good', REJECTED: 'bad' } as const;

export function DocumentStatusBadge({
  status,
  t,
}: {
  status: OpsKycDocument['status'];
  t: TFunction;
}) {
  return <Badge tone={DOCUMENT_TONE[status]}>{t(`kyc.documentStatus.${status}`)}</Badge>;
}
