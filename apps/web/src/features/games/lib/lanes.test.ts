import type { VendorLane } from '@nova/contracts/api/game-vendors';
import type { VendorItem } from '@nova/contracts/api/games';
import type { GameCategory } from '@nova/contracts/constants';
import { describe, expect, it } from 'vitest';
import { prizeMode, splitLanes } from './lanes';

function card(vassalage: string, gameType: GameCategory): VendorItem {
  return {
    vassalage,
    displayName: vassalage,
    gameType,
    lagerIcon: '',
    logo: '',
    isGame: 'VASSALAGE',
    walletMode: 'SEAMLESS',
    maintenance: false,
  };
}

function lane(title: string, gameCategory: GameCategory, cards: VendorItem[]): VendorLane {
  return {
    title,
    gameCategory,
    cards,
    gameClassify: [{ classify: 'SLOT', vendors: cards.map((c) => c.vassalage) }],
  };
}

const LANES: VendorLane[] = [
  lane('LIVE', 'LIVE', [card('AG', 'LIVE')]),
  lane('SPORTS', 'SPORTS', [
    card('IBC', 'SPORTS'),
    card('IA', 'ESPORTS'),
    card('SV3', 'COCKFIGHT'),
    card('TF', 'ESPORTS'),
  ]),
  lane('RNG', 'RNG', [card('PT', 'RNG'), card('INHOUSE', 'RNG'), card('PG', 'RNG')]),
  lane('FISH', 'FISH', [card('CQ9', 'FISH')]),
];

describe('splitLanes (spec §4 "Prize mode and lane splits")', () => {
  it('puts ESPORTS and COCKFIGHT right after SPORTS and INHOUSE right after RNG', () => {
    const split = splitLanes(LANES);
    expect(split.map((l) => l.title)).toEqual([
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'RNG',
      'INHOUSE',
      'FISH',
    ]);
    expect(split[1]?.cards.map((c) => c.vassalage)).toEqual(['IBC']);
    expect(split[2]?.cards.map((c) => c.vassalage)).toEqual(['IA', 'TF']);
    expect(split[2]?.gameCategory).toBe('ESPORTS');
    expect(split[3]?.cards.map((c) => c.vassalage)).toEqual(['SV3']);
    expect(split[4]?.cards.map((c) => c.vassalage)).toEqual(['PT', 'PG']);
    expect(split[5]?.cards.map((c) => c.vassalage)).toEqual(['INHOUSE']);
  });

  it('moves the classify groups with their vendors and leaves the input alone', () => {
    const before = JSON.stringify(LANES);
    const split = splitLanes(LANES);
    expect(split[2]?.gameClassify).toEqual([{ classify: 'SLOT', vendors: ['IA', 'TF'] }]);
    expect(split[1]?.gameClassify).toEqual([{ classify: 'SLOT', vendors: ['IBC'] }]);
    expect(JSON.stringify(LANES)).toBe(before);
  });

  it('adds no empty lanes when there is nothing to split', () => {
    const plain = [lane('SPORTS', 'SPORTS', [card('IBC', 'SPORTS')]), lane('RNG', 'RNG', [])];
    expect(splitLanes(plain).map((l) => l.title)).toEqual(['SPORTS', 'RNG']);
  });
});

describe('prizeMode', () => {
  it('is ELOTT when the ELOTT lane has TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode([lane('ELOTT', 'ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')])])).toBe('ELOTT');
    expect(prizeMode([lane('ELOTT', 'ELOTT', [card('LOTT', 'ELOTT')])])).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(prizeMode([lane('ELOTT', 'ELOTT', [card('TCG_SEA', 'ELOTT')])])).toBe('LOTT');
    expect(prizeMode([lane('LOTT', 'LOTT', [card('LOTT', 'LOTT')])])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});
