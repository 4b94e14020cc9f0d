import type { GameClassify } from '@nova/contracts/constants';

/**
 * Demo game catalogue: vendors per category and their games. Pure data; the game list is
 * generated deterministically from word lists with a seeded PRNG so it never changes between runs.
 * Media for every entry is produced by `apps/server/scripts/generate-media.ts`.
 */

export type CategoryCode =
  | 'RNG'
  | 'LIVE'
  | 'SPORTS'
  | 'ESPORTS'
  | 'LOTT'
  | 'ELOTT'
  | 'FISH'
  | 'PVP'
  | 'COCKFIGHT'
  | 'BGS';

export interface CatalogueVendor {
  category: CategoryCode;
  code: string;
  displayName: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  sort: number;
  isInHouse?: boolean;
}

export interface CatalogueGame {
  gameId: string;
  nodeId: number;
  vendorCode: string;
  category: CategoryCode;
  gameType: CategoryCode;
  /** The game's tab inside its lane (GAME_CLASSIFY). */
  classify: GameClassify;
  name: string;
  isHot: boolean;
  isNew: boolean;
  hasTrial: boolean;
  sort: number;
}

/** [category, code, displayName, walletMode S(eamless)/T(ransfer)]; sort = order within category. */
const VENDOR_ROWS: readonly (readonly [CategoryCode, string, string, 'S' | 'T'])[] = [
  ['RNG', 'INHOUSE', 'Nova Originals', 'S'],
  ['RNG', 'PT', 'Playtech', 'S'],
  ['RNG', 'PNG', "Play'n GO", 'S'],
  ['RNG', 'MG', 'Microgaming', 'S'],
  ['RNG', 'CQ9', 'CQ9 Gaming', 'S'],
  ['RNG', 'AG', 'Asia Gaming', 'T'],
  ['RNG', 'ISB', 'iSoftBet', 'S'],
  ['RNG', 'TTG', 'Top Trend Gaming', 'S'],
  ['RNG', 'RTG', 'Real Time Gaming', 'T'],
  ['RNG', 'GG', 'GG Gaming', 'S'],
  ['RNG', 'MGS', 'MG Slots Plus', 'S'],
  ['RNG', 'AE', 'AE Gaming', 'S'],
  ['RNG', 'WD', 'Wonder Dragon', 'T'],

  ['LIVE', 'EA', 'Evolution Asia', 'S'],
  ['LIVE', 'AG', 'Asia Gaming', 'T'],
  ['LIVE', 'DG', 'Dream Gaming', 'S'],
  ['LIVE', 'PT', 'Playtech', 'S'],
  ['LIVE', 'BG', 'Big Gaming', 'S'],
  ['LIVE', 'OG', 'Oriental Gaming', 'T'],
  ['LIVE', 'BBIN', 'BBIN', 'T'],
  ['LIVE', 'LOTUS', 'Lotus Live', 'S'],
  ['LIVE', 'TGP', 'TG Premium', 'S'],

  ['SPORTS', 'IBC', 'IBC Sports', 'T'],
  ['SPORTS', 'SBT', 'SBTech', 'S'],
  ['SPORTS', 'UG', 'United Gaming', 'S'],

  ['ESPORTS', 'IMES', 'IM Esports', 'S'],
  ['ESPORTS', 'TF', 'TF Gaming', 'S'],
  ['ESPORTS', 'IA', 'IA Esports', 'T'],
  ['ESPORTS', 'AV', 'AV Esports', 'S'],
  ['ESPORTS', 'AI', 'AI Esports', 'S'],

  ['LOTT', 'LOTT', 'Nova Lottery', 'S'],
  ['LOTT', 'TCG_SEA', 'SEA Lottery', 'T'],

  ['ELOTT', 'ELOTT', 'Nova Keno', 'S'],
  ['ELOTT', 'TCG_LOTTO_VN', 'VN Lottery', 'T'],

  ['FISH', 'PT', 'Playtech', 'S'],
  ['FISH', 'CQ9', 'CQ9 Gaming', 'S'],
  ['FISH', 'AG', 'Asia Gaming', 'T'],
  ['FISH', 'GG', 'GG Gaming', 'S'],
  ['FISH', 'BBIN', 'BBIN', 'T'],
  ['FISH', 'RTG', 'Real Time Gaming', 'T'],

  ['PVP', 'KY', 'Kaiyuan Gaming', 'T'],
  ['PVP', 'TH', 'Tianhao Poker', 'S'],
  ['PVP', 'KX', 'Kaixuan Cards', 'S'],
  ['PVP', 'WS', 'WinStar Cards', 'S'],
  ['PVP', 'XY', 'Xingyun Poker', 'T'],

  ['COCKFIGHT', 'SV3', 'SV388', 'T'],
  ['COCKFIGHT', 'WS168', 'WS168 Sabong', 'S'],
  ['COCKFIGHT', 'DS88', 'DS88 Sabong', 'S'],
  ['COCKFIGHT', 'DIG', 'Digmaan', 'S'],
  ['COCKFIGHT', 'WGB', 'WGB Arena', 'T'],

  ['BGS', 'BINGO', 'Bingo Hall', 'S'],
];

