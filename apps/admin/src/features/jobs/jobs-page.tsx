import type { OpsJobSchema } from '@nova/contracts/api/ops-agents';
import { listOpsJobs, runOpsJob } from '@nova/contracts/api/ops-agents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { DataTable } from '../../components/data-table';
import { ReasonDialog } from '../../components/reason-dialog';
import { Badge, Button, Card, Notice, PageHeader } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { count, dateTime } from '../../lib/format';
import i18n from '../../lib/i18n';
import { useCan, useOperator } from '../../lib/session';

type Job = z.infer<typeof OpsJobSchema>;
const JOBS_KEY = ['ops', 'jobs'] as const;

/** The largest whole unit of a period, for "every 5 minutes", "every day". */
const UNITS = [
  ['days', 86_400],
  ['hours', 3600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

export function scheduleText(t: TFunction, everySeconds: number): string {
  if (everySeconds <= 0) return t('jobs.schedule.manual');
  const [unit, size] = UNITS.find(([, seconds]) => everySeconds % seconds === 0) ?? UNITS[3];
  return t(`jobs.schedule.${unit}`, { count: everySeconds / size });
}

type Outcome = 'ok' | 'failed' | 'running' | 'never';

function outcomeOf(job: Job): Outcome {
  if (job.lastStartedAt && !job.lastFinishedAt) return 'running';
  if (job.lastOutcome === 'ok' || job.lastOutcome === 'failed') return job.lastOutcome;
  return 'never';
}

const RESULT_TEXT: Record<string, string> = { ok: 'jobs.ranOk', failed: 'jobs.ranFailed' };

const OUTCOME_TONE = { ok: 'good', failed: 'bad', running: 'warn', never: 'neutral' } as const;

function seconds(value: number): string {
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(value);
}

/**
 * The scheduler's jobs (issue 15, decision 032): how often each runs, its last run and how it
 * ended, when it is due next, and its failures in the last 7 days. "Run now" runs one at once on
 * the server, as the scheduler would, and shows how it ended (jobs.run, with a reason).
 */
export default function JobsPage() {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const mayRun = useCan()('jobs.run');
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<Job | null>(null);
  const [result, setResult] = useState<{ name: string; outcome: string; seconds: number } | null>(
    null,
  );
  const query = useQuery({
    queryKey: JOBS_KEY,
    queryFn: () => callApi(listOpsJobs),
  });
  const label = (name: string) => t(`jobs.names.${name}`, { defaultValue: name });
  const columns: ColumnDef<Job, unknown>[] = [
    {
      header: t('jobs.columns.job'),
      cell: ({ row }) => (
        <span className="stack">
          <strong>{label(row.original.name)}</strong>
          <code className="mono small muted">{row.original.name}</code>
        </span>
      ),
    },
    {
      header: t('jobs.columns.schedule'),
      cell: ({ row }) => scheduleText(t, row.original.everySeconds),
    },
    {
      header: t('jobs.columns.lastDue'),
      cell: ({ row }) => <span className="nowrap">{dateTime(row.original.lastDueAt, tz)}</span>,
    },
    {
      header: t('jobs.columns.lastRun'),
      cell: ({ row }) =>
        row.original.lastStartedAt === null ? (
          <span className="muted">—</span>
        ) : (
          <span className="time-window nowrap">
            <span>{dateTime(row.original.lastStartedAt, tz)}</span>
            <span className="muted">
              {'→ '}
              {dateTime(row.original.lastFinishedAt, tz)}
            </span>
          </span>
        ),
    },
    {
      header: t('jobs.columns.outcome'),
      cell: ({ row }) => {
        const outcome = outcomeOf(row.original);
        return <Badge tone={OUTCOME_TONE[outcome]}>{t(`jobs.outcomes.${outcome}`)}</Badge>;
      },
    },
    {
      header: t('jobs.columns.nextDue'),
      cell: ({ row }) =>
        row.original.nextDueAt ? (
          <span className="nowrap">{dateTime(row.original.nextDueAt, tz)}</span>
        ) : (
          <span className="muted">{t('jobs.onDemand')}</span>
        ),
    },
    {
      header: t('jobs.columns.failures'),
      meta: { className: 'num' },
      cell: ({ row }) =>
        row.original.failures > 0 ? (
          <Badge tone="bad">{count(row.original.failures)}</Badge>
        ) : (
          <span className="muted">{count(0)}</span>
        ),
    },
    ...(mayRun
      ? [
          {
            header: t('common.actions'),
            meta: { className: 'actions' },
            cell: ({ row }) => (
              <Button
                size="sm"
                onClick={() => {
                  setResult(null);
                  setRunning(row.original);
                }}
                aria-label={t('jobs.runNowOf', { job: label(row.original.name) })}
              >
                <Play size={14} aria-hidden="true" /> {t('jobs.runNow')}
              </Button>
            ),
          } satisfies ColumnDef<Job, unknown>,
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={t('jobs.title')} subtitle={t('jobs.subtitle')} />
      {result ? (
        <Notice tone={result.outcome === 'ok' ? 'good' : 'bad'}>
          {t(RESULT_TEXT[result.outcome] ?? 'jobs.ranOther', {
            job: label(result.name),
            outcome: result.outcome,
            seconds: seconds(result.seconds),
          })}
        </Notice>
      ) : null}
      <Card>
        <DataTable
          caption={t('jobs.title')}
          columns={columns}
          rows={query.data?.jobs ?? []}
          rowId={(row) => row.name}
          loading={query.isPending}
          error={query.isError ? errorText(t, query.error) : null}
          empty={t('jobs.none')}
        />
        <p className="muted small pad">{t('jobs.failuresNote')}</p>
      </Card>
      <ReasonDialog
        open={running !== null}
        title={t('jobs.runTitle', { job: running ? label(running.name) : '' })}
        description={t('jobs.runDescription')}
        confirm={t('jobs.runNow')}
        onClose={() => setRunning(null)}
        onConfirm={async (reason) => {
          if (!running) return;
          const answer = await callApi(runOpsJob, {
            params: { name: running.name },
            body: { reason },
          });
          setResult(answer);
          await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
        }}
      />
    </>
  );
}
