import { getRecommendedGames } from '@nova/contracts/api/game-launch';
import type { GameListItem } from '@nova/contracts/api/games';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { useGameMaintenance } from '../hooks/use-game-launch';
import { gameItem } from '../test/game-fixtures';
import { GameMaintenanceDialog } from './game-maintenance-dialog';

vi.mock('../../session/hooks/use-session', () => ({
  useSession: (): Session => ({ member: null, isLogin: true, isAgent: false, isTrial: false }),
}));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

function game(nodeId: number, gameId: string): GameListItem {
  return gameItem(nodeId, {
    nodeName: gameId,
    gameName: gameId,
    displayName: `Game ${gameId}`,
    showIcon: `/icons/${gameId}.png`,
    gameId,
  });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
  useGameMaintenance.setState({ target: null });
});

describe('GameMaintenanceDialog (spec §8 "Game maintenance")', () => {
  it('lists other games of the category and launches one', async () => {
    answer(
      api,
      new Map([
        [getRecommendedGames, [game(1, 'PT-1'), game(2, 'PT-DOWN'), game(3, 'PT-3')]],
      ]) as never,
    );
    renderWithProviders(<GameMaintenanceDialog />);
    useGameMaintenance.getState().show({ vassalage: 'PT', gameType: 'RNG', gameCode: 'PT-DOWN' });
    const dialog = await screen.findByTestId('game-maintenance');
    await waitFor(() => expect(within(dialog).getAllByTestId('game-card')).toHaveLength(2));
    expect(callsTo(api, getRecommendedGames)[0]?.query).toEqual({
      gameType: 'RNG',
      exclude: 'PT-DOWN',
    });
    fireEvent.click(within(dialog).getAllByTestId('game-card-play')[0] as HTMLElement);
    expect(useGameMaintenance.getState().target).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(
      '/seamless?vassalage=PT&gameCode=PT-1&gameType=RNG',
    );
  });
});