export const CATALOGUE_VENDORS: readonly CatalogueVendor[] = VENDOR_ROWS.map(
  ([category, code, displayName, wallet], index) => ({
    category,
    code,
    displayName,
    walletMode: wallet === 'S' ? 'SEAMLESS' : 'TRANSFER',
    sort: VENDOR_ROWS.slice(0, index).filter((row) => row[0] === category).length + 1,
    ...(code === 'INHOUSE' ? { isInHouse: true } : {}),
  }),
);

const SLOT_ADJ = words(`
  Golden, Neon, Jade, Crimson, Lucky, Mystic, Thunder, Imperial, Celestial, Emerald, Sapphire,
  Midnight, Wild, Royal, Blazing, Eternal, Shadow, Sacred, Frozen, Radiant, Savage, Cosmic,
  Ancient, Velvet, Silver, Scarlet, Electric, Hidden, Howling, Infinite
`);
const SLOT_HERO = words(`
  Koi, Samurai, Tiger, Panda, Empress, Phoenix, Emperor, Pharaoh, Buffalo, Wolf, Ninja, Geisha,
  Monkey King, Dragon, Serpent, Sphinx, Cobra, Jaguar, Viking, Kraken, Warlord, Oracle, Sultan,
  Unicorn, Ronin, Mermaid, Rhino, Eagle, Qilin, Fox Spirit
`);
const SLOT_ITEM = words(`
  Lotus, Lanterns, Pagoda, Pearls, Temple, Sevens, Gems, Scarabs, Orchids, Fireworks, Drums,
  Blossoms, Coins, Bells, Crowns
`);
const SLOT_PLACE = words(`
  the Orient, Atlantis, Olympus, the Nile, Shangri-La, the Jungle, Valhalla, Avalon,
  Macau Nights, the Silk Road, El Dorado, the Deep, the Forbidden City
`);
const SLOT_TREASURE = words(`
  Hoard, Riches, Fortune, Gold, Jewels, Vault, Legacy, Quest
`);
const SLOT_SUFFIX = words(`
  Deluxe, Megaways, Hold & Win, Link, Rising, Power Spins, Xtreme
`);
const FISH_PREFIX = words(`
  Ocean, Deep Sea, Golden Toad, Dragon, Mermaid, Pirate, Thunder, Coral, Neon, Kraken, Poseidon,
  Shark, Treasure Reef, Lucky Koi
`);
const FISH_SUFFIX = words(`
  King, Hunter, Fishing, Frenzy, Bounty, Legends, Blast, Jackpot
`);
const CARD_GAMES = words(`
  Baccarat, Niu Niu, Dragon Tiger, Texas Hold'em, Blackjack, Sic Bo, Teen Patti, Mahjong Duel,
  Pai Gow, Three Card Poker, Zha Jin Hua, Dou Di Zhu, Rummy, Fan Tan
`);
const CARD_PREFIX = ['', '', 'Grab Banker ', 'Speed ', 'VIP ', 'Classic '] as const;
const LIVE_TABLES = words(`
  Speed Baccarat, Roulette, Sic Bo, Dragon Tiger, Squeeze Baccarat, Blackjack VIP, Fan Tan,
  Niu Niu, Auto Roulette, Fortune Wheel, Baccarat B
`);
const INHOUSE_GAMES = words(`
  Nova Fortune Reels, Nova Dice, Nova Crash, Nova Mines, Nova Plinko
`);
const NO_TRIAL: readonly CategoryCode[] = [
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];

/** Lane tabs of the non-RNG categories (spec §1 tabs; GAME_CLASSIFY). */
const CATEGORY_CLASSIFY: Record<Exclude<CategoryCode, 'RNG'>, GameClassify> = {
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'CARD',
  SPORTS: 'SPORT',
  ESPORTS: 'SPORT',
  COCKFIGHT: 'SPORT',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  BGS: 'BINGO',
};
/** The in-house games in INHOUSE_GAMES order: slot, dice, crash, mines, plinko. */
const INHOUSE_CLASSIFY: readonly GameClassify[] = ['SLOT', 'TABLE', 'ARCADE', 'MINI', 'MINI'];

