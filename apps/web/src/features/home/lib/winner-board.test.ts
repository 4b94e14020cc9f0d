import type { WinnerBoardEntry } from '@nova/contracts/api/winners-and-jackpot';
import { describe, expect, it } from 'vitest';
import { splitWinners } from './winner-board';

function entry(i: number): WinnerBoardEntry {
  return {
    customerName: `m***${i}`,
    winAmount: String(10_000 - i),
    currency: 'MYR',
    iconUrl: '',
    gameName: `Game ${i}`,
    gameId: `G-${i}`,
    vassalage: 'PT',
    gameType: 'RNG',
    wonAt: '2026-11-20T10:00:00.000Z',
  };
}

describe('splitWinners (spec §9 winner board)', () => {
  it('puts the three biggest on the podium and lists from index 2', () => {
    const entries = Array.from({ length: 8 }, (_, i) => entry(i));
    const { top, list } = splitWinners(entries);
    expect(top.map((e) => e.gameId)).toEqual(['G-0', 'G-1', 'G-2']);
    expect(list.map((e) => e.gameId)).toEqual(['G-2', 'G-3', 'G-4', 'G-5', 'G-6', 'G-7']);
  });

  it('handles short boards', () => {
    expect(splitWinners([])).toEqual({ top: [], list: [] });
    expect(splitWinners([entry(0), entry(1)])).toEqual({ top: [entry(0), entry(1)], list: [] });
  });
});
