import type { WinnerBoardEntry } from '@nova/contracts/api/winners-and-jackpot';
import { WINNER_BOARD } from '@nova/contracts/constants';

/**
 * Spec §9 "Winner board: top 3 shown as biggest, list from index 2": the podium takes the first
 * WINNER_BOARD.topCount entries (the server sorts largest first), the scrolling list starts at
 * WINNER_BOARD.listFromIndex as the spec states.
 */
export function splitWinners(entries: readonly WinnerBoardEntry[]): {
  top: WinnerBoardEntry[];
  list: WinnerBoardEntry[];
} {
  return {
    top: entries.slice(0, WINNER_BOARD.topCount),
    list: entries.slice(WINNER_BOARD.listFromIndex),
  };
}
