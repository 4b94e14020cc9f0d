import {
  type OpsMemberProtection,
  opsAddExclusion,
  opsGetMemberProtection,
  opsLowerLimit,
} from '@nova/contracts/api/ops-protection';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryCard } from '../../components/query-card';
import { Button, Card, Tabs } from '../../components/ui';
import { callApi } from '../../lib/api';
import { count, dateTime } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { ExclusionDialog } from './exclusion-dialog';
import { LowerLimitDialog } from './lower-limit-dialog';
import { memberProtectionKey, minutesText } from './protection-shared';
import { ExclusionsTable, HistoryTable, HitsTable, LimitsTable } from './protection-tables';
import './protection.css';

const TABS = ['limits', 'history', 'exclusions', 'hits'] as const;
type Tab = (typeof TABS)[number];

/**
 * A member's protection panel (issue 14): limits in force and their history, exclusions, the
 * reality check and the latest limit hits. With protection.manage an operator may lower a limit
 * or record an exclusion the member asked for; never raise, remove, shorten or end one.
 */
export function MemberProtectionPanel({ memberId }: { memberId: number }) {
  return (
    <QueryCard
      permission="protection.read"
      title={<Title />}
      queryKey={memberProtectionKey(memberId)}
      queryFn={() => callApi(opsGetMemberProtection, { params: { id: memberId } })}
    >
      {(protection) => <Panel memberId={memberId} protection={protection} />}
    </QueryCard>
  );
}

function Title() {
  const { t } = useTranslation();
  return (
    <span className="prot-title">
      <ShieldAlert size={16} aria-hidden="true" /> {t('protection.title')}
    </span>
  );
}

function Panel({ memberId, protection }: { memberId: number; protection: OpsMemberProtection }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('limits');
  const [dialog, setDialog] = useState<'lower' | 'exclude' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const manage = can('protection.manage');
  const settle = async (next: OpsMemberProtection, message: string) => {
    queryClient.setQueryData(memberProtectionKey(memberId), next);
    setDone(message);
    // An exclusion ends the member's sessions: the profile's counts change too.
    await queryClient.invalidateQueries({ queryKey: ['ops', 'member', memberId], exact: true });
  };
  const counts: Record<Tab, number> = {
    limits: protection.limits.length,
    history: protection.limitHistory.length,
    exclusions: protection.exclusions.length,
    hits: protection.hits.length,
  };
  return (
    <Card
      className="prot-card"
      title={<Title />}
      actions={
        manage ? (
          <>
            {done ? (
              <output className="action-done" aria-live="polite">
                {done}
              </output>
            ) : null}
            <Button size="sm" onClick={() => setDialog('lower')}>
              {t('protection.actionsLower')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDialog('exclude')}>
              {t('protection.actionsExclude')}
            </Button>
          </>
        ) : null
      }
    >
      <ActiveExclusion protection={protection} />
      <Summary protection={protection} />
      <Tabs
        label={t('protection.title')}
        tabs={TABS.map((key) => ({
          key,
          label: (
            <>
              {t(`protection.tabs.${key}`)} <span className="prot-count">{count(counts[key])}</span>
            </>
          ),
        }))}
        active={tab}
        onChange={setTab}
      />
      {tab === 'limits' ? <LimitsTable protection={protection} /> : null}
      {tab === 'history' ? <HistoryTable protection={protection} /> : null}
      {tab === 'exclusions' ? <ExclusionsTable protection={protection} /> : null}
      {tab === 'hits' ? <HitsTable protection={protection} /> : null}
      {manage ? (
        <>
          <LowerLimitDialog
            open={dialog === 'lower'}
            protection={protection}
            onClose={() => setDialog(null)}
            onSubmit={async (body) => {
              const next = await callApi(opsLowerLimit, { params: { id: memberId }, body });
              await settle(next, t('protection.done.lowered'));
            }}
          />
          <ExclusionDialog
            open={dialog === 'exclude'}
            protection={protection}
            onClose={() => setDialog(null)}
            onSubmit={async (body) => {
              const next = await callApi(opsAddExclusion, { params: { id: memberId }, body });
              await settle(next, t(`protection.done.${body.kind}`));
            }}
          />
        </>
      ) : null}
    </Card>
  );
}

/** The exclusion in force, said first and plainly: the member cannot play until its end. */
function ActiveExclusion({ protection }: { protection: OpsMemberProtection }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const active = protection.exclusion;
  if (!active) return null;
  return (
    <div className="prot-active" data-testid="active-exclusion">
      <strong>{t(`protection.exclusionKinds.${active.kind}`)}</strong>{' '}
      <span>
        {active.endsAt
          ? t('protection.activeUntil', { until: dateTime(active.endsAt, tz) })
          : t('protection.activePermanent')}
      </span>
      <span className="prot-active-effect">{t(`protection.activeEffect.${active.kind}`)}</span>
    </div>
  );
}

function Summary({ protection }: { protection: OpsMemberProtection }) {
  const { t } = useTranslation();
  const { realityCheck } = protection;
  const interval = realityCheck.intervalMinutes;
  const hits = protection.hits30Days;
  const pending = protection.limits.filter((l) => l.pending).length;
  return (
    <dl className="prot-summary">
      <div className="prot-tile">
        <dt>{t('protection.summary.realityCheck')}</dt>
        <dd>
          {interval === 0
            ? t('protection.summary.off')
            : t('protection.summary.every', { interval: minutesText(t, interval) })}
        </dd>
        <dd className="prot-tile-hint">
          {realityCheck.chosen
            ? t('protection.summary.chosen')
            : t('protection.summary.brandDefault')}
        </dd>
      </div>
      <div className={`prot-tile${hits > 0 ? ' prot-tile-warn' : ''}`}>
        <dt>{t('protection.summary.hits30')}</dt>
        <dd data-testid="hits-30-days">{count(hits)}</dd>
        <dd className="prot-tile-hint">{t('protection.summary.hitsHint')}</dd>
      </div>
      <div className="prot-tile">
        <dt>{t('protection.summary.limits')}</dt>
        <dd>{count(protection.limits.length)}</dd>
        <dd className="prot-tile-hint">
          {pending === 0
            ? t('protection.summary.noPending')
            : t('protection.summary.pending', { n: count(pending) })}
        </dd>
      </div>
      <div className="prot-tile">
        <dt>{t('protection.summary.coolingOff')}</dt>
        <dd>{t('protection.summary.hours', { n: count(protection.coolingOffHours) })}</dd>
        <dd className="prot-tile-hint">{t('protection.summary.coolingOffHint')}</dd>
      </div>
    </dl>
  );
}
