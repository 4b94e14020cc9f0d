import { type Exclusion, startExclusion } from '@nova/contracts/api/protection';
import { logout } from '@nova/contracts/api/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeText } from '../../../lib/datetime';
import { queryKeys } from '../../../lib/query-keys';
import { answer, callsTo, MEMBER } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { type NoticeModalProps, useModals } from '../../modals/use-modals';
import { ExclusionDialog } from './exclusion-dialog';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const TIMEOUT: Exclusion = {
  kind: 'TIMEOUT',
  duration: '7D',
  startsAt: '2026-11-30T06:00:00Z',
  endsAt: '2026-12-07T06:00:00Z',
};

let exclusion: Exclusion | Error = TIMEOUT;

beforeAll(() => initTestI18n());
beforeEach(() => {
  exclusion = TIMEOUT;
  callApi.mockReset();
  useModals.setState({ stack: [] });
  answer(
    callApi,
    new Map<never, unknown>([
      [startExclusion as never, () => exclusion],
      // The server has already ended the session: logout answers UNAUTHENTICATED.
      [logout as never, new ApiError('UNAUTHENTICATED', 401)],
    ]),
  );
});

async function open(kind: 'TIMEOUT' | 'SELF_EXCLUSION') {
  const onClose = vi.fn();
  const view = renderWithProviders(<ExclusionDialog kind={kind} scale={2} onClose={onClose} />, {
    route: '/member?page=securityCenter',
  });
  view.queryClient.setQueryData(queryKeys.memberInfo, MEMBER);
  await screen.findByTestId('modal-protection-exclusion');
  return { ...view, onClose };
}

const dialog = () => screen.getByTestId('modal-protection-exclusion');

describe('ExclusionDialog', () => {
  it('says plainly what a time-out does before anything is sent', async () => {
    await open('TIMEOUT');
    expect(
      [...dialog().querySelectorAll('input[type="radio"]')].map(
        (r) => (r as HTMLInputElement).value,
      ),
    ).toEqual(['24H', '7D', '30D']);
    const points = screen.getByTestId('protection-exclusion-consequences').textContent;
    expect(points).toContain('It starts immediately.');
    expect(points).toContain('you are logged out on all your devices');
    expect(points).toContain('It cannot be undone or shortened before its end');
    expect(points).toContain('Until it ends you cannot log in, play, deposit or transfer.');
    expect(points).not.toContain('withdraw');
    expect(screen.getByTestId('protection-exclusion-ends').textContent).toMatch(/^Ends around /);

    fireEvent.click(screen.getByTestId('protection-exclusion-submit'));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Current login password cannot be empty.',
    );
    expect(screen.getByTestId('understood-error').textContent).toBe(
      'Tick the box to confirm you understand.',
    );
    expect(callsTo(callApi, startExclusion)).toEqual([]);
  });

  it('asks for the current password and shows a wrong one under it', async () => {
    exclusion = new ApiError('INVALID_CREDENTIALS', 401);
    await open('TIMEOUT');
    fireEvent.change(screen.getByTestId('protection-exclusion-password'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(screen.getByTestId('protection-exclusion-understood'));
    fireEvent.click(screen.getByTestId('protection-exclusion-submit'));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Wrong account or password.',
    );
    expect(callsTo(callApi, logout)).toEqual([]);
  });

  it('starts the time-out, logs out through the app flow and shows its end', async () => {
    const { router, queryClient } = await open('TIMEOUT');
    fireEvent.click(screen.getByTestId('protection-duration-7D'));
    fireEvent.change(screen.getByTestId('protection-exclusion-password'), {
      target: { value: 'Lucky7Spin2026' },
    });
    fireEvent.click(screen.getByTestId('protection-exclusion-understood'));
    fireEvent.click(screen.getByTestId('protection-exclusion-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(callApi, startExclusion)).toEqual([
      { body: { kind: 'TIMEOUT', duration: '7D', password: 'Lucky7Spin2026' } },
    ]);
    expect(callsTo(callApi, logout)).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.memberInfo)).toBeNull();
    const notice = useModals.getState().stack.find((modal) => modal.name === 'notice');
    const props = notice?.props as unknown as NoticeModalProps;
    expect(props.title).toBe('Time-out started');
    expect(props.message).toBe(
      `Your time-out has started and ends on ${formatDateTimeText(new Date(TIMEOUT.endsAt ?? ''), 'en')}. You have been logged out on every device.`,
    );
  });

  it('offers self-exclusion for good, keeping withdrawals open', async () => {
    exclusion = { ...TIMEOUT, kind: 'SELF_EXCLUSION', duration: 'PERMANENT', endsAt: null };
    await open('SELF_EXCLUSION');
    expect(
      [...dialog().querySelectorAll('input[type="radio"]')].map(
        (r) => (r as HTMLInputElement).value,
      ),
    ).toEqual(['6M', '1Y', '5Y', 'PERMANENT']);
    expect(screen.getByTestId('protection-exclusion-consequences').textContent).toContain(
      'Play, deposits and transfers close. You can still withdraw your balance.',
    );
    fireEvent.click(screen.getByTestId('protection-duration-PERMANENT'));
    expect(screen.getByTestId('protection-exclusion-ends').textContent).toBe('It never ends.');
    fireEvent.change(screen.getByTestId('protection-exclusion-password'), {
      target: { value: 'Lucky7Spin2026' },
    });
    fireEvent.click(screen.getByTestId('protection-exclusion-understood'));
    fireEvent.click(screen.getByTestId('protection-exclusion-submit'));
    await waitFor(() =>
      expect(useModals.getState().stack.map((modal) => modal.name)).toEqual(['notice']),
    );
    expect(callsTo(callApi, startExclusion)[0]?.body).toMatchObject({
      kind: 'SELF_EXCLUSION',
      duration: 'PERMANENT',
    });
    const props = useModals.getState().stack[0]?.props as unknown as NoticeModalProps;
    expect(props.message).toBe(
      'Your permanent self-exclusion has started. You have been logged out on every device. You can still withdraw your balance.',
    );
  });
});