/**
 * RNG tabs (spec §1 "jackpot, table games and arcade games tabs"): linked and hold-and-win slots
 * are jackpot games, and a few games of each vendor are table or arcade games, so the RNG lane has
 * several classify tabs. Derived from the name and position only: no PRNG draw, so adding it left
 * every generated name unchanged.
 */
function classifyOf(vendor: CatalogueVendor, name: string, index: number): GameClassify {
  if (vendor.isInHouse) return INHOUSE_CLASSIFY[index] ?? 'SLOT';
  if (vendor.category !== 'RNG') return CATEGORY_CLASSIFY[vendor.category];
  if (/Hold & Win|Link|Fortune/u.test(name)) return 'JACKPOT';
  if (index % 7 === 4) return 'TABLE';
  if (index % 7 === 6) return 'ARCADE';
  return 'SLOT';
}

/** In-house games always show in the hot lists; the three newest carry the new badge. */
const INHOUSE_NEW = new Set([2, 3, 4]);

function words(list: string): readonly string[] {
  return list.split(',').map((word) => word.trim());
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function buildGames(): CatalogueGame[] {
  const rand = mulberry32(88_2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const count = (min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
  const usedSlots = new Set<string>();
  const slotName = (): string => {
    for (;;) {
      const shape = rand();
      const name =
        shape < 0.3
          ? `${pick(SLOT_ADJ)} ${pick(SLOT_HERO)}`
          : shape < 0.45
            ? `${pick(SLOT_ADJ)} ${pick(SLOT_ITEM)}`
            : shape < 0.57
              ? `${pick(SLOT_ITEM)} of ${pick(SLOT_PLACE)}`
              : shape < 0.7
                ? `${pick(SLOT_HERO)}'s ${pick(SLOT_TREASURE)}`
                : shape < 0.87
                  ? `${pick(SLOT_ADJ)} ${pick(rand() < 0.6 ? SLOT_HERO : SLOT_ITEM)} ${pick(SLOT_SUFFIX)}`
                  : `Legend of the ${pick(SLOT_ADJ)} ${pick(SLOT_HERO)}`;
      if (!usedSlots.has(name)) {
        usedSlots.add(name);
        return name;
      }
    }
  };
  const distinct = (n: number, make: () => string): string[] => {
    const out = new Set<string>();
    while (out.size < n) out.add(make());
    return [...out];
  };
  const names = (v: CatalogueVendor): string[] => {
    if (v.isInHouse) return [...INHOUSE_GAMES];
    switch (v.category) {
      case 'RNG':
        return Array.from({ length: count(14, 18) }, slotName);
      case 'FISH':
        return distinct(count(4, 6), () => `${pick(FISH_PREFIX)} ${pick(FISH_SUFFIX)}`);
      case 'PVP':
        return distinct(count(6, 8), () => `${pick(CARD_PREFIX)}${pick(CARD_GAMES)}`);
      case 'LIVE':
        return ['Baccarat A', ...distinct(count(3, 5), () => pick(LIVE_TABLES))];
      default:
        return [`${v.displayName} Lobby`];
    }
  };
  const games: CatalogueGame[] = [];
  for (const vendor of CATALOGUE_VENDORS) {
    names(vendor).forEach((name, i) => {
      // ≈15% hot, ≈10% new; 74% of trial-capable games ≈ 60% of the whole catalogue.
      const hot = rand() < 0.15;
      const fresh = rand() < 0.08;
      const trial = rand() < 0.74 && !NO_TRIAL.includes(vendor.category);
      const inHouse = vendor.isInHouse === true;
      games.push({
        gameId: `${vendor.code}-${vendor.category}-${String(i + 1).padStart(3, '0')}`,
        nodeId: 10001 + games.length,
        vendorCode: vendor.code,
        category: vendor.category,
        gameType: vendor.category,
        classify: classifyOf(vendor, name, i),
        name,
        isHot: hot || inHouse,
        isNew: inHouse ? INHOUSE_NEW.has(i) : fresh,
        hasTrial: trial || inHouse,
        sort: i + 1,
      });
    });
  }
  return games;
}

export const CATALOGUE_GAMES: readonly CatalogueGame[] = buildGames();

export function vendorLogoPath(code: string): string {
  return `/vendors/logo-${code}.svg`;
}

export function vendorCardPath(category: CategoryCode, code: string): string {
  return `/vendors/${category.toLowerCase()}-${code}.svg`;
}

export function gameIconPath(gameId: string): string {
  return `/games/${gameId}.svg`;
}

export function bannerPath(name: string): string {
  return `/banners/${name}.svg`;
}

export function brandAssetPath(name: string): string {
  return `/brand/${name}.svg`;
}
