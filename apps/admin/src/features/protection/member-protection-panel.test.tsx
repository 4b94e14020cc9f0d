import {
  opsAddExclusion,
  opsGetMemberProtection,
  opsLowerLimit,
} from '@nova/contracts/api/ops-protection';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { answerApi, api } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import { MemberProtectionPanel } from './member-protection-panel';
import { ALL_PROTECTION, protectionOf } from './protection-test-kit';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

beforeEach(async () => {
  await inEnglish();
  api.callApi = vi.fn();
});

function serve(answers: [unknown, (input: unknown) => unknown][] = [], data = protectionOf()) {
  return answerApi([[opsGetMemberProtection, () => data], ...answers]);
}

async function renderPanel(permissions = ALL_PROTECTION) {
  const view = renderAs(operatorWith(permissions), <MemberProtectionPanel memberId={42} />);
  await screen.findByRole('heading', { name: 'Player protection' });
  await screen.findByRole('tab', { name: /Limits in force/ });
  return view;
}

function dialog() {
  return within(screen.getByRole('dialog'));
}

describe('MemberProtectionPanel', () => {
  it('shows each limit with its value, what is used, what remains and the pending change', async () => {
    const calls = serve();
    await renderPanel();
    expect(calls).toHaveBeenCalledWith(opsGetMemberProtection, { params: { id: 42 } });
    const deposit = screen.getByTestId('limit-DEPOSIT-DAY');
    expect(text(deposit)).toContain('Deposit');
    expect(text(deposit)).toContain('per 24 hours');
    expect(text(deposit)).toContain('500.00 MYR');
    expect(text(deposit)).toContain('400.00 MYR · 80%');
    expect(text(deposit)).toContain('100.00 MYR');
    expect(text(deposit)).toContain('Increase to 800.00 MYR');
    expect(text(deposit)).toContain('Cooling off');
    const session = screen.getByTestId('limit-SESSION-SESSION');
    expect(text(session)).toContain('1 h 30 min');
    expect(text(session)).toContain('30 min · 33%');
    expect(text(screen.getByTestId('hits-30-days'))).toContain('4');
    expect(screen.getByText('Every 30 min')).toBeTruthy();
    expect(screen.getByText('Chosen by the player')).toBeTruthy();
  });

  it('lists the limit history with who changed what, and the latest hits', async () => {
    serve();
    await renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: /Limit history/ }));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(text(rows[0])).toContain('Increase requested');
    expect(text(rows[0])).toContain('500.00 MYR → to 800.00 MYR');
    expect(within(rows[0] as HTMLElement).getByText('Player')).toBeTruthy();
    expect(text(rows[1])).toContain('Lowered');
    expect(text(rows[1])).toContain('1,000.00 MYR → to 500.00 MYR');
    expect(text(rows[1])).toContain('demo-cs');
    expect(text(rows[1])).toContain('Asked by phone');
    fireEvent.click(screen.getByRole('tab', { name: /Limit hits/ }));
    expect(text(screen.getByRole('row', { name: /Deposit refused/ }))).toContain('200.00 MYR');
  });

  it('says the exclusion in force first and marks it among past ones', async () => {
    serve(
      [],
      protectionOf({
        exclusion: {
          kind: 'TIMEOUT',
          duration: '24H',
          startsAt: '2026-11-30T02:00:00Z',
          endsAt: '2026-12-01T02:00:00Z',
        },
        exclusions: [
          {
            id: 7,
            kind: 'TIMEOUT',
            duration: '24H',
            startsAt: '2026-11-30T02:00:00Z',
            endsAt: '2026-12-01T02:00:00Z',
            active: true,
            by: 'PLAYER',
            reason: null,
          },
          {
            id: 3,
            kind: 'TIMEOUT',
            duration: '7D',
            startsAt: '2026-10-01T02:00:00Z',
            endsAt: '2026-10-08T02:00:00Z',
            active: false,
            by: 'demo-cs',
            reason: 'Asked by e-mail',
          },
        ],
      }),
    );
    await renderPanel();
    const banner = screen.getByTestId('active-exclusion');
    expect(text(banner)).toContain('Time-out');
    // 02:00 UTC is 10:00 in the brand's time zone (Kuala Lumpur).
    expect(text(banner)).toMatch(/until Dec 1, 2026, 10:00:00/);
    fireEvent.click(screen.getByRole('tab', { name: /Exclusions/ }));
    expect(screen.getByTestId('exclusion-7').classList.contains('prot-row-active')).toBe(true);
    expect(text(screen.getByTestId('exclusion-7'))).toContain('In force');
    expect(screen.getByTestId('exclusion-3').classList.contains('prot-row-active')).toBe(false);
    expect(text(screen.getByTestId('exclusion-3'))).toContain('Ended');
  });

  it('shows nothing, and asks nothing, to a role without protection.read', async () => {
    const calls = serve();
    const { container } = renderAs(
      operatorWith(['members.read']),
      <MemberProtectionPanel memberId={42} />,
    );
    expect(container.innerHTML).toBe('');
    expect(calls).not.toHaveBeenCalled();
  });

  it('offers no action to a role that may only read', async () => {
    serve();
    await renderPanel(['protection.read']);
    expect(screen.queryByRole('button', { name: 'Lower a limit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record exclusion' })).toBeNull();
  });
});

