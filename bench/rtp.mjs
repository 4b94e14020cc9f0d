// RTP of every in-house game by simulation with the REAL provably fair source (decision 018,
// SECURITY 31). Each round's randomness is fairSource(serverSeed, clientSeed, nonce) exactly as
// the server draws it, with node:crypto's HMAC injected for speed (same bytes as the package's
// pure HMAC; packages/games-math tests check it). Prints measured RTP, its standard error, the
// exact/published figure and whether it lies within 3 standard errors. Figures only, no asserts.
// Usage: node --import tsx bench/rtp.mjs   (BENCH_ROUNDS=200000 for a shorter run)
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { crashExactRtp, crashPointFromHash } from '../packages/games-math/src/crash.ts';
import {
  diceMultiplierBps,
  diceWinningOutcomes,
  playDice,
} from '../packages/games-math/src/dice.ts';
import { fairSource } from '../packages/games-math/src/fair.ts';
import { INHOUSE_GAME_INFO } from '../packages/games-math/src/info.ts';
import {
  binomial,
  minePositions,
  minesMultiplierBps,
  minesOutcome,
} from '../packages/games-math/src/mines.ts';
import {
  PLINKO_RISKS,
  PLINKO_TABLES,
  playPlinko,
  plinkoExactRtp,
} from '../packages/games-math/src/plinko.ts';
import { playSlot, SLOT_BASE_STRIPS, SLOT_FREE_STRIPS } from '../packages/games-math/src/slot.ts';
import { slotExactRtp } from '../packages/games-math/src/slot-rtp.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
const serverSeed = process.env.BENCH_SEED ?? randomBytes(32).toString('hex');
const clientSeed = 'bench';
const rows = [];

/** Running mean and variance of per-round returns (× stake). */
function meter() {
  let n = 0;
  let sum = 0;
  let sq = 0;
  return {
    add(x) {
      n += 1;
      sum += x;
      sq += x * x;
    },
    result() {
      const mean = sum / n;
      return { n, mean, se: Math.sqrt(Math.max(0, sq / n - mean * mean) / n) };
    },
  };
}

let sectionStart = process.cpuUsage();
const cpuSeconds = [];
/** CPU seconds since the last call (wall time is meaningless on a shared machine). */
function lap(game) {
  const used = process.cpuUsage(sectionStart);
  cpuSeconds.push(`${game} ${((used.user + used.system) / 1e6).toFixed(1)} s`);
  sectionStart = process.cpuUsage();
}

function report(game, config, m, exact, published) {
  const { n, mean, se } = m.result();
  const within = Math.abs(mean - exact) <= 3 * se;
  rows.push({
    game,
    config,
    rounds: n,
    'measured %': (mean * 100).toFixed(3),
    'SE %': (se * 100).toFixed(3),
    'exact %': (exact * 100).toFixed(3),
    published,
    '≤3 SE': within ? 'yes' : 'NO',
  });
}

const ratio = ([num, den]) => Number((num * 1_000_000_000n) / den) / 1_000_000_000;
const started = Date.now();
let nonce = 0;
const next = (stream = 'game') => fairSource(serverSeed, clientSeed, nonce++, stream, hmac);

// ── Slot: ROUNDS paid spins (free spins included in the spin's return) ─────────────────────────
{
  const m = meter();
  let jackpotHits = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const n = nonce++;
    const o = playSlot(
      fairSource(serverSeed, clientSeed, n, 'game', hmac),
      fairSource(serverSeed, clientSeed, n, 'jackpot', hmac),
    );
    m.add(o.multiplierBps / 10_000);
    if (o.jackpotHit) jackpotHits += 1;
  }
  const exact = slotExactRtp(SLOT_BASE_STRIPS, SLOT_FREE_STRIPS);
  report('SLOT', `jackpot hits ${jackpotHits}`, m, exact.rtp, INHOUSE_GAME_INFO.SLOT.rtp);
  lap('slot');
}

