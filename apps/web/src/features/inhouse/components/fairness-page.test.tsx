import { getInhouseRound, type InhouseRound, rotateSeed } from '@nova/contracts/api/inhouse';
import { crashChain, crashPointFromHash } from '@nova/games-math/crash';
import { serverSeedHash } from '@nova/games-math/fair';
import { verifyOutcome } from '@nova/games-math/verify';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { answer, callsTo, sessionOf } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { FAIRNESS, roundOf } from '../test/inhouse-test-kit';
import { FairnessPage } from './fairness-page';

const mocks = await vi.hoisted(() => import('../test/screen-mocks').then((m) => m.screenMocks()));
vi.mock('../../session/hooks/use-session', () => mocks.sessionModule);
vi.mock('../../../lib/api-client', mocks.apiClientModule);
const { callApi, state } = mocks;

const SEED = '5a'.repeat(32);
const PARAMS = { target: 3300, direction: 'UNDER' };
const SEEDS = { serverSeed: SEED, clientSeed: 'lucky', nonce: 3 };

function diceRound(outcome: object, serverSeed: string | null = SEED): InhouseRound {
  return roundOf('DICE', outcome, {
    params: PARAMS,
    proof: { serverSeedHash: serverSeedHash(SEED), clientSeed: 'lucky', nonce: 3, serverSeed },
  });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  state.session = sessionOf();
});

describe('FairnessPage', () => {
  it('shows VERIFIED for a round consistent with its revealed seed', async () => {
    const outcome = verifyOutcome('DICE', SEEDS, PARAMS);
    answer(callApi, new Map([[getInhouseRound, diceRound(outcome)]]) as never);
    renderWithProviders(<FairnessPage />, { route: '/fairness?round=41' });
    const verdict = await screen.findByTestId('fairness-verdict');
    expect(verdict.dataset.verdict).toBe('VERIFIED');
    expect(callsTo(callApi, getInhouseRound)[0]).toMatchObject({ params: { roundId: '41' } });
    expect(screen.getByTestId('fairness-stored').textContent).toBe(
      screen.getByTestId('fairness-recomputed').textContent,
    );
  });

  it('shows MISMATCH when the stored outcome differs from the recomputed one', async () => {
    const outcome = verifyOutcome('DICE', SEEDS, PARAMS) as { roll: number };
    const forged = { ...outcome, roll: (outcome.roll + 5000) % 10_000 };
    answer(callApi, new Map([[getInhouseRound, diceRound(forged)]]) as never);
    renderWithProviders(<FairnessPage />, { route: '/fairness?round=41' });
    const verdict = await screen.findByTestId('fairness-verdict');
    expect(verdict.dataset.verdict).toBe('MISMATCH');
  });

  it('offers to rotate the pair while the seed is secret, then verifies', async () => {
    const outcome = verifyOutcome('DICE', SEEDS, PARAMS);
    let revealed = false;
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getInhouseRound, () => diceRound(outcome, revealed ? SEED : null)],
        [
          rotateSeed,
          () => {
            revealed = true;
            return FAIRNESS;
          },
        ],
      ]) as never,
    );
    renderWithProviders(<FairnessPage />, { route: '/fairness?round=41' });
    fireEvent.click(await screen.findByTestId('fairness-rotate'));
    const verdict = await screen.findByTestId('fairness-verdict');
    expect(verdict.dataset.verdict).toBe('VERIFIED');
    expect(callsTo(callApi, rotateSeed)).toHaveLength(1);
  });

  it('asks a visitor to log in for a round, and still offers the calculators', async () => {
    state.session = { member: null, isLogin: false, isAgent: false, isTrial: false };
    answer(callApi, new Map());
    renderWithProviders(<FairnessPage />, { route: '/fairness?round=41' });
    expect(await screen.findByTestId('fairness-login')).toBeTruthy();
    expect(callsTo(callApi, getInhouseRound)).toEqual([]);
    // The manual calculator recomputes and checks the commitment.
    fireEvent.change(screen.getByTestId('verify-server-seed'), { target: { value: SEED } });
    fireEvent.change(screen.getByTestId('verify-hash'), {
      target: { value: serverSeedHash(SEED) },
    });
    fireEvent.change(screen.getByTestId('verify-client-seed'), { target: { value: 'lucky' } });
    fireEvent.change(screen.getByTestId('verify-nonce'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('verify-dice-target'), { target: { value: '33.00' } });
    fireEvent.click(screen.getByTestId('verify-calculate'));
    const roll = (verifyOutcome('DICE', SEEDS, PARAMS) as { roll: number }).roll;
    await waitFor(() =>
      expect(screen.getByTestId('verify-result').textContent).toContain(
        `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`,
      ),
    );
    expect(screen.getByTestId('verify-commitment').dataset.ok).toBe('true');
  });

  it('checks a crash hash against the chain and computes its crash point', async () => {
    answer(callApi, new Map());
    renderWithProviders(<FairnessPage />, { route: '/fairness' });
    const chain = crashChain('c0'.repeat(32), 3);
    const [first, second] = chain.links as [string, string];
    fireEvent.change(await screen.findByTestId('crash-verify-hash'), { target: { value: second } });
    fireEvent.change(screen.getByTestId('crash-verify-previous'), { target: { value: first } });
    fireEvent.change(screen.getByTestId('crash-verify-salt'), { target: { value: 'nova' } });
    fireEvent.click(screen.getByTestId('crash-verify'));
    expect(screen.getByTestId('crash-verify-link').dataset.ok).toBe('true');
    const point = crashPointFromHash(second, 'nova');
    expect(screen.getByTestId('crash-verify-result').textContent).toContain(
      `${Math.floor(point / 100)}.${String(point % 100).padStart(2, '0')}×`,
    );
    // The other way round the link does not hold.
    fireEvent.change(screen.getByTestId('crash-verify-hash'), { target: { value: first } });
    fireEvent.change(screen.getByTestId('crash-verify-previous'), { target: { value: second } });
    fireEvent.click(screen.getByTestId('crash-verify'));
    expect(screen.getByTestId('crash-verify-link').dataset.ok).toBe('false');
  });

  it("checks a crash round's link at once when opened from its Verify link, and shows it", async () => {
    answer(callApi, new Map());
    const scrolled = vi.fn();
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = before;
    });
    const [first, second] = crashChain('c0'.repeat(32), 3).links as [string, string];
    renderWithProviders(<FairnessPage />, {
      route: `/fairness?hash=${second}&previous=${first}&salt=nova`,
    });
    // No typing and no click: the answer is there.
    const result = await screen.findByTestId('crash-verify-result');
    const point = crashPointFromHash(second, 'nova');
    expect(result.textContent).toContain(
      `${Math.floor(point / 100)}.${String(point % 100).padStart(2, '0')}×`,
    );
    expect(screen.getByTestId('crash-verify-link').dataset.ok).toBe('true');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByTestId('fairness-crash'));
  });

  it('waits for the button when the page opens without a crash link', async () => {
    answer(callApi, new Map());
    renderWithProviders(<FairnessPage />, { route: '/fairness' });
    await screen.findByTestId('crash-verify-hash');
    expect(screen.queryByTestId('crash-verify-result')).toBeNull();
  });
});
