import { createHash } from 'node:crypto';

/** The vendor studios this platform runs (its own branding, keyed by vendor code). */
const NAMES: Record<string, string> = {
  PT: 'Playtech',
  PNG: "Play'n GO",
  MG: 'Microgaming',
  CQ9: 'CQ9 Gaming',
  AG: 'Asia Gaming',
  ISB: 'iSoftBet',
  TTG: 'Top Trend Gaming',
  RTG: 'Real Time Gaming',
  GG: 'GG Gaming',
  MGS: 'MG Slots Plus',
  AE: 'AE Gaming',
  WD: 'Wonder Dragon',
  EA: 'Evolution Asia',
  DG: 'Dream Gaming',
  BG: 'Big Gaming',
  OG: 'Oriental Gaming',
  BBIN: 'BBIN',
  LOTUS: 'Lotus Live',
  TGP: 'TG Premium',
  IBC: 'IBC Sports',
  SBT: 'SBTech',
  UG: 'United Gaming',
  IMES: 'IM Esports',
  TF: 'TF Gaming',
  IA: 'IA Esports',
  AV: 'AV Esports',
  AI: 'AI Esports',
  KY: 'Kaiyuan Gaming',
  TH: 'Tianhao Poker',
  KX: 'Kaixuan Cards',
  WS: 'WinStar Cards',
  XY: 'Xingyun Poker',
  SV3: 'SV388',
  WS168: 'WS168 Sabong',
  DS88: 'DS88 Sabong',
  DIG: 'Digmaan',
  WGB: 'WGB Arena',
  BINGO: 'Bingo Hall',
  TCG_SEA: 'SEA Lottery',
  TCG_LOTTO_VN: 'VN Lottery',
};

export interface Brand {
  name: string;
  initials: string;
  /** Accent hue (0–359), stable per vendor. */
  hue: number;
}

export function brandOf(vendor: string): Brand {
  const hash = createHash('sha256').update(vendor).digest();
  return {
    name: NAMES[vendor] ?? vendor,
    initials: vendor.replace(/[^A-Z0-9]/gu, '').slice(0, 3),
    hue: ((hash[0] ?? 0) * 256 + (hash[1] ?? 0)) % 360,
  };
}
