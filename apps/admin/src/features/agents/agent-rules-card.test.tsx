import {
  type AgentSettings,
  getAgentSettings,
  updateAgentSettings,
} from '@nova/contracts/api/ops-agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import i18n, { ADMIN_LOCALES } from '../../lib/i18n';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import { AgentRulesCard } from './agent-rules-card';
import { AGENTS_ALL, AGENTS_READ } from './agents-test-kit';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const SETTINGS: AgentSettings = {
  activeMinDeposits: '10000',
  activeMinValidBets: '50050',
  overdueGraceMinutes: 1440,
};

function serve(
  settings: AgentSettings = SETTINGS,
  update: (body: AgentSettings & { reason: string }) => AgentSettings = ({
    reason: _reason,
    ...next
  }) => next,
) {
  return answerApi([
    [getAgentSettings, () => settings],
    [
      updateAgentSettings,
      (input) => update((input as { body: AgentSettings & { reason: string } }).body),
    ],
  ]);
}

const ACTIVE_LINE =
  'A member counts as active in a period with deposits or valid bets at least these; applies to days computed after the change.';
const OVERDUE_LINE =
  'An upline that leaves a statement unpaid this long after it is issued is frozen and paid from as money arrives.';

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Change rules' }));
  return screen.findByRole('dialog');
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

beforeEach(async () => {
  await inEnglish();
});

