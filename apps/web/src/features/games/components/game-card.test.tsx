import type { GameListItem } from '@nova/contracts/api/games';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/render-with-providers';
import { gameItem } from '../test/game-fixtures';
import { GameCard } from './game-card';

function game(overrides: Partial<GameListItem> = {}): GameListItem {
  return gameItem(42, {
    nodeName: 'great-blue',
    gameName: 'Great Blue',
    displayName: 'Great Blue',
    showIcon: '/icons/great-blue.png',
    gameId: 'PT-RNG-003',
    hasTrial: true,
    ...overrides,
  });
}

function renderCard(item: GameListItem, isFavourite = false) {
  const actions = { onPlay: vi.fn(), onTrial: vi.fn(), onToggleFavourite: vi.fn() };
  render(<GameCard game={item} index={7} isFavourite={isFavourite} {...actions} />);
  return actions;
}

beforeAll(() => initTestI18n());

describe('GameCard (spec §2 "Game cards")', () => {
  it('carries its ids, name, vendor, theme and the play, trial and favourite actions', () => {
    const item = game();
    const actions = renderCard(item);
    const card = screen.getByTestId('game-card');
    expect(card.getAttribute('data-node-id')).toBe('42');
    expect(card.getAttribute('data-vassalage')).toBe('PT');
    expect(card.getAttribute('style')).toContain('--card-theme-1');
    expect(card.textContent).toContain('Great Blue');
    expect(card.textContent).toContain('Playtech');
    fireEvent.click(screen.getByRole('button', { name: 'Play Great Blue' }));
    expect(actions.onPlay).toHaveBeenCalledWith(item);
    fireEvent.click(screen.getByTestId('game-card-trial'));
    expect(actions.onTrial).toHaveBeenCalledWith(item);
    const heart = screen.getByRole('button', { name: 'Add Great Blue to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(actions.onToggleFavourite).toHaveBeenCalledWith(item);
  });

  it('shows the hot and new badges and a pressed heart for a favourite', () => {
    renderCard(game({ isHot: 1, isNew: 1 }), true);
    expect(screen.getByTestId('game-card-hot')).toBeTruthy();
    expect(screen.getByTestId('game-card-new')).toBeTruthy();
    expect(screen.getByTestId('favourite-toggle').getAttribute('aria-pressed')).toBe('true');
  });

  it('offers no free trial when the game has none or is under maintenance', () => {
    renderCard(game({ hasTrial: false }));
    expect(screen.queryByTestId('game-card-trial')).toBeNull();
  });

  it('marks a game under maintenance; play still answers (with the maintenance message)', () => {
    const actions = renderCard(game({ maintenance: true }));
    expect(screen.getByTestId('game-card-maintenance').textContent).toContain('Under maintenance');
    expect(screen.queryByTestId('game-card-trial')).toBeNull();
    fireEvent.click(screen.getByTestId('game-card-play'));
    expect(actions.onPlay).toHaveBeenCalledTimes(1);
  });
});
