import type { GameListItem } from '@nova/contracts/api/games';

/**
 * A game of a list as the contracts shape it (used by the games and home tests): a Playtech slot
 * numbered `nodeId`, with what a test cares about given in `overrides`.
 */
export function gameItem(nodeId: number, overrides: Partial<GameListItem> = {}): GameListItem {
  return {
    nodeId,
    nodeName: `g${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    isHot: 0,
    isNew: 0,
    showIcon: `/icons/g${nodeId}.png`,
    iconUrl: '',
    vassalage: 'PT',
    vendorName: 'Playtech',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    gameId: `PT-${nodeId}`,
    hasTrial: false,
    maintenance: false,
    ...overrides,
  };
}
