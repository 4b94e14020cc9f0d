import { opsProtectionRisk, type RiskRow } from '@nova/contracts/api/ops-protection';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { SelectField, TextField } from '../../components/field';
import { Badge, Button, Card, PageHeader } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { count, dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { limitName, riskKey } from './protection-shared';
import './protection.css';

/** The windows offered; the API takes any 1–90 days. */
export const RISK_DAYS = [7, 14, 30, 60, 90] as const;
const DEFAULT_DAYS = 30;
const DEFAULT_MIN_HITS = 3;
const MAX_MIN_HITS = 1000;

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d{1,4}$/u.test(value)) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

/** Kinds of a row that mean an exclusion, not a limit: shown in the exclusion's colour. */
const EXCLUSION_KINDS = new Set(['TIMEOUT', 'SELF_EXCLUSION']);

/**
 * Players who hit their limits or their exclusion most in the last days (issue 14): who keeps
 * pushing against the limits they set is who responsible-gaming staff call first.
 */
export default function RiskPage() {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const days = intParam(params.get('days'), DEFAULT_DAYS, 1, 90);
  const minHits = intParam(params.get('minHits'), DEFAULT_MIN_HITS, 1, MAX_MIN_HITS);
  const [minHitsText, setMinHitsText] = useState(String(minHits));
  const [minHitsError, setMinHitsError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: riskKey(days, minHits),
    queryFn: () => callApi(opsProtectionRisk, { query: { days, minHits } }),
  });
  const dayOptions: number[] = RISK_DAYS.includes(days as (typeof RISK_DAYS)[number])
    ? [...RISK_DAYS]
    : [...RISK_DAYS, days].sort((a, b) => a - b);
  const rows = query.data?.items ?? [];
  const columns: ColumnDef<RiskRow, unknown>[] = [
    {
      header: t('protection.risk.member'),
      cell: ({ row }) => (
        <div className="stack">
          <Link to={`/members/${row.original.memberId}`}>
            <strong>{row.original.account}</strong>
          </Link>
          <span className="muted small">#{row.original.memberId}</span>
        </div>
      ),
    },
    {
      header: t('protection.risk.hits'),
      meta: { className: 'num' },
      cell: ({ row }) => <strong>{count(row.original.hits)}</strong>,
    },
    {
      header: t('protection.risk.days'),
      meta: { className: 'num' },
      cell: ({ row }) => t('protection.risk.daysOf', { n: count(row.original.days), days }),
    },
    {
      header: t('protection.risk.lastHit'),
      cell: ({ row }) => <span className="nowrap">{dateTime(row.original.lastHitAt, tz)}</span>,
    },
    {
      header: t('protection.risk.kinds'),
      cell: ({ row }) => (
        <span className="badges prot-kinds">
          {row.original.kinds.map((kind) => (
            <Badge key={kind} tone={EXCLUSION_KINDS.has(kind) ? 'bad' : 'warn'}>
              {limitName(t, kind, null).kind}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      header: t('protection.risk.status'),
      cell: ({ row }) =>
        row.original.excluded ? (
          <Badge tone="bad">{t('protection.risk.excluded')}</Badge>
        ) : (
          <span className="muted">{t('protection.risk.playing')}</span>
        ),
    },
  ];
  const apply = (next: { days?: number; minHits?: number }) => {
    const merged = { days, minHits, ...next };
    setParams({ days: String(merged.days), minHits: String(merged.minHits) }, { replace: true });
  };
  return (
    <>
      <PageHeader title={t('protection.risk.title')} subtitle={t('protection.risk.subtitle')} />
      <Card>
        <form
          className="filters prot-filters"
          aria-label={t('common.filter')}
          onSubmit={(event) => {
            event.preventDefault();
            const text = minHitsText.trim();
            const n = /^\d{1,4}$/u.test(text) ? Number(text) : Number.NaN;
            if (!(n >= 1 && n <= MAX_MIN_HITS)) {
              setMinHitsError(t('protection.risk.minHitsInvalid', { max: MAX_MIN_HITS }));
              return;
            }
            setMinHitsError(null);
            apply({ minHits: n });
          }}
        >
          <SelectField
            label={t('protection.risk.window')}
            value={String(days)}
            onChange={(event) => apply({ days: Number(event.target.value) })}
          >
            {dayOptions.map((d) => (
              <option key={d} value={d}>
                {t('protection.risk.lastDays', { count: d })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('protection.risk.minHits')}
            inputMode="numeric"
            autoComplete="off"
            value={minHitsText}
            error={minHitsError ?? undefined}
            onChange={(event) => {
              setMinHitsText(event.target.value);
              setMinHitsError(null);
            }}
          />
          <Button type="submit" variant="primary">
            {t('common.filter')}
          </Button>
        </form>
        <div className={rows.length > 0 ? 'prot-risk-table prot-risk-has-rows' : 'prot-risk-table'}>
          <DataTable
            caption={t('protection.risk.title')}
            columns={columns}
            rows={rows}
            rowId={(row) => String(row.memberId)}
            loading={query.isPending}
            error={query.isError ? errorText(t, query.error) : null}
            empty={t('protection.risk.empty', { count: days, minHits })}
            onOpen={(row) => navigate(`/members/${row.memberId}`)}
          />
        </div>
        {rows.length > 0 ? (
          <ul className="prot-risk-cards" aria-label={t('protection.risk.title')}>
            {rows.map((row) => (
              <li key={row.memberId}>
                <Link to={`/members/${row.memberId}`} className="prot-risk-card">
                  <span className="prot-risk-head">
                    <strong>{row.account}</strong>
                    <span className="prot-risk-hits">
                      {t('protection.risk.hitsCount', { count: row.hits })}
                    </span>
                  </span>
                  <span className="badges prot-kinds">
                    {row.kinds.map((kind) => (
                      <Badge key={kind} tone={EXCLUSION_KINDS.has(kind) ? 'bad' : 'warn'}>
                        {limitName(t, kind, null).kind}
                      </Badge>
                    ))}
                    {row.excluded ? (
                      <Badge tone="bad">{t('protection.risk.excluded')}</Badge>
                    ) : null}
                  </span>
                  <span className="muted small">
                    {t('protection.risk.cardMeta', {
                      id: row.memberId,
                      n: count(row.days),
                      days,
                      last: dateTime(row.lastHitAt, tz),
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {rows.length > 0 ? (
          <p className="muted small prot-foot">
            {t('protection.risk.count', { count: rows.length, days, minHits })}
          </p>
        ) : null}
      </Card>
    </>
  );
}
