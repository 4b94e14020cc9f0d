import {
  getInhouseInfo,
  getInhouseRounds,
  type InhouseInfo,
  rotateSeed,
} from '@nova/contracts/api/inhouse';
import { INHOUSE_GAME_CODES } from '@nova/contracts/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../../test/member-test-kit';
import { initTestI18n } from '../../../test/render-with-providers';
import {
  FAIRNESS,
  renderGame,
  resetScreenMocks,
  roundOf,
  serveGame,
} from '../test/inhouse-test-kit';

const mocks = await vi.hoisted(() => import('../test/screen-mocks').then((m) => m.screenMocks()));
vi.mock('../../session/hooks/use-session', () => mocks.sessionModule);
vi.mock('../../../lib/api-client', mocks.apiClientModule);
const { callApi } = mocks;

const INFO: InhouseInfo = {
  games: [
    {
      game: 'SLOT',
      gameCode: INHOUSE_GAME_CODES.SLOT,
      rtp: '96.24',
      rtpMethod: 'EXACT',
      minStake: '10',
      maxStake: '1000000',
      maxPayout: '100000000',
      paytable: { linePays: { DRAGON: [25, 100, 500] }, freeSpins: [10, 15, 20] },
      jackpot: { contributes: true, canWin: true },
    },
  ],
  jackpotRule: { contributionBps: 100, odds: '5000000', minStake: '100' },
};

const ROUNDS = Array.from({ length: 12 }, (_, i) =>
  roundOf('SLOT', null, { roundId: String(100 + i), payout: i % 2 ? '250' : '0' }),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  resetScreenMocks(mocks);
  serveGame(callApi, [
    [getInhouseRounds, ROUNDS],
    [getInhouseInfo, INFO],
    [
      rotateSeed,
      {
        current: { ...FAIRNESS.current, clientSeed: 'mine', nonce: 0 },
        previous: { ...FAIRNESS.current, serverSeed: 'c'.repeat(64) },
      },
    ],
  ]);
});

describe('GameFrame', () => {
  it('lists the last rounds, each with a link to verify it', async () => {
    renderGame('SLOT');
    await waitFor(() => expect(screen.getAllByTestId('inhouse-round')).toHaveLength(12));
    expect(callsTo(callApi, getInhouseRounds)[0]?.query).toMatchObject({ game: 'SLOT', limit: 20 });
    const link = screen.getByTestId('inhouse-verify-105') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/fairness?round=105');
  });

  it('says so when the last rounds cannot be read', async () => {
    const { ApiError } = await import('../../../lib/api-client');
    serveGame(callApi, [[getInhouseRounds, new ApiError('SERVICE_UNAVAILABLE', 503)]]);
    renderGame('SLOT');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByTestId('inhouse-rounds')).toBeNull();
  });

  it('shows the seed pair and rotates it with a new client seed', async () => {
    renderGame('SLOT');
    fireEvent.click(await screen.findByTestId('inhouse-tab-fairness'));
    expect((await screen.findByTestId('fairness-hash')).textContent).toBe(
      FAIRNESS.current.serverSeedHash,
    );
    expect(screen.getByTestId('fairness-nonce').textContent).toBe('4');
    expect(screen.getByTestId('fairness-next-hash').textContent).toBe(FAIRNESS.nextServerSeedHash);
    fireEvent.change(screen.getByTestId('fairness-client-seed-input'), {
      target: { value: 'mine' },
    });
    fireEvent.click(screen.getByTestId('fairness-rotate'));
    expect(await screen.findByTestId('fairness-previous-seed')).toBeTruthy();
    expect(callsTo(callApi, rotateSeed)[0]?.body).toEqual({ clientSeed: 'mine' });
    expect(screen.getByTestId('fairness-client-seed').textContent).toBe('mine');
  });

  it('publishes the RTP, the slot paytable and the jackpot rule', async () => {
    renderGame('SLOT');
    fireEvent.click(await screen.findByTestId('inhouse-tab-rules'));
    expect((await screen.findByTestId('inhouse-rtp')).textContent).toBe('96.24%');
    expect(screen.getByTestId('slot-paytable').textContent).toContain('Dragon');
    expect(screen.getByTestId('inhouse-jackpot-rule').textContent).toContain('5000000');
  });
});
