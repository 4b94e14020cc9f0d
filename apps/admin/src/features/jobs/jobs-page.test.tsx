import { listOpsJobs, runOpsJob } from '@nova/contracts/api/ops-agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import JobsPage, { scheduleText } from './jobs-page';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const JOBS = [
  {
    name: 'agent-settlement',
    everySeconds: 300,
    lastDueAt: '2026-11-30T10:01:30Z',
    lastStartedAt: '2026-11-30T10:01:31Z',
    lastFinishedAt: '2026-11-30T10:01:32Z',
    lastOutcome: 'ok',
    nextDueAt: '2026-11-30T10:06:30Z',
    failures: 0,
  },
  {
    name: 'withdrawals',
    everySeconds: 30,
    lastDueAt: '2026-11-30T10:01:00Z',
    lastStartedAt: '2026-11-30T10:01:00Z',
    lastFinishedAt: '2026-11-30T10:01:04Z',
    lastOutcome: 'failed',
    nextDueAt: '2026-11-30T10:01:30Z',
    failures: 1,
  },
  {
    name: 'night-report',
    everySeconds: 0,
    lastDueAt: null,
    lastStartedAt: null,
    lastFinishedAt: null,
    lastOutcome: null,
    nextDueAt: null,
    failures: 0,
  },
];

function serve(outcome = 'ok') {
  return answerApi([
    [listOpsJobs, () => ({ jobs: JOBS })],
    [
      runOpsJob,
      (input) => ({
        name: (input as { params: { name: string } }).params.name,
        outcome,
        seconds: 1.2345,
      }),
    ],
  ]);
}

beforeEach(async () => {
  await inEnglish();
});

describe('JobsPage', () => {
  it('shows each job’s schedule in words, last run, outcome, next due time and failures', async () => {
    serve();
    renderAs(operatorWith(['jobs.read']), <JobsPage />);
    const settlement = await screen.findByRole('row', { name: /Contract period settlement/ });
    expect(text(settlement)).toContain('Every 5 minutes');
    expect(text(settlement)).toContain('Succeeded');
    expect(text(settlement)).toContain('Nov 30, 2026, 18:06:30');
    const withdrawals = screen.getByRole('row', { name: /Withdrawal auto-confirmation/ });
    expect(text(withdrawals)).toContain('Every 30 seconds');
    expect(text(withdrawals)).toContain('Failed');
    expect(within(withdrawals).getByText('1').className).toContain('badge-bad');
    const manual = screen.getByRole('row', { name: /night-report/ });
    expect(text(manual)).toContain('Only when run by hand');
    expect(text(manual)).toContain('Never run');
    expect(text(manual)).toContain('On demand');
    expect(screen.queryByRole('button', { name: /Run .* now/ })).toBeNull();
  });

  it('runs a job now with a reason and shows how it ended', async () => {
    const calls = serve();
    renderAs(operatorWith(['jobs.read', 'jobs.run']), <JobsPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Run Contract period settlement now' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'statements missing' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText('“Contract period settlement” ran and succeeded in 1.235 s.'),
    ).toBeTruthy();
    expect(calls).toHaveBeenCalledWith(runOpsJob, {
      params: { name: 'agent-settlement' },
      body: { reason: 'statements missing' },
    });
    await waitFor(() =>
      expect(calls.mock.calls.filter(([endpoint]) => endpoint === listOpsJobs)).toHaveLength(2),
    );
  });

  it('says when the run failed', async () => {
    serve('failed');
    renderAs(operatorWith(['jobs.read', 'jobs.run']), <JobsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run night-report now' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'retry' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    const notice = await screen.findByText(/“night-report” failed after/);
    expect(notice.closest('.notice')?.className).toContain('notice-bad');
  });

  it('words schedules in the largest whole unit, in both languages', async () => {
    const t = i18n.getFixedT('en');
    expect(scheduleText(t, 86_400)).toBe('Every day');
    expect(scheduleText(t, 172_800)).toBe('Every 2 days');
    expect(scheduleText(t, 3600)).toBe('Every hour');
    expect(scheduleText(t, 5400)).toBe('Every 90 minutes');
    expect(scheduleText(t, 45)).toBe('Every 45 seconds');
    expect(scheduleText(t, 0)).toBe('Only when run by hand');
    expect(scheduleText(i18n.getFixedT('zh-CN'), 300)).toBe('每 5 分钟');
  });
});