describe('Lower a limit', () => {
  it('sends the typed amount in minor units with the reason, and shows the answer', async () => {
    const lowered = protectionOf({
      limitHistory: [
        {
          at: '2026-11-30T05:00:00Z',
          kind: 'DEPOSIT',
          period: 'DAY',
          action: 'DECREASE',
          from: '50000',
          to: '45050',
          by: 'demo-risk',
          reason: 'Player asked on chat',
        },
      ],
    });
    const calls = serve([[opsLowerLimit, () => lowered]]);
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Lower a limit' }));
    expect(text(dialog().getByTestId('lower-current'))).toContain('In force now: 500.00 MYR');
    fireEvent.change(dialog().getByLabelText('New limit (MYR)'), { target: { value: '450.50' } });
    fireEvent.change(dialog().getByLabelText('Reason (kept in the audit log)'), {
      target: { value: '  Player asked on chat ' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Lower the limit' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsLowerLimit, {
        params: { id: 42 },
        body: {
          kind: 'DEPOSIT',
          period: 'DAY',
          value: '45050',
          reason: 'Player asked on chat',
        },
      }),
    );
    expect(await screen.findByText('Limit lowered.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Limit history/ }));
    expect(text(screen.getByRole('row', { name: /Player asked on chat/ }))).toContain(
      '500.00 MYR → to 450.50 MYR',
    );
  });

  it('refuses a value above the limit in force before asking the server', async () => {
    const calls = serve();
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Lower a limit' }));
    fireEvent.change(dialog().getByLabelText('New limit (MYR)'), { target: { value: '600' } });
    fireEvent.change(dialog().getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'x' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Lower the limit' }));
    expect(
      await dialog().findByText(/Must be below the limit in force \(500\.00 MYR\)/),
    ).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith(opsLowerLimit, expect.anything());
  });

  it('asks for a reason and an amount', async () => {
    const calls = serve();
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Lower a limit' }));
    fireEvent.change(dialog().getByLabelText('New limit (MYR)'), { target: { value: 'abc' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Lower the limit' }));
    expect(await dialog().findByText('Required.')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'x' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Lower the limit' }));
    expect(await dialog().findByText(/An amount above zero/)).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith(opsLowerLimit, expect.anything());
  });

  it('shows the server’s refusal in words and keeps the dialog open', async () => {
    serve([
      [
        opsLowerLimit,
        () => {
          throw new ApiError('INVALID_STATE', 409, [
            { path: 'body.value', issue: 'not lower than the current limit' },
          ]);
        },
      ],
    ]);
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Lower a limit' }));
    fireEvent.change(dialog().getByLabelText('Limit'), { target: { value: 'LOSS' } });
    expect(text(dialog().getByTestId('lower-current'))).toContain('sets the first one');
    fireEvent.change(dialog().getByLabelText('New limit (MYR)'), { target: { value: '100' } });
    fireEvent.change(dialog().getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'x' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Lower the limit' }));
    expect(text(await dialog().findByRole('alert'))).toBe(
      'The server kept the limit as it is: an operator can only set a first limit or lower one.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('takes a session limit in whole minutes within the allowed range', async () => {
    const calls = serve([[opsLowerLimit, () => protectionOf()]]);
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Lower a limit' }));
    fireEvent.change(dialog().getByLabelText('Limit'), { target: { value: 'SESSION' } });
    expect((dialog().getByLabelText('Period') as HTMLSelectElement).value).toBe('SESSION');
    expect(text(dialog().getByTestId('lower-current'))).toContain('1 h 30 min');
    const minutes = dialog().getByLabelText('New limit (minutes per session)');
    fireEvent.change(minutes, { target: { value: '5' } });
    fireEvent.change(dialog().getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Asked' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Lower the limit' }));
    expect(await dialog().findByText('Whole minutes from 10 to 1440.')).toBeTruthy();
    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Lower the limit' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsLowerLimit, {
        params: { id: 42 },
        body: { kind: 'SESSION', period: 'SESSION', value: '45', reason: 'Asked' },
      }),
    );
  });
});

describe('Record exclusion', () => {
  it('warns that it cannot be undone and sends nothing until the operator confirms', async () => {
    const calls = serve([[opsAddExclusion, () => protectionOf()]]);
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Record exclusion' }));
    expect(text(dialog().getByRole('note'))).toContain('This cannot be undone');
    expect(text(dialog().getByRole('note'))).toContain('Every session of the member ends');
    // Ends 24 hours from now, as the server reckons it; a self-exclusion may never end.
    const end = text(dialog().getByTestId('exclusion-end'));
    expect(end).toMatch(/^Ends .+\.$/u);
    const submit = dialog().getByRole('button', { name: 'Record the time-out' });
    fireEvent.change(dialog().getByLabelText(/How the member asked/), {
      target: { value: 'Called the hotline' },
    });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(submit);
    expect(calls).not.toHaveBeenCalledWith(opsAddExclusion, expect.anything());
    fireEvent.click(dialog().getByRole('checkbox'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsAddExclusion, {
        params: { id: 42 },
        body: { kind: 'TIMEOUT', duration: '24H', reason: 'Called the hotline' },
      }),
    );
    expect(await screen.findByText(/Time-out recorded/)).toBeTruthy();
  });

  it('offers the self-exclusion durations for a self-exclusion, and says withdrawals stay', async () => {
    const calls = serve([[opsAddExclusion, () => protectionOf()]]);
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Record exclusion' }));
    fireEvent.change(dialog().getByLabelText('Kind'), { target: { value: 'SELF_EXCLUSION' } });
    const duration = dialog().getByLabelText('Duration') as HTMLSelectElement;
    expect([...duration.options].map((o) => o.value)).toEqual(['6M', '1Y', '5Y', 'PERMANENT']);
    expect(text(dialog().getByRole('note'))).toContain('withdrawals stay possible');
    fireEvent.change(duration, { target: { value: 'PERMANENT' } });
    expect(text(dialog().getByTestId('exclusion-end'))).toBe('Never ends.');
    fireEvent.change(dialog().getByLabelText(/How the member asked/), {
      target: { value: 'Letter' },
    });
    fireEvent.click(dialog().getByRole('checkbox'));
    fireEvent.click(dialog().getByRole('button', { name: 'Record the self-exclusion' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsAddExclusion, {
        params: { id: 42 },
        body: { kind: 'SELF_EXCLUSION', duration: 'PERMANENT', reason: 'Letter' },
      }),
    );
  });
});
