import type { VendorLane } from '@nova/contracts/api/game-vendors';
import type { VendorItem } from '@nova/contracts/api/games';
import { INHOUSE_VENDOR } from '@nova/contracts/constants';

/** Lottery prize mode (spec §3 site config prize modes, §4 "Prize mode"). */
export type PrizeMode = 'ELOTT' | 'LOTT';

/** Vendor codes that put the site in electronic-lottery mode when the ELOTT lane has them. */
const ELOTT_MODE_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * Spec §4 "Prize mode": electronic-lottery mode when the ELOTT lane carries TCG_LOTTO_VN or LOTT,
 * otherwise lottery mode.
 */
export function prizeMode(lanes: readonly VendorLane[]): PrizeMode {
  const elott = lanes.find((lane) => lane.gameCategory === 'ELOTT' || lane.title === 'ELOTT');
  const has = elott?.cards.some((card) => ELOTT_MODE_VENDORS.includes(card.vassalage)) ?? false;
  return has ? 'ELOTT' : 'LOTT';
}

function carve(
  lane: VendorLane,
  title: string,
  pick: (card: VendorItem) => boolean,
): VendorLane | null {
  const cards = lane.cards.filter(pick);
  if (cards.length === 0) return null;
  const codes = new Set(cards.map((card) => card.vassalage));
  return {
    title,
    gameCategory: cards[0]?.gameType ?? lane.gameCategory,
    cards,
    gameClassify: lane.gameClassify
      .map((group) => ({ ...group, vendors: group.vendors.filter((v) => codes.has(v)) }))
      .filter((group) => group.vendors.length > 0),
  };
}

function without(lane: VendorLane, removed: readonly VendorLane[]): VendorLane {
  const gone = new Set(removed.flatMap((l) => l.cards.map((card) => card.vassalage)));
  if (gone.size === 0) return lane;
  return {
    ...lane,
    cards: lane.cards.filter((card) => !gone.has(card.vassalage)),
    gameClassify: lane.gameClassify
      .map((group) => ({ ...group, vendors: group.vendors.filter((v) => !gone.has(v)) }))
      .filter((group) => group.vendors.length > 0),
  };
}

/**
 * Spec §4 "lane splits": the SPORTS lane's ESPORTS and COCKFIGHT cards become their own lanes
 * right after SPORTS; the RNG lane's in-house cards become an 'INHOUSE' lane right after RNG.
 * Pure: the input is left untouched; other lanes pass through in order.
 */
export function splitLanes(lanes: readonly VendorLane[]): VendorLane[] {
  return lanes.flatMap((lane) => {
    if (lane.title === 'SPORTS') {
      const parts = [
        carve(lane, 'ESPORTS', (card) => card.gameType === 'ESPORTS'),
        carve(lane, 'COCKFIGHT', (card) => card.gameType === 'COCKFIGHT'),
      ].filter((part): part is VendorLane => part !== null);
      return [without(lane, parts), ...parts];
    }
    if (lane.title === 'RNG') {
      const inhouse = carve(lane, INHOUSE_VENDOR, (card) => card.vassalage === INHOUSE_VENDOR);
      return inhouse ? [without(lane, [inhouse]), inhouse] : [lane];
    }
    return [lane];
  });
}
