/**
 * Business constants and limits of the spec (section 9 and the constants of sections 3 and 4).
 * Schemas and UI import these names; no magic numbers elsewhere.
 */

// ── Categories and vendors (spec §1, §2, §3) ────────────────────────────────────────────────
export const GAME_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'BGS',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Header navigation order after "home" (spec §2 "Navigation items in order"). */
export const NAV_CATEGORY_ORDER = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameCategory[];

/** Route path of each category screen (spec §2: the path maps to an upper-case category). */
export const CATEGORY_PATHS: Record<GameCategory, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  BGS: '/bgs',
  COCKFIGHT: '/cockfight',
};

/** Game center screens vs game list center screens (spec §2 routes table). */
export const GAME_CENTER_CATEGORIES = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export const GAME_LIST_CENTER_CATEGORIES = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'] as const;

/** Bingo is shown only when the brand supports the language TY (spec §1). */
export const BINGO_REQUIRED_LANGUAGE = 'TY';

/** External vendor codes per category (spec §3 "Vendor codes"). */
export const VENDOR_CODES = {
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['AV', 'IMES', 'IA', 'AI', 'TF'],
  COCKFIGHT: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
} as const satisfies Partial<Record<GameCategory, readonly string[]>>;

export const INHOUSE_VENDOR = 'INHOUSE';
/** Lottery vendors and their screens (spec §4 "Game launch"). */
export const LOTTERY_VENDOR_ROUTES = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
} as const;
export const VASSALAGE_GAME_LIST = 'VASSALAGE';

// ── Accounts (spec §3 "Site config", §6) ─────────────────────────────────────────────────────
export const AGENT_TYPE_IDS = [1, 2, 41, 42] as const;
export const TRIAL_TYPE_ID = 4;
export const MEMBER_TYPE_ID = 0;
export const PLATFORM = 'WEB';
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const GAME_TABS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameTab = (typeof GAME_TABS)[number];

export function isAgentType(type: number): boolean {
  return (AGENT_TYPE_IDS as readonly number[]).includes(type);
}

// ── Content (spec §3) ────────────────────────────────────────────────────────────────────────
/**
 * Spec §3's types, and AG: agent announcements (spec §2 agentAnnouncement), published by the
 * operator for agents and served to agents only (issue 15).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export const BANNER_GROUPS = [
  'w_login',
  'w_reg',
  'w_register',
  'w_home',
  'w_promotion',
  'w_leftmenu',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
export const BANNER_LINKAGE_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL', 'GAME', 'PROMOTION'] as const;
export const CUSTOMER_SERVICE_TYPES = [
  'LIVECHAT',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM1',
  'WHATSAPP',
] as const;
export const RESOURCE_TYPES = [
  'LOGO',
  'LOGO_MARK',
  'PAYMENT_METHOD',
  'CERTIFICATION',
  'SOCIAL_MEDIA',
  'LICENSE',
  'APP_DOWNLOAD',
  'AGE_BADGE',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const HELP_DEVICES = ['WEB', 'MOBILE'] as const;
/** Feedback question types (spec §3 "Feedback"). */
export const FEEDBACK_TYPES = ['deposit', 'withdraw', 'game', 'service', 'apply', 'other'] as const;
export const PROMOTION_CATEGORIES = [
  'all',
  'newbie',
  'limited',
  'special',
  'daily',
  'highRebate',
  'vip',
  'sport',
  'live',
  'rng',
  'pvp',
  'fish',
  'lotto',
  'rebate',
  'pointsShop',
  'rank',
  'deposit',
  'download',
] as const;

/** Whitelabel switch names (spec §3). Dotted names address a child of a modId node. */
export const WHITELABEL_SWITCHES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'PTSYS3',
  'MANPLAYREB3',
  'REFERRAL.enabled',
] as const;
export type WhitelabelSwitch = (typeof WHITELABEL_SWITCHES)[number];

// ── System status (spec §4) ─────────────────────────────────────────────────────────────────
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

