import { ApiError } from '@nova/client/api-client';
import { registerDownline } from '@nova/contracts/api/agent';
import { createReferralCode, getReferral } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION } from '../test/agent-team-test-kit';
import { RegisterCenterPage } from './register-center-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

setUpRecordsPageTests(callApi, state);

const LINK = 'https://nova.example/register?referralCode=AG7K2P';
const REFERRAL = { code: 'AG7K2P', link: LINK };

function start(answers: [unknown, unknown][]) {
  state.session = AGENT_SESSION;
  answer(callApi, new Map(answers as never));
  renderWithProviders(<RegisterCenterPage />);
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('RegisterCenterPage: open an account', () => {
  it('checks the fields with the call’s own schema before sending anything', async () => {
    start([[getReferral, REFERRAL]]);
    fill('register-username', '1bad');
    fill('register-password', '123');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('username-error')).textContent).toBe(
      'Use 6–16 letters or digits, starting with a letter.',
    );
    expect(screen.getByTestId('initialPassword-error').textContent).toBe(
      'Use 6 to 128 characters.',
    );
    fill('register-username', '');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('username-error').textContent).toBe('Enter a username.'),
    );
    expect(callsTo(callApi, registerDownline)).toHaveLength(0);
    expect(screen.getByTestId('register-password-note').textContent).toContain(
      'must change this initial password the first time it signs in',
    );
  });

  it('opens a sub-agent and shows the new account', async () => {
    start([
      [getReferral, REFERRAL],
      [registerDownline, { id: 55, account: 'newsub01' }],
    ]);
    fireEvent.click(screen.getByTestId('register-type-AGENT'));
    fill('register-username', ' NewSub01 ');
    fill('register-password', '123456');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-success-account')).textContent).toBe('newsub01');
    expect(screen.getByTestId('register-success').textContent).toContain('Sub-agent');
    expect(callsTo(callApi, registerDownline)[0]?.body).toEqual({
      username: 'NewSub01',
      initialPassword: '123456',
      type: 2,
    });
    fireEvent.click(screen.getByTestId('register-again'));
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('');
  });

  it('sends a member with its nickname, and puts a taken username under its field', async () => {
    start([
      [getReferral, REFERRAL],
      [registerDownline, new ApiError('USERNAME_TAKEN', 409, [])],
    ]);
    fill('register-username', 'player2026');
    fill('register-password', 'secret99');
    fill('register-nickname', 'Lucky Star');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('username-error')).textContent).toBe(
      'This username is already registered.',
    );
    expect(callsTo(callApi, registerDownline)[0]?.body).toEqual({
      username: 'player2026',
      initialPassword: 'secret99',
      nickname: 'Lucky Star',
      type: 0,
    });
  });
});

describe('RegisterCenterPage: referral link', () => {
  it('shows my code, my link as a QR code and copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    start([[getReferral, REFERRAL]]);
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AG7K2P');
    expect(screen.getByTestId('referral-link').textContent).toBe(LINK);
    const qr = await waitFor(() => {
      const image = screen.getByTestId('referral-qr').querySelector('img');
      expect(image).not.toBeNull();
      return image as HTMLImageElement;
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qr.alt).toContain('AG7K2P');
    fireEvent.click(screen.getByTestId('referral-copy'));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(screen.getByTestId('referral-copy').textContent).toBe('Copied'));
  });

  it('creates a code when I have none', async () => {
    start([
      [getReferral, { code: null, link: null }],
      [createReferralCode, REFERRAL],
    ]);
    fireEvent.click(await screen.findByTestId('referral-create'));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AG7K2P');
    expect(callsTo(callApi, createReferralCode)).toHaveLength(1);
  });
});
