/**
 * Every TanStack Query key in one place. Keys of data that depends on the display language
 * carry `{ lang }` as their second element; a language change invalidates exactly those
 * (spec §4 "Language change": reloads hot games, vendors, winner board and announcements).
 */
import type { Query } from '@tanstack/react-query';

export type LanguageKey<R extends string, P extends object = object> = readonly [
  R,
  { lang: string } & P,
];

/** Build the key of language-dependent data; use it for any query whose text is translated. */
export function languageKey<R extends string, P extends object = object>(
  root: R,
  lang: string,
  params?: P,
): LanguageKey<R, P> {
  return [root, { ...(params as P), lang }] as const;
}

export const queryKeys = {
  permissionData: ['permissionData'] as const,
  systemStatus: ['systemStatus'] as const,
  domainRoute: ['domainRoute'] as const,
  registerSettings: ['registerSettings'] as const,
  socialProviders: ['socialProviders'] as const,
  memberInfo: ['memberInfo'] as const,
  captcha: ['captcha'] as const,
  /** Member-only wallet data; refreshing the header balance refetches everything under root. */
  wallet: {
    root: ['wallet'] as const,
    balance: ['wallet', 'balance'] as const,
    /** The vendor wallets at the vendors' real balances (decision 027). */
    vendorBalances: ['wallet', 'vendorBalances'] as const,
  },
  /** Member-only transfer data (issue 4); transfers also invalidate `wallet.root`. */
  funds: {
    root: ['funds'] as const,
    merchantWallets: ['funds', 'merchantWallets'] as const,
    transfers: ['funds', 'transfers'] as const,
    targets: ['funds', 'targets'] as const,
    consolidated: ['funds', 'consolidated'] as const,
  },
  /** Member-only records pages (issue 4), keyed by their filters. */
  records: {
    root: ['records'] as const,
    transactions: (params: object) => ['records', 'transactions', params] as const,
    profit: (params: object) => ['records', 'profit', params] as const,
    bonus: (params: object) => ['records', 'bonus', params] as const,
  },
  /** Member-only deposit and withdrawal data (issue 4); money mutations refresh root and wallet. */
  payments: {
    root: ['payments'] as const,
    channels: ['payments', 'channels'] as const,
    deposits: ['payments', 'deposits'] as const,
    deposit: (reference: string) => ['payments', 'deposit', reference] as const,
    withdrawOverview: ['payments', 'withdrawOverview'] as const,
    withdrawals: ['payments', 'withdrawals'] as const,
    banks: ['payments', 'banks'] as const,
  },
  gameMenus: (lang: string) => languageKey('gameMenus', lang),
  announcements: (lang: string) => languageKey('announcements', lang),
  helpCenter: (lang: string) => languageKey('helpCenter', lang),
  hotGames: (lang: string, params?: object) => languageKey('hotGames', lang, params),
  winnerBoard: (lang: string) => languageKey('winnerBoard', lang),
  gameList: (lang: string, params?: object) => languageKey('gameList', lang, params),
  gameVendors: (lang: string) => languageKey('gameVendors', lang),
  jackpot: ['jackpot'] as const,
  /** Member-only game data (issue 5): favourites, recent games, betting records. */
  games: {
    root: ['games'] as const,
    favourites: ['games', 'favourites'] as const,
    recent: ['games', 'recent'] as const,
    betRecords: (params: object) => ['games', 'betRecords', params] as const,
    gameProfit: (params: object) => ['games', 'gameProfit', params] as const,
  },
  /** Member-only in-house game data (issue 5): seed pair, rounds, crash state. */
  inhouse: {
    root: ['inhouse'] as const,
    info: ['inhouse', 'info'] as const,
    fairness: ['inhouse', 'fairness'] as const,
    rounds: (params: object) => ['inhouse', 'rounds', params] as const,
    round: (roundId: string) => ['inhouse', 'round', roundId] as const,
    crash: ['inhouse', 'crash'] as const,
  },
} as const;

export function isLanguageDependentKey(key: readonly unknown[]): boolean {
  const second = key[1];
  return typeof second === 'object' && second !== null && 'lang' in second;
}

export function isLanguageDependentQuery(query: Pick<Query, 'queryKey'>): boolean {
  return isLanguageDependentKey(query.queryKey);
}
