import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Facts, Notice, Stat } from '../../components/ui';
import { dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { shortfallOf } from './dispute';
import type { RefundRequest } from './pending-refunds';
import { ProofImages } from './proof-images';
import type { Withdrawal } from './withdrawal';

/** Whether the member reported a partial or no receipt (a dispute, open or resolved). */
export function isDispute(withdrawal: Withdrawal): boolean {
  return withdrawal.confirmation === 'PARTIAL' || withdrawal.confirmation === 'NOT_RECEIVED';
}

/**
 * What resolving a dispute rests on: what was paid, what the member says arrived and the
 * difference, the member's proof images and remark, when it was paid and reported (the payout's
 * bank reference is in the facts above); once resolved, the refund and the operator's note.
 */
export function DisputePanel({
  withdrawal,
  pending,
}: {
  withdrawal: Withdrawal;
  pending: RefundRequest | undefined;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const { currencyScale: scale, timezone: tz } = useOperator().brand;
  const resolved = withdrawal.status === 'COMPLETED';
  const report = withdrawal.confirmation ?? 'PARTIAL';
  return (
    <section className="dispute" aria-label={t('disputes.reportTitle')}>
      <h3 className="section-title">{t('disputes.reportTitle')}</h3>
      {pending ? (
        <Notice tone="warn">
          {t('disputes.pendingRequest', {
            id: pending.id,
            amount: money(pending.amount, scale),
            by: pending.madeBy,
          })}{' '}
          {can('approvals.read') ? (
            <Link to="/approvals">{t('disputes.openApprovals')}</Link>
          ) : null}
        </Notice>
      ) : null}
      <div className="grid-4 dispute-stats">
        <Stat label={t('disputes.paid')} value={money(withdrawal.amount, scale)} />
        <Stat
          label={t('disputes.received')}
          value={money(withdrawal.receivedAmount, scale)}
          hint={<Badge tone="warn">{t(`statuses.${report}`)}</Badge>}
        />
        <Stat
          label={t('disputes.shortfall')}
          value={money(shortfallOf(withdrawal), scale)}
          tone="bad"
        />
        <Stat
          label={t('disputes.refunded')}
          value={resolved ? money(withdrawal.refundedAmount, scale) : '—'}
          tone={resolved ? 'good' : undefined}
          hint={resolved ? undefined : t('disputes.notResolved')}
        />
      </div>
      <Facts
        items={[
          [t('disputes.reportedAt'), dateTime(withdrawal.confirmedAt, tz)],
          [t('disputes.paidAt'), dateTime(withdrawal.paidAt, tz)],
          [t('disputes.remark'), withdrawal.confirmRemark ?? '—'],
          ...(resolved
            ? [
                [t('disputes.resolutionNote'), withdrawal.resolutionNote ?? '—'] as [
                  string,
                  string,
                ],
                [t('disputes.resolvedBy'), withdrawal.decidedBy ?? '—'] as [string, string],
              ]
            : []),
        ]}
      />
      <h3 className="section-title">{t('disputes.proofs')}</h3>
      {can('payments.proofs.read') ? (
        <ProofImages ids={withdrawal.confirmProofUploadIds} large />
      ) : (
        <p className="muted">{t('disputes.proofsHidden')}</p>
      )}
    </section>
  );
}