// ── Limits and timings (spec §9) ────────────────────────────────────────────────────────────
export const FAVOURITE_TOGGLE_THROTTLE_MS = 1000;
export const SMS_LOCK_MINUTES = 5;
export const SMS_REQUEST_THROTTLE_MS = 1000;
export const SMS_DEFAULT_EXPIRED_MINUTES = 1;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
export const DEFAULT_WEAK_PASSWORD = '123456';
export const MIN_AGE_DEFAULT = 18;
export const MIN_AGE_STRICT = 21;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const REMARK_MAX_LENGTH = 140;
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;
export const VERIFICATION_CODE_MAX_LENGTH = 255;
export const REALTIME_SALARY_INTERVAL_MINUTES = 5;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const GAME_LIST_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 999;
export const RECENT_PAGE_SIZE = 20;
export const HOME_SECTION_MAX_ITEMS = 12;
export const HOME_SECTION_ARROWS_ABOVE = 12;
export const HOT_SECTION_ARROWS_ABOVE = 7;
export const VENDOR_GRID_LARGE_ABOVE = 10;
export const CARD_THEME_COUNT = 6;
/**
 * Spec §9's carousels. The spec's transition speeds (1100 and 1000 ms) are not constants here:
 * the carousels glide with the browser's native smooth scroll, on the compositor, whose
 * duration the browser picks (decision 035, session 23). The spacing lives in their CSS.
 */
export const HOT_CAROUSEL = { autoplayDelayMs: 1200, slidesPerView: 4, spaceBetween: 24 } as const;
export const BANNER_CAROUSEL = { autoplayDelayMs: 5000, spaceBetween: 20 } as const;
export const WINNER_BOARD = {
  limitNum: 20,
  topCount: 3,
  listFromIndex: 2,
  scrollStep: 0.5,
} as const;
export const JACKPOT = {
  minMinor: 100_000_000n * 100n,
  maxMinor: 1_000_000_000n * 100n,
  stepMin: 100,
  stepMax: 500,
  intervalsSeconds: [3, 4, 5],
} as const;
export const LAZY_IMAGE_THRESHOLD = 0.1;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MODAL = {
  width: 200,
  height: 200,
  openDelayMs: 100,
  closeOnOutsideClick: false,
  draggable: true,
} as const;
export const REMEMBER_LOGIN_DAYS = 1;
export const CAPTCHA_TTL_SECONDS = 300;

/** Banner language codes map to content locales (spec §2 "Banner carousel"). */
export const BANNER_LANGUAGE_MAP = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th' } as const;

/** Browser storage keys (spec §3). The session token itself never reaches page scripts: see decision 004. */
export const SESSION_STORAGE_KEYS = [
  'nickname',
  'account',
  'customerId',
  'isAgent',
  'gameVendor',
  'validate',
  'consolidated',
  'merchantWallet',
  'enableSalary',
  'enableContract',
] as const;
/**
 * A readable, secret-free cookie set beside the HttpOnly session cookie, so that the site only
 * asks `/wps/member/info` when a session may exist (no 401 noise for visitors).
 */
export const SESSION_HINT_COOKIE = 'nova_li';
export const LANGUAGE_STORAGE_KEYS = { current: 'lang', history: 'hisLang' } as const;
/** The language choice again, as a cookie: the server renders the first screen in it (decision 035). */
export const LANGUAGE_COOKIE = 'nova_lang';
/** The id of the JSON script holding a server-rendered page's state (decision 035). */
export const SERVER_STATE_ID = 'nova-ssr-state';

// ── Accounts (issue 3; SECURITY.md 1-14) ────────────────────────────────────────────────────
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SMS_CODE_LENGTH = 6;
/** Wrong guesses after which a code (or a login challenge) is spent (SECURITY.md 6). */
export const CODE_MAX_ATTEMPTS = 5;
export const EMAIL_CODE_EXPIRED_MINUTES = 10;
export const PASSWORD_RESET_TICKET_MINUTES = 30;
export const LOGIN_CHALLENGE_MINUTES = 10;
/** Failed logins for an account (from any IP) after which the captcha is required. */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
export const TOTP = { digits: 6, periodSeconds: 30, window: 1 } as const;
export const LOGIN_HISTORY_SIZE = 10;

