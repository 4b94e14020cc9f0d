import { type GameListItem, getGameList } from '@nova/contracts/api/games';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { gameItem } from '../../games/test/game-fixtures';
import { CategoryGameRow } from './category-game-row';

vi.mock('../../session/hooks/use-session', () => ({
  useSession: () => ({ member: null, isLogin: false, isAgent: false, isTrial: false }),
}));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

function games(count: number): GameListItem[] {
  return Array.from({ length: count }, (_, i) =>
    gameItem(i + 1, {
      nodeName: `g${i}`,
      gameName: `Live ${i}`,
      displayName: `Live ${i}`,
      showIcon: `/icons/${i}.png`,
      vassalage: 'AG',
      vendorName: 'Asia Gaming',
      gameType: 'LIVE',
      gameClassify: 'LIVE',
      gameId: `AG-${i}`,
    }),
  );
}

function page(count: number, total: number) {
  return { content: games(count), pageNum: 1, pageSize: 12, totalPages: 3, totalElements: total };
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
});

describe('CategoryGameRow (spec §9 home sections)', () => {
  it('asks for 12 games of the category and shows arrows when it has more than 12', async () => {
    answer(api, new Map([[getGameList, page(12, 30)]]) as never);
    renderWithProviders(<CategoryGameRow category="LIVE" />);
    const row = await screen.findByTestId('home-games-LIVE');
    expect(within(row).getAllByTestId('game-card')).toHaveLength(12);
    expect(callsTo(api, getGameList)[0]?.query).toMatchObject({
      gameType: 'LIVE',
      pageSize: 12,
      pageNo: 1,
      language: 'EN',
    });
    expect(within(row).getAllByRole('button', { name: /Scroll/ })).toHaveLength(2);
  });

  it('has no arrows at 12 or fewer and never more than 12 cards', async () => {
    answer(api, new Map([[getGameList, page(14, 12)]]) as never);
    renderWithProviders(<CategoryGameRow category="LIVE" />);
    const row = await screen.findByTestId('home-games-LIVE');
    expect(within(row).getAllByTestId('game-card')).toHaveLength(12);
    expect(within(row).queryByRole('button', { name: /Scroll/ })).toBeNull();
  });
});
