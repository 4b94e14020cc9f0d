import { opsMemberLedger, opsMemberProfile } from '@nova/contracts/api/ops-members';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../components/dialog';
import { StatusBadge } from '../../components/status-badge';
import { Badge, Facts, Notice, Spinner, Stat } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { DisputePanel, isDispute } from './dispute-panel';
import type { RefundRequest } from './pending-refunds';
import type { Withdrawal } from './withdrawal';

/**
 * One withdrawal with what a finance operator checks before paying: the member's turnover still
 * to bet, its balances and its latest ledger lines; for a dispute, the member's report first.
 */
export function WithdrawalDetail({
  withdrawal,
  pending,
  onClose,
  actions,
}: {
  withdrawal: Withdrawal | null;
  /** The refund request waiting for a second operator, if any. */
  pending?: RefundRequest | undefined;
  onClose: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={withdrawal !== null}
      wide
      title={withdrawal ? t('payments.withdrawalTitle', { reference: withdrawal.reference }) : ''}
      onClose={onClose}
      footer={actions}
    >
      {withdrawal ? (
        <Detail withdrawal={withdrawal}>
          {isDispute(withdrawal) ? (
            <DisputePanel withdrawal={withdrawal} pending={pending} />
          ) : null}
        </Detail>
      ) : null}
    </Dialog>
  );
}

function Detail({ withdrawal, children }: { withdrawal: Withdrawal; children?: ReactNode }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const can = useCan();
  const scale = operator.brand.currencyScale;
  const tz = operator.brand.timezone;
  const id = withdrawal.memberId;
  const readMembers = can('members.read');
  const profile = useQuery({
    queryKey: ['ops', 'member', id],
    queryFn: () => callApi(opsMemberProfile, { params: { id } }),
    enabled: readMembers,
  });
  const ledger = useQuery({
    queryKey: ['ops', 'member', id, 'ledger', 'recent'],
    queryFn: () => callApi(opsMemberLedger, { params: { id }, query: { limit: 8 } }),
    enabled: readMembers,
  });
  return (
    <div className="withdrawal-detail">
      <Facts
        items={[
          [
            t('payments.member'),
            readMembers ? (
              <Link key="m" to={`/members/${id}`}>
                {withdrawal.account}
              </Link>
            ) : (
              withdrawal.account
            ),
          ],
          [t('payments.amount'), <strong key="a">{money(withdrawal.amount, scale)}</strong>],
          [t('payments.status'), <StatusBadge key="s" status={withdrawal.status} />],
          [t('payments.created'), dateTime(withdrawal.createdAt, tz)],
          [
            t('payments.bank'),
            `${withdrawal.bankName} · ${withdrawal.accountName} · ${withdrawal.accountNumber}`,
          ],
          [t('payments.payoutReference'), withdrawal.payoutReference ?? '—'],
        ]}
      />
      {children}
      {readMembers ? (
        <>
          <h3 className="section-title">{t('payments.memberNow')}</h3>
          {profile.isPending ? <Spinner label={t('common.loading')} /> : null}
          {profile.isError ? <Notice tone="bad">{errorText(t, profile.error)}</Notice> : null}
          {profile.data ? (
            <div className="grid-4">
              <Stat label={t('member.main')} value={money(profile.data.wallet.main, scale)} />
              <Stat label={t('member.held')} value={money(profile.data.wallet.held, scale)} />
              <Stat
                label={t('member.turnoverRemaining')}
                value={money(profile.data.turnover.remaining, scale)}
                tone={BigInt(profile.data.turnover.remaining) > 0n ? 'warn' : 'good'}
                hint={
                  BigInt(profile.data.turnover.remaining) > 0n
                    ? t('payments.turnoverNotMet')
                    : t('payments.turnoverMet')
                }
              />
              <Stat
                label={t('members.status')}
                value={
                  <Badge tone={profile.data.status === 'ACTIVE' ? 'good' : 'bad'}>
                    {t(`members.statuses.${profile.data.status}`)}
                  </Badge>
                }
                hint={profile.data.tags.map((tag) => `#${tag}`).join(' ') || undefined}
              />
            </div>
          ) : null}
          <h3 className="section-title">{t('payments.recentActivity')}</h3>
          {ledger.data ? (
            <table className="table compact">
              <tbody>
                {ledger.data.items.map((line) => (
                  <tr key={line.id}>
                    <td>{dateTime(line.createdAt, tz)}</td>
                    <td>
                      <Badge>{line.kind}</Badge>
                    </td>
                    <td className="num">{money(line.amount, scale)}</td>
                    <td className="mono small">{line.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