/**
 * Rate limits, fixed windows (SECURITY.md 3). `limit` events per `windowSeconds` per key; the
 * SMS lock is the spec's "too many requests, try again after 5 minutes" (§8, §9).
 */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 50, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  freePlayPerIp: { limit: 20, windowSeconds: 60 * 60 },
  smsPerPhone: { limit: 5, windowSeconds: SMS_LOCK_MINUTES * 60 },
  smsPerIp: { limit: 30, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 15 * 60 },
  resetPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  verifyPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Wrong payment passwords per member (issue 4 withdrawals; SECURITY.md 3). */
  paymentPasswordFailuresPerMember: { limit: 5, windowSeconds: 15 * 60 },
  /** Game launches per member (issue 5: each one creates a game session and a launch ticket). */
  gameLaunchPerMember: { limit: 120, windowSeconds: 10 * 60 },
  /** Free-trial launches per IP (no account; each one calls the vendor platform). */
  trialLaunchPerIp: { limit: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
export type RateLimitName = keyof typeof RATE_LIMITS;

// ── Games (issue 5) ─────────────────────────────────────────────────────────────────────────
/** Sub-classifications of a lane (spec §1 "jackpot, table games and arcade games tabs", mini games). */
export const GAME_CLASSIFY = [
  'SLOT',
  'TABLE',
  'ARCADE',
  'JACKPOT',
  'MINI',
  'FISH',
  'LIVE',
  'CARD',
  'SPORT',
  'LOTTERY',
  'BINGO',
] as const;
export type GameClassify = (typeof GAME_CLASSIFY)[number];
/** Game list request constants (spec §7 "Game list", "Favourite list", "Recent list"). */
export const GAME_LIST_CLIENT_TYPE = 3;
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';
export const GAME_VENDOR_PLATFORM = 'html5-desktop';
export const HOT_LIST_IS_PLATFORM = 2;
/** Hot games carried by the hot list and the home carousel. */
export const HOT_GAMES_LIMIT = 24;
/** Longest search term of the game list. */
export const GAME_SEARCH_MAX_LENGTH = 40;
/** Most favourite games a member may keep (beyond: VALIDATION_FAILED). */
export const FAVOURITES_MAX = 500;
/** The winner board lists the biggest wins of this many recent days. */
export const WINNER_BOARD_DAYS = 7;
/** A launched game's session lasts this long without a new launch (it ends with the site session). */
export const GAME_SESSION_TTL_MINUTES = 12 * 60;
/**
 * Seamless wins that name no bet of ours (free spins, promotional wins, tournament prizes, a win
 * sent before its bet) are credited only against an open game session of that vendor, and at
 * most this much per member in any 24 hours (minor units: RM 10,000.00; decision 024).
 */
export const VENDOR_NO_BET_WINS_MAX_PER_DAY = 1_000_000n;
/** Game lists, lanes and hot games are cached this long on the server (and for the session on the web). */
export const GAME_CATALOGUE_CACHE_SECONDS = 60;
/** In-house games (vassalage INHOUSE) and their codes in the catalogue. */
export const INHOUSE_GAMES = ['SLOT', 'DICE', 'CRASH', 'MINES', 'PLINKO'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];
export const INHOUSE_GAME_CODES: Record<InhouseGame, string> = {
  SLOT: 'INHOUSE-RNG-001',
  DICE: 'INHOUSE-RNG-002',
  CRASH: 'INHOUSE-RNG-003',
  MINES: 'INHOUSE-RNG-004',
  PLINKO: 'INHOUSE-RNG-005',
};
/** Stake limits of the in-house games, minor units. */
export const INHOUSE_STAKE = { minMinor: 10n, maxMinor: 1_000_000n } as const;
/** Rounds recalled on the fairness page and in the games (SECURITY.md 32: at least 10). */
export const INHOUSE_RECENT_ROUNDS = 20;
export const CLIENT_SEED_MAX_LENGTH = 64;
/** Crash rounds: betting window, pause after a crash (ms); multiplier growth per ms (e^(k t)). */
export const CRASH_TIMING = { bettingMs: 7_000, pauseMs: 3_000, growthPerMs: 0.00006 } as const;
/** A crash bet's automatic cash-out target, in hundredths: 1.01x to 10,000x. */
export const CRASH_AUTO_CASHOUT = { min: 101, max: 1_000_000 } as const;
/** A round left OPEN this long (player gone, server restarted) is settled in the player's favour. */
export const INHOUSE_ABANDON_MINUTES = 30;
