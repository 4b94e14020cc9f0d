import {
  registerByMobile,
  registerByUsername,
  sendRegisterSms,
  verifyAffiliate,
} from '@nova/contracts/api/register';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { storeReferralCode } from '../lib/referral-code';
import { answerCalls, LOGIN_OK, registerSettings } from '../test/session-test-kit';
import RegisterModal from './register-modal';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

function rule(field: RegisterFieldRule['field'], extra: Partial<RegisterFieldRule> = {}) {
  return {
    field,
    required: true,
    enabled: true,
    minLength: 1,
    maxLength: 0,
    patternId: 0,
    acceptedPattern: null,
    ...extra,
  } satisfies RegisterFieldRule;
}

const RULES = [
  rule('username', { minLength: 6, maxLength: 12, patternId: 1 }),
  rule('mobileNum', { required: false, patternId: 6, minLength: 6, maxLength: 15 }),
  rule('email', { required: false, patternId: 3 }),
];

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  useModals.setState({ stack: [] });
  sessionStorage.clear();
});

function renderModal(close = vi.fn()) {
  const view = renderWithProviders(<RegisterModal close={close} />, { route: '/live' });
  return { ...view, close };
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function tick(testId: string) {
  fireEvent.click(screen.getByTestId(testId));
}

async function fillUsernameTab() {
  await screen.findByTestId('register-username');
  type('register-username', 'player01');
  type('register-password', 'Tr1cky-Horse-88');
  type('register-confirmPassword', 'Tr1cky-Horse-88');
}

describe('RegisterModal', () => {
  it('opens on the mobile tab when MOBILENUMREG3 is on, with a code field under REGMOBVERF3', async () => {
    const sms = vi.fn(() => ({ expiredMinutes: 1 }));
    answerCalls(callApi, new Map([[sendRegisterSms, sms]]), {
      switches: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3'],
      settings: registerSettings({ rules: RULES }),
    });
    renderModal();
    const mobileTab = await screen.findByTestId('register-tab-mobile');
    expect(mobileTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByTestId('register-send'));
    expect(screen.getByTestId('mobileNum-error').textContent).toBe(
      'Mobile number cannot be empty.',
    );
    expect(sms).not.toHaveBeenCalled();
    type('register-mobile', '0123456789');
    tick('register-send');
    await waitFor(() => expect(screen.getByTestId('register-send').textContent).toBe('60s'));
    expect(sms).toHaveBeenCalledWith(
      { mobileNum: '0123456789', countryDialingCode: '+60', regType: 'MOBILE' },
      undefined,
    );
  });

  it('asks for the terms on the terms line and the age confirmation with the brand minimum age', async () => {
    answerCalls(callApi, new Map(), {
      switches: ['USERNAMEREG3'],
      settings: registerSettings({ rules: RULES, minAge: 21 }),
    });
    renderModal();
    await fillUsernameTab();
    expect(screen.getByText('I confirm I am 21 years old or older')).toBeTruthy();
    tick('register-submit');
    expect(screen.getByTestId('terms-error').textContent).toBe(
      'Please agree to the terms before continuing.',
    );
    expect(screen.getByTestId('adult-error').textContent).toBe(
      'Please confirm you are 21 years old or older.',
    );
    expect(callApi).not.toHaveBeenCalledWith(registerByUsername, expect.anything());
  });

  it('explains rule and password-policy issues under their fields', async () => {
    answerCalls(callApi, new Map(), {
      switches: ['USERNAMEREG3'],
      settings: registerSettings({ rules: RULES }),
    });
    renderModal();
    await screen.findByTestId('register-username');
    type('register-username', '1abcdef');
    type('register-password', 'password123');
    type('register-confirmPassword', 'password124');
    type('register-email', 'x@');
    tick('register-submit');
    expect(screen.getByTestId('username-error').textContent).toBe(
      'Must start with a letter and use letters and digits only.',
    );
    expect(screen.getByTestId('password-error').textContent).toBe(
      'This password is too common. Please choose another one.',
    );
    expect(screen.getByTestId('confirmPassword-error').textContent).toBe(
      'Confirmation password is not correct.',
    );
    expect(screen.getByTestId('email-error').textContent).toBe(
      'Please enter a valid email address.',
    );
  });

  it('verifies the arrival’s referral code first; an invalid one warns and registers nothing', async () => {
    storeReferralCode('BADCODE');
    answerCalls(callApi, new Map([[verifyAffiliate, { valid: false }]]), {
      switches: ['USERNAMEREG3'],
      settings: registerSettings({ rules: RULES }),
    });
    renderModal();
    await fillUsernameTab();
    tick('register-age');
    tick('register-terms');
    tick('register-submit');
    await waitFor(() =>
      expect(useModals.getState().stack).toMatchObject([
        { name: 'notice', props: { tone: 'warning', message: 'Invalid invitation code.' } },
      ]),
    );
    expect(callApi).toHaveBeenCalledWith(verifyAffiliate, {
      query: { code: 'BADCODE', domain: 'localhost' },
    });
    expect(callApi).not.toHaveBeenCalledWith(registerByUsername, expect.anything());
  });

  it('registers with a valid referral code, then closes and goes home', async () => {
    storeReferralCode('AGENT42');
    answerCalls(
      callApi,
      new Map<never, unknown>([
        [verifyAffiliate as never, { valid: true }],
        [registerByUsername as never, { ...LOGIN_OK, firstTimeLogin: true }],
      ]),
      { switches: ['USERNAMEREG3'], settings: registerSettings({ rules: RULES }) },
    );
    const { close, router } = renderModal();
    await fillUsernameTab();
    type('register-email', ' p1@example.com ');
    tick('register-age');
    tick('register-terms');
    tick('register-submit');
    await waitFor(() => expect(close).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callApi).toHaveBeenCalledWith(registerByUsername, {
      body: expect.objectContaining({
        username: 'player01',
        password: 'Tr1cky-Horse-88',
        confirmPassword: 'Tr1cky-Horse-88',
        email: 'p1@example.com',
        referralCode: 'AGENT42',
        termsAccepted: true,
        ageConfirmed: true,
        registerMethod: 'WEB',
        domain: 'localhost',
      }),
    });
  });

  it('shows the server’s field errors under their fields', async () => {
    answerCalls(
      callApi,
      new Map([
        [
          registerByMobile,
          new ApiError('VALIDATION_FAILED', 400, [{ path: 'body.mobileNum', issue: 'pattern' }]),
        ],
      ]),
      { switches: ['MOBILENUMREG3'], settings: registerSettings({ rules: RULES }) },
    );
    renderModal();
    await screen.findByTestId('register-mobile');
    type('register-mobile', '0123456789');
    tick('register-age');
    tick('register-terms');
    tick('register-submit');
    expect((await screen.findByTestId('mobileNum-error')).textContent).toBe('Use digits only.');
    expect(callApi).toHaveBeenCalledWith(registerByMobile, {
      body: expect.objectContaining({
        mobileNum: '0123456789',
        username: '0123456789',
        countryDialingCode: '+60',
      }),
    });
  });

  it('puts a taken username under the username field', async () => {
    answerCalls(callApi, new Map([[registerByUsername, new ApiError('USERNAME_TAKEN', 409)]]), {
      switches: ['USERNAMEREG3'],
      settings: registerSettings({ rules: RULES }),
    });
    renderModal();
    await fillUsernameTab();
    tick('register-age');
    tick('register-terms');
    tick('register-submit');
    expect((await screen.findByTestId('username-error')).textContent).toBe(
      'This username is already registered.',
    );
    expect(screen.queryByTestId('register-error')).toBeNull();
  });
});
