import { opsMemberProfile } from '@nova/contracts/api/ops-members';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge, Card, Facts, Notice, PageHeader, Spinner, Stat, Tabs } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { MemberActions } from './member-actions';
import { HISTORY_TABS, type HistoryTab, MemberHistory } from './member-history';
import { MemberStatus } from './member-status';
import { MemberTags } from './member-tags';

export const profileKey = (id: number) => ['ops', 'member', id] as const;

/** One member: who, balances, security, and everything it did, for the operator deciding. */
/**
 * `panels`: what other screens show about the member (protection, KYC), composed in app/ so
 * screens stay apart (decision 040).
 */
export default function MemberPage({ panels }: { panels?: (memberId: number) => ReactNode }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const id = Number(useParams().id);
  const [tab, setTab] = useState<HistoryTab>('ledger');
  const profile = useQuery({
    queryKey: profileKey(id),
    queryFn: () => callApi(opsMemberProfile, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (profile.isPending) return <Spinner label={t('common.loading')} />;
  if (profile.isError) return <Notice tone="bad">{errorText(t, profile.error)}</Notice>;
  const member = profile.data;
  const { wallet, turnover } = member;
  const tz = operator.brand.timezone;
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <>
      <Link to="/members" className="back-link">
        <ArrowLeft size={15} aria-hidden="true" /> {t('members.title')}
      </Link>
      <PageHeader
        title={
          <span className="title-with-badges">
            {member.account} <MemberStatus member={member} />
          </span>
        }
        subtitle={`#${member.id} · ${member.nickname}`}
        actions={<MemberActions member={member} />}
      />
      <div className="grid-4 stats-row">
        <Stat
          label={t('member.main')}
          value={money(wallet.main, wallet.scale)}
          hint={wallet.currency}
        />
        <Stat
          label={t('member.held')}
          value={money(wallet.held, wallet.scale)}
          hint={t('member.heldHint')}
        />
        <Stat
          label={t('member.vendors')}
          value={money(
            wallet.vendors.reduce((sum, v) => sum + BigInt(v.amount), 0n),
            wallet.scale,
          )}
          hint={
            wallet.vendors.map((v) => `${v.vendor} ${money(v.amount, wallet.scale)}`).join(' · ') ||
            '—'
          }
        />
        <Stat
          label={t('member.turnoverRemaining')}
          value={money(turnover.remaining, wallet.scale)}
          tone={BigInt(turnover.remaining) > 0n ? 'warn' : 'good'}
          hint={t('member.turnoverOf', {
            done: money(turnover.completed, wallet.scale),
            required: money(turnover.required, wallet.scale),
          })}
        />
      </div>
      <div className="grid-2">
        <Card title={t('member.profile')}>
          <Facts
            items={[
              [
                t('members.mobile'),
                <>
                  {member.mobile ?? '—'}{' '}
                  {member.mobile ? <Verified ok={member.mobileVerified} /> : null}
                </>,
              ],
              [
                t('members.email'),
                <>
                  {member.email ?? '—'}{' '}
                  {member.email ? <Verified ok={member.emailVerified} /> : null}
                </>,
              ],
              [t('member.realName'), member.realName ?? '—'],
              [t('member.language'), member.language],
              [t('members.registered'), dateTime(member.createdAt, tz)],
              [t('member.registerMethod'), member.registerMethod],
              [t('member.registerIp'), member.registerIp ?? '—'],
              [t('members.lastLogin'), dateTime(member.lastLoginAt, tz)],
              [t('member.upline'), member.parentId ? `#${member.parentId}` : '—'],
              [
                t('member.type'),
                t(`member.types.${member.type}`, { defaultValue: String(member.type) }),
              ],
            ]}
          />
        </Card>
        <Card title={t('member.security')}>
          <Facts
            items={[
              [
                t('member.totp'),
                <Badge key="totp" tone={member.totpEnabled ? 'good' : 'neutral'}>
                  {member.totpEnabled ? t('member.on') : t('member.off')}
                </Badge>,
              ],
              [t('member.paymentPassword'), yesNo(member.paymentPasswordSet)],
              [t('members.mustChange'), yesNo(member.mustChangePassword)],
              [t('member.openSessions'), member.counts.openSessions],
              [t('member.counts'), t('member.countsText', member.counts)],
            ]}
          />
          <MemberTags member={member} />
        </Card>
      </div>
      {panels?.(member.id)}
      <Card>
        <Tabs
          label={t('member.history')}
          tabs={HISTORY_TABS.map((key) => ({ key, label: t(`member.tabs.${key}`) }))}
          active={tab}
          onChange={setTab}
        />
        <MemberHistory member={member} tab={tab} />
      </Card>
    </>
  );
}

function Verified({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={ok ? 'good' : 'neutral'}>
      {ok ? t('member.verified') : t('member.unverified')}
    </Badge>
  );
}