describe('AgentRulesCard', () => {
  it('shows the thresholds in the currency, the grace time in words, and what each rule does', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_READ), <AgentRulesCard />);
    const card = (await screen.findByRole('heading', { name: 'Agent rules' })).closest('section');
    await waitFor(() => expect(text(card)).toContain('100.00 MYR'));
    expect(calls).toHaveBeenCalledWith(getAgentSettings);
    expect(text(card)).toMatch(/Min\. deposits in the period ?100\.00 MYR/);
    expect(text(card)).toMatch(/Min\. valid bets in the period ?500\.50 MYR/);
    expect(text(card)).toMatch(/Grace time ?1,440 minutes \(1 day\)/);
    expect(text(card)).toContain(ACTIVE_LINE);
    expect(text(card)).toContain(OVERDUE_LINE);
  });

  it.each([
    [0, 'None: an upline is frozen as soon as a statement is issued unpaid.'],
    [45, '45 minutes'],
    [60, '60 minutes (1 hour)'],
    [1, '1 minute'],
    [1530, '1,530 minutes (1 day 1 hour 30 minutes)'],
    [43_200, '43,200 minutes (30 days)'],
  ])('reads a grace time of %i minutes as “%s”', async (minutes, words) => {
    serve({ ...SETTINGS, overdueGraceMinutes: minutes });
    renderAs(operatorWith(AGENTS_READ), <AgentRulesCard />);
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('converts the typed amounts exactly to minor units and saves them with the reason', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_ALL), <AgentRulesCard />);
    const dialog = await openDialog();
    expect(
      (within(dialog).getByLabelText('Min. period deposits (MYR)') as HTMLInputElement).value,
    ).toBe('100.00');
    expect(
      (within(dialog).getByLabelText('Min. period valid bets (MYR)') as HTMLInputElement).value,
    ).toBe('500.50');
    // 0.29 × 100 is 28.999999999999996 in floating point; 16 digits are past 2^53.
    type(dialog, 'Min. period deposits (MYR)', '0.29');
    type(dialog, 'Min. period valid bets (MYR)', '90,071,992,547,409.93');
    type(dialog, 'Overdue grace time (minutes)', '2970');
    expect(within(dialog).getByText('That is 2 days 1 hour 30 minutes.')).toBeTruthy();
    type(dialog, 'Reason (kept in the audit log)', '  Q1 review  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(updateAgentSettings, {
        body: {
          activeMinDeposits: '29',
          activeMinValidBets: '9007199254740993',
          overdueGraceMinutes: 2970,
          reason: 'Q1 review',
        },
      }),
    );
    expect(await screen.findByText('Agent rules saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('heading', { name: 'Agent rules' }).closest('section');
    expect(text(card)).toContain('0.29 MYR');
    expect(text(card)).toContain('90,071,992,547,409.93 MYR');
    expect(text(card)).toContain('2,970 minutes (2 days 1 hour 30 minutes)');
  });

  it('refuses bad amounts, a grace time out of range and a missing reason, sending nothing', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_ALL), <AgentRulesCard />);
    const dialog = await openDialog();
    type(dialog, 'Min. period deposits (MYR)', '12.345');
    type(dialog, 'Min. period valid bets (MYR)', '');
    type(dialog, 'Overdue grace time (minutes)', '43201');
    expect(within(dialog).getByText('Whole minutes from 0 to 43,200 (30 days).')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rules' }));
    expect(
      await within(dialog).findByText(
        "An amount of 0 or more, with at most the currency's decimals.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getAllByText('Required.')).toHaveLength(2);
    expect(within(dialog).getByText('Whole minutes from 0 to 43,200.')).toBeTruthy();
    type(dialog, 'Min. period deposits (MYR)', '-5');
    type(dialog, 'Min. period valid bets (MYR)', '1');
    type(dialog, 'Overdue grace time (minutes)', '1.5');
    type(dialog, 'Reason (kept in the audit log)', 'why');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText('Min. period deposits (MYR)').getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(dialog).getByText('Whole minutes from 0 to 43,200.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith(updateAgentSettings, expect.anything());
  });

  it('shows a refusal from the server in the dialog and keeps the rules as they were', async () => {
    serve(SETTINGS, () => {
      throw new ApiError('FORBIDDEN', 403);
    });
    renderAs(operatorWith(AGENTS_ALL), <AgentRulesCard />);
    const dialog = await openDialog();
    type(dialog, 'Overdue grace time (minutes)', '0');
    expect(
      within(dialog).getByText(
        'None: an upline is frozen as soon as a statement is issued unpaid.',
      ),
    ).toBeTruthy();
    type(dialog, 'Reason (kept in the audit log)', 'try');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rules' }));
    expect(await within(dialog).findByText('Your role does not allow this.')).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Agent rules' }).closest('section');
    expect(text(card)).toContain('1,440 minutes (1 day)');
  });

  it('reads in Chinese too', async () => {
    serve({ ...SETTINGS, overdueGraceMinutes: 1530 });
    await i18n.changeLanguage('zh-CN');
    renderAs(operatorWith(AGENTS_READ), <AgentRulesCard />);
    expect(await screen.findByText('1,530 分钟（1 天 1 小时 30 分钟）')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '代理规则' })).toBeTruthy();
    expect(screen.getByText('500.50 MYR')).toBeTruthy();
  });

  it('has no way to change the rules without agents.contracts', async () => {
    serve();
    renderAs(operatorWith(AGENTS_READ), <AgentRulesCard />);
    expect(await screen.findByText('100.00 MYR')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change rules' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is not there, and reads nothing, without agents.read', () => {
    const calls = serve();
    const { container } = renderAs(operatorWith(['agents.contracts']), <AgentRulesCard />);
    expect(container.innerHTML).toBe('');
    expect(calls).not.toHaveBeenCalled();
  });

  it.each(ADMIN_LOCALES)('has every text in %s', (locale) => {
    const keys = [
      'title',
      'change',
      'saved',
      'active',
      'minDeposits',
      'minValidBets',
      'activeExplain',
      'overdue',
      'grace',
      'overdueExplain',
      'noGrace',
      'minutes_other',
      'hours_other',
      'days_other',
      'graceWithWords',
      'dialogTitle',
      'dialogIntro',
      'minDepositsField',
      'minValidBetsField',
      'graceField',
      'graceHint',
      'graceIs',
      'submit',
      'errors.required',
      'errors.amount',
      'errors.minutes',
    ].map((key) => `agents.rules.${key}`);
    const missing = keys.filter((key) => !i18n.exists(key, { lng: locale, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});