// ── Dice: ROUNDS rolls, each settled for several targets (the roll does not depend on them) ───
{
  const choices = [
    { target: 5000, direction: 'UNDER' },
    { target: 9000, direction: 'UNDER' },
    { target: 9800, direction: 'OVER' },
    { target: 100, direction: 'UNDER' },
  ];
  const meters = choices.map(() => meter());
  for (let i = 0; i < ROUNDS; i++) {
    const src = next();
    const roll = playDice(src, choices[0]).roll;
    choices.forEach((c, j) => {
      const win = c.direction === 'UNDER' ? roll < c.target : roll > c.target;
      meters[j].add(win ? diceMultiplierBps(c) / 10_000 : 0);
    });
  }
  choices.forEach((c, j) => {
    const exact = (diceWinningOutcomes(c) * diceMultiplierBps(c)) / 1e8;
    report('DICE', `${c.direction} ${c.target}`, meters[j], exact, INHOUSE_GAME_INFO.DICE.rtp);
  });
  lap('dice');
}

// ── Mines: per mine count ROUNDS / 4 boards; strategy: reveal tiles 0, 1, 2, … and cash out
//    after k safe tiles ────────────────────────────────────────────────────────────────────────
{
  const strategies = [
    [1, 5],
    [3, 3],
    [5, 4],
    [10, 2],
    [24, 1],
  ];
  const perCount = Math.max(1, Math.floor(ROUNDS / 4));
  for (const [mines, k] of strategies) {
    const m = meter();
    const reveal = Array.from({ length: k }, (_, i) => i);
    for (let i = 0; i < perCount; i++) {
      m.add(minesOutcome(minePositions(next(), mines), reveal, true).multiplierBps / 10_000);
    }
    const exact = ratio([
      binomial(25 - mines, k) * BigInt(minesMultiplierBps(mines, k)),
      binomial(25, k) * 10_000n,
    ]);
    report('MINES', `${mines} mines, cash out after ${k}`, m, exact, INHOUSE_GAME_INFO.MINES.rtp);
  }
  lap('mines');
}

// ── Plinko: per row count ROUNDS drops, each settled on the 3 risk tables (same path) ─────────
for (const r of [8, 12, 16]) {
  const meters = PLINKO_RISKS.map(() => meter());
  for (let i = 0; i < ROUNDS; i++) {
    const { slot } = playPlinko(next(), { rows: r, risk: 'LOW' });
    for (const [j, risk] of PLINKO_RISKS.entries())
      meters[j].add(PLINKO_TABLES[r][risk][slot] / 10_000);
  }
  PLINKO_RISKS.forEach((risk, j) => {
    const published = INHOUSE_GAME_INFO.PLINKO.paytable.rtp[r][risk];
    report(
      'PLINKO',
      `${r} rows ${risk}`,
      meters[j],
      ratio(plinkoExactRtp({ rows: r, risk })),
      published,
    );
  });
}
lap('plinko');

// ── Crash: a hash chain of ROUNDS links (generated forwards here; the server plays it backwards,
//    which changes nothing statistically) with a salt; every round settled for several targets ──────────────────────────────────────────────────────────────────────────
{
  const targets = [101, 150, 200, 500, 1000, 10_000];
  const meters = targets.map(() => meter());
  const salt = randomBytes(16).toString('hex');
  let link = randomBytes(32).toString('hex');
  for (let i = 0; i < ROUNDS; i++) {
    link = createHash('sha256').update(link).digest('hex');
    const point = crashPointFromHash(link, salt, hmac);
    for (const [j, t] of targets.entries()) meters[j].add(point >= t ? t / 100 : 0);
  }
  targets.forEach((t, j) => {
    report(
      'CRASH',
      `cash out at ${(t / 100).toFixed(2)}x`,
      meters[j],
      ratio(crashExactRtp(t)),
      INHOUSE_GAME_INFO.CRASH.rtp,
    );
  });
  lap('crash');
}

console.log(
  `RTP by simulation with the real fair source: ${ROUNDS} rounds per configuration (mines: ${Math.floor(ROUNDS / 4)}), server seed ${serverSeed}`,
);
console.table(rows);
console.log(`wall ${((Date.now() - started) / 1000).toFixed(1)} s; CPU: ${cpuSeconds.join(', ')}`);
