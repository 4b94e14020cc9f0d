import { createHash } from 'node:crypto';

/**
 * The bet slip's events: generated deterministically per (vendor, category, UTC day), so a page
 * reload shows the same card. Each selection carries decimal odds (hundredths) priced from its
 * true probability with a 4% margin; settlement draws the result from the same probabilities,
 * so every selection returns about 96%.
 */
export interface Selection {
  selectionId: string;
  /** 'HOME' | 'DRAW' | 'AWAY' (sports, esports) or 'MERON' | 'DRAW' | 'WALA' (cockfight). */
  side: string;
  label: string;
  odds: string;
  /** The true probability in basis points (settlement uses it). */
  probabilityBps: number;
}

export interface Fixture {
  eventId: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  selections: Selection[];
}

const FOOTBALL = {
  leagues: [
    'Premier League',
    'La Liga',
    'Serie A',
    'Bundesliga',
    'Malaysia Super League',
    'AFC Champions League',
  ],
  teams: [
    'Arsenal',
    'Chelsea',
    'Liverpool',
    'Man City',
    'Barcelona',
    'Real Madrid',
    'Juventus',
    'Inter',
    'Bayern',
    'Dortmund',
    'Johor DT',
    'Selangor FC',
    'Kedah FA',
    'Sabah FC',
    'Ulsan HD',
    'Kawasaki Frontale',
  ],
  draw: true,
};
const ESPORTS = {
  leagues: [
    'Dota 2 · The International',
    'CS2 · Major',
    'LoL · Worlds',
    'Valorant · Champions',
    'MLBB · MPL',
  ],
  teams: [
    'Team Spirit',
    'Natus Vincere',
    'G2 Esports',
    'T1',
    'Gen.G',
    'Fnatic',
    'Team Liquid',
    'Paper Rex',
    'ONIC',
    'RRQ Hoshi',
    'Evil Geniuses',
    'Vitality',
  ],
  draw: false,
};
const COCKFIGHT = {
  leagues: ['Arena Manila · Derby', 'Cebu Pit · Hackfight', 'Bacolod Derby'],
  teams: [
    'Red Kelso',
    'Sweater',
    'Hatch',
    'Roundhead',
    'Claret',
    'Radio',
    'Grey',
    'Lemon',
    'Brown Red',
    'Albany',
  ],
  draw: true,
};

const MARGIN = 1.04;

export function fixturesOf(vendor: string, category: string, now: Date): Fixture[] {
  const day = now.toISOString().slice(0, 10);
  const book = category === 'ESPORTS' ? ESPORTS : category === 'COCKFIGHT' ? COCKFIGHT : FOOTBALL;
  const cockfight = category === 'COCKFIGHT';
  return Array.from({ length: 8 }, (_, i) => {
    const h = createHash('sha256').update(`${vendor}:${category}:${day}:${i}`).digest();
    const byte = (n: number) => h[n] ?? 0;
    const home = book.teams[byte(0) % book.teams.length] as string;
    let away = book.teams[byte(1) % book.teams.length] as string;
    if (away === home) away = book.teams[(byte(1) + 1) % book.teams.length] as string;
    const drawBps = book.draw ? (cockfight ? 500 : 2200 + (byte(2) % 800)) : 0;
    const homeBps = Math.round(((10_000 - drawBps) * (30 + (byte(3) % 41))) / 100);
    const awayBps = 10_000 - drawBps - homeBps;
    const eventId = `${vendor}-${day.replaceAll('-', '')}-${i + 1}`;
    const sides = cockfight ? ['MERON', 'DRAW', 'WALA'] : ['HOME', 'DRAW', 'AWAY'];
    const raw: [string, string, number][] = [
      [sides[0] as string, cockfight ? `Meron · ${home}` : home, homeBps],
      [sides[1] as string, 'DRAW', drawBps],
      [sides[2] as string, cockfight ? `Wala · ${away}` : away, awayBps],
    ];
    const start = new Date(`${day}T00:00:00Z`).getTime() + (10 + i * 1.5) * 3_600_000;
    return {
      eventId,
      league: book.leagues[byte(4) % book.leagues.length] as string,
      home: cockfight ? `Fight #${100 + byte(5)}` : home,
      away: cockfight ? '' : away,
      startsAt: new Date(start).toISOString(),
      selections: raw
        .filter(([, , bps]) => bps > 0)
        .map(([side, label, bps]) => ({
          selectionId: `${eventId}:${side}`,
          side,
          label,
          odds: oddsOf(bps),
          probabilityBps: bps,
        })),
    };
  });
}

/** Decimal odds with the margin, 2 decimals, at least 1.01. */
function oddsOf(probabilityBps: number): string {
  const hundredths = Math.max(101, Math.floor(1_000_000 / (probabilityBps * MARGIN)));
  return (hundredths / 100).toFixed(2);
}

export function findSelection(
  vendor: string,
  category: string,
  selectionId: string,
  now: Date,
): Selection | undefined {
  for (const fixture of fixturesOf(vendor, category, now)) {
    const found = fixture.selections.find((s) => s.selectionId === selectionId);
    if (found) return found;
  }
  return undefined;
}

/** The payout of a winning slip: stake × odds, floored to minor units. */
export function slipPayout(stake: bigint, odds: string): bigint {
  // odds always carry exactly 2 decimals: '1.85' is 185 hundredths, no float involved.
  return (stake * BigInt(odds.replace('.', ''))) / 100n;
}
