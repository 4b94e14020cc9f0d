import type { LimitEvent, OpsMemberProtection } from '@nova/contracts/api/ops-protection';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';
import { dateTime, money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { limitAmount, limitName, usedPercent } from './protection-shared';

type Tone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

/** A small table of the panel: every row shown (the server bounds them), an empty line. */
function Table({
  caption,
  headers,
  empty,
  children,
  rows,
}: {
  caption: string;
  headers: readonly (string | [string, string])[];
  empty: string;
  rows: number;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll prot-table">
      <table className="table compact">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => {
              const [text, className] = typeof header === 'string' ? [header, undefined] : header;
              return (
                <th key={text} scope="col" className={className}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {children}
          {rows === 0 ? (
            <tr>
              <td className="table-empty" colSpan={headers.length}>
                <span className="table-empty-text">{empty}</span>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function LimitCell({ kind, period }: { kind: string; period: string | null }) {
  const { t } = useTranslation();
  const name = limitName(t, kind, period);
  return (
    <div className="stack">
      <strong>{name.kind}</strong>
      {name.period ? <span className="muted small">{name.period}</span> : null}
    </div>
  );
}

/** The limits in force: value, what is used of it in the current window, and any pending change. */
export function LimitsTable({ protection }: { protection: OpsMemberProtection }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  return (
    <Table
      caption={t('protection.tabs.limits')}
      empty={t('protection.limits.empty')}
      rows={protection.limits.length}
      headers={[
        t('protection.limits.limit'),
        [t('protection.limits.value'), 'num'],
        t('protection.limits.used'),
        [t('protection.limits.remaining'), 'num'],
        t('protection.limits.pending'),
        t('protection.limits.setAt'),
      ]}
    >
      {protection.limits.map((limit) => {
        const percent = usedPercent(limit.used, limit.value);
        const tone = percent >= 100 ? 'bad' : percent >= 80 ? 'warn' : 'good';
        return (
          <tr
            key={`${limit.kind}-${limit.period}`}
            data-testid={`limit-${limit.kind}-${limit.period}`}
          >
            <td>
              <LimitCell kind={limit.kind} period={limit.period} />
            </td>
            <td className="num">
              <strong>{limitAmount(t, limit.kind, limit.value, protection)}</strong>
            </td>
            <td>
              <div className="prot-used">
                <span className="prot-used-text">
                  {limitAmount(t, limit.kind, limit.used, protection)}
                  <span className="muted small">
                    {` · ${t('protection.limits.percent', { n: percent })}`}
                  </span>
                </span>
                <span className={`prot-meter prot-meter-${tone}`} aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
              </div>
            </td>
            <td className="num">{limitAmount(t, limit.kind, limit.remaining, protection)}</td>
            <td>
              {limit.pending ? (
                <div className="stack">
                  <span>
                    {limit.pending.value === null
                      ? t('protection.limits.removal')
                      : t('protection.limits.increaseTo', {
                          value: limitAmount(t, limit.kind, limit.pending.value, protection),
                        })}
                  </span>
                  <span className="muted small">
                    {limit.pending.confirmable
                      ? t('protection.limits.confirmable', {
                          date: dateTime(limit.pending.effectiveAt, tz),
                        })
                      : t('protection.limits.coolingUntil', {
                          date: dateTime(limit.pending.effectiveAt, tz),
                        })}
                  </span>
                  <span>
                    <Badge tone={limit.pending.confirmable ? 'bad' : 'warn'}>
                      {limit.pending.confirmable
                        ? t('protection.limits.awaitingPlayer')
                        : t('protection.limits.coolingOff')}
                    </Badge>
                  </span>
                </div>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td className="nowrap">{dateTime(limit.setAt, tz)}</td>
          </tr>
        );
      })}
    </Table>
  );
}

const ACTION_TONE: Record<LimitEvent['action'], Tone> = {
  SET: 'info',
  DECREASE: 'good',
  INCREASE_REQUESTED: 'warn',
  REMOVAL_REQUESTED: 'warn',
  INCREASE_CONFIRMED: 'bad',
  REMOVAL_CONFIRMED: 'bad',
  CANCELLED: 'neutral',
};

/** Who did it: the player, or an operator (by account). */
export function ByCell({ by }: { by: string }) {
  const { t } = useTranslation();
  if (by === 'PLAYER') return <Badge>{t('protection.byPlayer')}</Badge>;
  return (
    <div className="stack">
      <span>{by}</span>
      <span className="muted small">{t('protection.byOperator')}</span>
    </div>
  );
}

/** Every change of a limit, newest first: who, from what to what, and why. */
export function HistoryTable({ protection }: { protection: OpsMemberProtection }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  return (
    <Table
      caption={t('protection.tabs.history')}
      empty={t('protection.history.empty')}
      rows={protection.limitHistory.length}
      headers={[
        t('protection.history.at'),
        t('protection.limits.limit'),
        t('protection.history.action'),
        t('protection.history.change'),
        t('protection.history.by'),
        t('protection.history.reason'),
      ]}
    >
      {protection.limitHistory.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the list is replaced whole
        <tr key={index}>
          <td className="nowrap">{dateTime(event.at, tz)}</td>
          <td>
            <LimitCell kind={event.kind} period={event.period} />
          </td>
          <td>
            <Badge tone={ACTION_TONE[event.action]}>
              {t(`protection.actions.${event.action}`, { defaultValue: event.action })}
            </Badge>
          </td>
          <td className="nowrap">
            <span className="muted">{limitAmount(t, event.kind, event.from, protection)}</span>
            <span className="prot-arrow" aria-hidden="true">
              {' → '}
            </span>
            <span className="sr-only"> {t('protection.history.to')} </span>
            <strong>{limitAmount(t, event.kind, event.to, protection)}</strong>
          </td>
          <td>
            <ByCell by={event.by} />
          </td>
          <td>
            <span className="clamp">{event.reason ?? '—'}</span>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Time-outs and self-exclusions, the active one marked. */
export function ExclusionsTable({ protection }: { protection: OpsMemberProtection }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  return (
    <Table
      caption={t('protection.tabs.exclusions')}
      empty={t('protection.exclusions.empty')}
      rows={protection.exclusions.length}
      headers={[
        t('protection.exclusions.kind'),
        t('protection.exclusions.starts'),
        t('protection.exclusions.ends'),
        t('protection.exclusions.status'),
        t('protection.history.by'),
        t('protection.history.reason'),
      ]}
    >
      {protection.exclusions.map((exclusion) => (
        <tr
          key={exclusion.id}
          className={exclusion.active ? 'prot-row-active' : undefined}
          data-testid={`exclusion-${exclusion.id}`}
        >
          <td>
            <div className="stack">
              <strong>{t(`protection.exclusionKinds.${exclusion.kind}`)}</strong>
              <span className="muted small">{t(`protection.durations.${exclusion.duration}`)}</span>
            </div>
          </td>
          <td className="nowrap">{dateTime(exclusion.startsAt, tz)}</td>
          <td className="nowrap">
            {exclusion.endsAt ? dateTime(exclusion.endsAt, tz) : t('protection.permanent')}
          </td>
          <td>
            {exclusion.active ? (
              <Badge tone="bad">{t('protection.exclusions.active')}</Badge>
            ) : (
              <Badge>{t('protection.exclusions.ended')}</Badge>
            )}
          </td>
          <td>
            <ByCell by={exclusion.by} />
          </td>
          <td>
            <span className="clamp">{exclusion.reason ?? '—'}</span>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The latest refusals by a limit or an exclusion, newest first. */
export function HitsTable({ protection }: { protection: OpsMemberProtection }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  return (
    <Table
      caption={t('protection.tabs.hits')}
      empty={t('protection.hits.empty')}
      rows={protection.hits.length}
      headers={[
        t('protection.history.at'),
        t('protection.hits.action'),
        t('protection.hits.by'),
        [t('protection.hits.amount'), 'num'],
      ]}
    >
      {protection.hits.map((hit, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hits have no id; the list is replaced whole
        <tr key={index}>
          <td className="nowrap">{dateTime(hit.at, tz)}</td>
          <td>{t(`protection.hitActions.${hit.action}`, { defaultValue: hit.action })}</td>
          <td>
            <LimitCell kind={hit.kind} period={hit.period} />
          </td>
          <td className="num">
            {hit.amount === null
              ? '—'
              : `${money(hit.amount, protection.scale)} ${protection.currency}`}
          </td>
        </tr>
      ))}
    </Table>
  );
}
