/**
 * Generates every demo image (SVG) served under /media: game thumbnails, vendor logos and card
 * art, hero banners per language and brand assets. Fully deterministic: the same catalogue
 * always yields byte-identical files. Run: `npx tsx apps/server/scripts/generate-media.ts`.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bannerPath,
  brandAssetPath,
  CATALOGUE_GAMES,
  CATALOGUE_VENDORS,
  type CatalogueGame,
  type CatalogueVendor,
  type CategoryCode,
  gameIconPath,
  vendorCardPath,
  vendorLogoPath,
} from '../src/db/seed/catalogue.ts';

interface QrLib {
  toString(text: string, options: Record<string, unknown>): Promise<string>;
}

const MEDIA_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');
const FONT = 'DejaVu Sans, Noto Sans CJK SC, Arial, sans-serif';
const GOLD_STOPS: Stop[] = [
  [0, '#fff7d1'],
  [0.35, '#ffd45c'],
  [0.7, '#e39b1b'],
  [1, '#8c5a06'],
];

type Stop = [offset: number, color: string, opacity?: number];
type Emblem =
  | 'gem'
  | 'crown'
  | 'coin'
  | 'seven'
  | 'bell'
  | 'star'
  | 'lotus'
  | 'lantern'
  | 'fish'
  | 'cards'
  | 'dice'
  | 'chip'
  | 'roulette'
  | 'mahjong'
  | 'ball'
  | 'controller'
  | 'rooster'
  | 'balls'
  | 'bingo'
  | 'rocket'
  | 'bomb'
  | 'plinko';

interface Theme {
  hues: readonly number[];
  label: string;
  emblem: Emblem;
}

const THEMES: Record<CategoryCode, Theme> = {
  RNG: { hues: [268, 292, 318, 340, 8, 204, 222, 172, 250, 190], label: 'SLOTS', emblem: 'seven' },
  LIVE: { hues: [350, 338, 4, 328], label: 'LIVE CASINO', emblem: 'cards' },
  SPORTS: { hues: [146, 132, 160], label: 'SPORTS', emblem: 'ball' },
  ESPORTS: { hues: [262, 276, 248], label: 'E-SPORTS', emblem: 'controller' },
  LOTT: { hues: [218, 230, 206], label: 'LOTTERY', emblem: 'balls' },
  ELOTT: { hues: [178, 190, 168], label: 'E-LOTTERY', emblem: 'balls' },
  FISH: { hues: [196, 188, 206, 180], label: 'FISHING', emblem: 'fish' },
  PVP: { hues: [152, 160, 140], label: 'CARD GAMES', emblem: 'cards' },
  COCKFIGHT: { hues: [356, 8, 348], label: 'COCKFIGHT', emblem: 'rooster' },
  BGS: { hues: [318, 300, 330], label: 'BINGO', emblem: 'bingo' },
};

// ── Small utilities ──────────────────────────────────────────────────────────────────────────

/** Advance widths (em/100) of DejaVu Sans Bold for ASCII 32..126, measured once in Chromium. */
const ASCII_WIDTHS =
  `35,46,52,84,70,100,87,31,46,46,52,84,38,42,38,37,70,70,70,70,70,70,70,70,70,70,
40,40,84,84,84,58,100,77,76,73,83,68,68,82,84,37,37,77,64,100,84,85,73,85,77,72,68,81,77,110,77,
72,73,46,37,46,84,50,50,67,72,59,72,68,44,72,71,34,34,67,34,104,71,69,72,72,49,60,48,71,65,92,65,
65,58,71,37,71,84`
    .split(',')
    .map((w) => Number(w.trim()) / 100);

function textWidth(text: string, size: number, spacing = 0): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    em += code >= 32 && code < 127 ? (ASCII_WIDTHS[code - 32] ?? 0.7) : code > 0x2e80 ? 1 : 0.72;
  }
  return em * size + spacing * [...text].length;
}

function fit(text: string, maxWidth: number, maxSize: number, spacing = 0): number {
  const width = textWidth(text, maxSize, spacing);
  return width <= maxWidth ? maxSize : Math.floor((maxSize * maxWidth) / width);
}

function r1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Number without a leading zero (".5"), for compact attributes. */
function short(value: number): string {
  return String(r1(value)).replace(/^(-?)0\./, '$1.');
}

function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickFrom<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length] as T;
}

/** HSL (degrees, percent, percent) to a #rrggbb hex colour. */
function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const channel = (n: number): string => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    const value = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, a]) => {
      const opacity = a === undefined ? '' : ` stop-opacity="${short(a)}"`;
      return `<stop offset="${short(o)}" stop-color="${c}"${opacity}/>`;
    })
    .join('');
}

/** Attributes that differ from their SVG defaults, e.g. attrs([['x2', 0, 1]]) → ' x2="0"'. */
function attrs(list: readonly [name: string, value: number, fallback: number][]): string {
  return list
    .filter(([, value, fallback]) => value !== fallback)
    .map(([name, value]) => ` ${name}="${short(value)}"`)
    .join('');
}

/** Linear gradient from (x1, y1) to (x2, y2) in bounding-box units; vertical by default. */
function lin(id: string, list: readonly Stop[], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
  const a = attrs([
    ['x1', x1, 0],
    ['y1', y1, 0],
    ['x2', x2, 1],
    ['y2', y2, 0],
  ]);
  return `<linearGradient id="${id}"${a}>${stops(list)}</linearGradient>`;
}

function rad(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const a = attrs([
    ['cx', cx, 0.5],
    ['cy', cy, 0.5],
    ['r', r, 0.5],
  ]);
  return `<radialGradient id="${id}"${a}>${stops(list)}</radialGradient>`;
}

function blurFilter(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

/** Drop shadow (or coloured glow when dy is 0); `pad` widens the filter region, in percent. */
function shadowFilter(
  id: string,
  dy: number,
  sd: number,
  opacity: number,
  color = '#000',
  pad = 30,
): string {
  const flood = color === '#000' ? '' : ` flood-color="${color}"`;
  return `<filter id="${id}" x="-${pad}%" y="-${pad}%" width="${100 + 2 * pad}%" height="${100 + 2 * pad}%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${sd}"${flood} flood-opacity="${short(opacity)}"/></filter>`;
}

/** Drops gradients, filters and patterns that nothing references. */
function pruneDefs(defs: string, body: string): string {
  const element =
    /<(linearGradient|radialGradient|filter|pattern)\b[^>]*\bid="([^"]+)"[^>]*>[\s\S]*?<\/\1>/g;
  return defs.replace(element, (match: string, _tag: string, id: string) => {
    const rest = body + defs.replace(match, '');
    return rest.includes(`#${id})`) || rest.includes(`"#${id}"`) ? match : '';
  });
}

function svgDoc(w: number, h: number, rawDefs: string, body: string): string {
  const defs = pruneDefs(rawDefs, body);
  const font = body.includes('<text') ? ` font-family="${FONT}" font-weight="bold"` : '';
  // Clip to the view box so art bleeding past the edges never shows in a stretched viewport.
  const clip = `<clipPath id="vb"><rect width="${w}" height="${h}"/></clipPath>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${font}><defs>${defs}${clip}</defs><g clip-path="url(#vb)">${body}</g></svg>\n`;
}

function text(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  extra = '',
  anchor: 'start' | 'middle' | 'end' = 'middle',
): string {
  const a = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  return `<text x="${r1(x)}" y="${r1(y)}" font-size="${size}"${a} fill="${fill}"${extra}>${esc(value)}</text>`;
}

function star(points: number, outer: number, inner: number, rotate = -90): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotate + (i * 180) / points) * Math.PI) / 180;
    coords.push(`${r1(Math.cos(angle) * radius)} ${r1(Math.sin(angle) * radius)}`);
  }
  return `M${coords.join(' ')}Z`;
}

/** Light rays drawn as the dashes of a thick circle stroke (dash ends are radial, so wedges). */
function dashRays(cx: number, cy: number, radius: number, count: number, opacity: number): string {
  const dash = r1((Math.PI * radius) / count);
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#fff" stroke-opacity="${short(opacity)}" stroke-width="${radius * 2}" stroke-dasharray="${dash} ${dash}"/>`;
}

/** Path data of a four-point sparkle of radius `size` centred on (x, y). */
function sparkle(x: number, y: number, size: number): string {
  const [a, b, r, k] = [x, y, size, Math.max(1, size * 0.2)].map(Math.round) as [
    number,
    number,
    number,
    number,
  ];
  return `M${a} ${b - r}L${a + k} ${b - k} ${a + r} ${b} ${a + k} ${b + k} ${a} ${b + r} ${a - k} ${b + k} ${a - r} ${b} ${a - k} ${b - k}Z`;
}

function rays(
  cx: number,
  cy: number,
  count: number,
  length: number,
  fill: string,
  turn = 0,
): string {
  let d = '';
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i++) {
    const a = i * step + (turn * Math.PI) / 180;
    const b = a + step / 2;
    const at = (angle: number): string =>
      `${Math.round(cx + Math.cos(angle) * length)} ${Math.round(cy + Math.sin(angle) * length)}`;
    d += `M${cx} ${cy}L${at(a)} ${at(b)}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

function write(relative: string, content: string): void {
  const target = join(MEDIA_ROOT, relative);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

// ── Emblems: drawn in a ~100×100 box centred on (0,0); `gd` gold and `cl` colour gradients ────

/** Shared gradient defs the emblems reference: gold, colour (per hue), white shine. */
function emblemDefs(hue: number): string {
  return (
    lin('gd', GOLD_STOPS, 0.3, 1, 0, 0) +
    lin('cl', [
      [0, hsl(hue, 95, 72)],
      [0.55, hsl(hue, 85, 48)],
      [1, hsl(hue, 90, 24)],
    ]) +
    rad(
      'sh',
      [
        [0, '#fff', 0.75],
        [1, '#fff', 0],
      ],
      0.35,
      0.3,
      0.55,
    )
  );
}

const SUITS = {
  heart: 'M0 12C-16 0-16-14-7-14-3-14 0-11 0-8 0-11 3-14 7-14 16-14 16 0 0 12Z',
  diamond: 'M0-15L11 0 0 15-11 0Z',
  spade: 'M0-14C-16-2-15 10-6 10-3 10-1 8 0 6L-3 15H3L0 6C1 8 3 10 6 10 15 10 16-2 0-14Z',
  club: 'M0-15A6.5 6.5 0 0 0-5-4 6.5 6.5 0 1 0-1 6L-3 15H3L1 6A6.5 6.5 0 1 0 5-4 6.5 6.5 0 0 0 0-15Z',
} as const;
type Suit = keyof typeof SUITS;

function card(x: number, y: number, rot: number, rank: string, suit: Suit, scale = 1): string {
  const color = suit === 'heart' || suit === 'diamond' ? '#d3122f' : '#141a2e';
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${scale})">` +
    '<rect x="-31" y="-44" width="62" height="88" rx="7" fill="#fdfbf5" stroke="#d9b45a" stroke-width="1.5"/>' +
    `<text x="-24" y="-25" font-size="16" fill="${color}">${rank}</text>` +
    `<path d="${SUITS[suit]}" fill="${color}" transform="translate(0 6) scale(1.3)"/>` +
    '<rect x="-31" y="-44" width="62" height="88" rx="7" fill="url(#sh)" opacity=".5"/></g>'
  );
}

function dieFace(pips: number, size: number): string {
  const s = size;
  const at: Record<number, number[][]> = {
    1: [[0.5, 0.5]],
    2: [
      [0.27, 0.27],
      [0.73, 0.73],
    ],
    3: [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    4: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    5: [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.5, 0.5],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    6: [
      [0.28, 0.22],
      [0.72, 0.22],
      [0.28, 0.5],
      [0.72, 0.5],
      [0.28, 0.78],
      [0.72, 0.78],
    ],
  };
  const color = pips === 1 || pips === 4 ? '#d3122f' : '#1b2140';
  const d = (at[pips] ?? [])
    .map(([px = 0, py = 0]) => `M${Math.round(px * s)} ${Math.round(py * s)}h0`)
    .join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${Math.round(s * 0.18)}"/>`;
}

/** Isometric die whose top vertex sits at (x, y). */
function die3d(
  x: number,
  y: number,
  size: number,
  rot: number,
  faces: [number, number, number],
): string {
  const s = size;
  const face = (transform: string, fill: string, pips: number): string =>
    `<g transform="${transform}"><rect width="${s}" height="${s}" rx="${Math.round(s * 0.16)}" fill="${fill}"/>${dieFace(pips, s)}</g>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})" stroke-linecap="round">` +
    face('matrix(.866 .5 -.866 .5 0 0)', '#fff', faces[0]) +
    face(
      `translate(${r1(-0.866 * s)} ${r1(0.5 * s)}) matrix(.866 .5 0 1 0 0)`,
      '#e4e6f0',
      faces[1],
    ) +
    face(`translate(0 ${s}) matrix(.866 -.5 0 1 0 0)`, '#c3c8da', faces[2]) +
    '</g>'
  );
}

function chipTop(color: string, accent = '#fff'): string {
  return (
    `<circle r="48" fill="${color}"/>` +
    `<circle r="41" fill="none" stroke="${accent}" stroke-width="12" stroke-dasharray="21.47 21.47"/>` +
    `<circle r="31" fill="${color}" stroke="${accent}" stroke-width="2" stroke-dasharray="4 3" stroke-opacity=".8"/>` +
    `<path d="${star(5, 16, 7)}" fill="url(#gd)"/>` +
    '<circle r="48" fill="url(#sh)" opacity=".55"/>'
  );
}

function coinFace(plain = false): string {
  const rim = '<circle r="48" fill="#8c5a06"/><circle r="45" fill="url(#gd)"/>';
  if (plain) {
    return `${rim}<circle r="37" fill="none" stroke="#9a6508" stroke-width="3" opacity=".7"/><ellipse cx="-14" cy="-18" rx="20" ry="12" fill="#fff" opacity=".3" transform="rotate(-35)"/>`;
  }
  return (
    rim +
    '<circle r="36" fill="none" stroke="#9a6508" stroke-width="3" opacity=".7"/>' +
    '<rect x="-11" y="-11" width="22" height="22" rx="2" fill="#5c3a02" stroke="#fff3c4" stroke-width="2" stroke-opacity=".6"/>' +
    '<path d="M0-30v8M0 22v8M-30 0h8M22 0h8" stroke="#9a6508" stroke-width="5" stroke-linecap="round"/>' +
    '<ellipse cx="-14" cy="-18" rx="20" ry="12" fill="#fff" opacity=".35" transform="rotate(-35)"/>'
  );
}

function emblem(kind: Emblem, seed: number): string {
  const suits: Suit[] = ['spade', 'heart', 'diamond', 'club'];
  switch (kind) {
    case 'gem':
      return (
        '<path d="M-24-32H24L48-10 0 48-48-10Z" fill="url(#cl)"/>' +
        '<path d="M-24-32H24L48-10H-48Z" fill="#fff" opacity=".3"/>' +
        '<path d="M-24-32-12-10H12L24-32Z" fill="#fff" opacity=".35"/>' +
        '<path d="M-48-10 0 48-12-10Z" fill="#fff" opacity=".18"/>' +
        '<path d="M48-10 0 48 12-10Z" fill="#000" opacity=".25"/>' +
        '<path d="M-24-32H24L48-10 0 48-48-10Z" fill="none" stroke="url(#gd)" stroke-width="3" stroke-linejoin="round"/>'
      );
    case 'crown':
      return (
        '<path d="M-46 24-52-24-24 0 0-38 24 0 52-24 46 24Z" fill="url(#gd)" stroke="#8c5a06" stroke-width="2" stroke-linejoin="round"/>' +
        '<path d="M-46 24-52-24-24 0 0-38 0 24Z" fill="#fff" opacity=".2"/>' +
        '<rect x="-48" y="22" width="96" height="18" rx="4" fill="url(#gd)" stroke="#8c5a06" stroke-width="2"/>' +
        '<circle cx="-52" cy="-26" r="7" fill="url(#gd)"/><circle cy="-40" r="8" fill="url(#gd)"/><circle cx="52" cy="-26" r="7" fill="url(#gd)"/>' +
        '<circle cx="-26" cy="31" r="5" fill="url(#cl)"/><path d="M0 24 7 31 0 38-7 31Z" fill="url(#cl)"/><circle cx="26" cy="31" r="5" fill="url(#cl)"/>'
      );
    case 'coin':
      return coinFace();
    case 'seven':
      return (
        `<text y="44" font-size="128" font-style="italic" text-anchor="middle" fill="url(#cl)" stroke="url(#gd)" stroke-width="5" paint-order="stroke">7</text>` +
        `<text y="44" font-size="128" font-style="italic" text-anchor="middle" fill="url(#sh)" opacity=".6">7</text>`
      );
    case 'bell':
      return (
        '<path d="M0-46C-5-46-8-42-8-38-28-32-34-12-34 10-34 22-42 28-48 34H48C42 28 34 22 34 10 34-12 28-32 8-38 8-42 5-46 0-46Z" fill="url(#gd)" stroke="#8c5a06" stroke-width="2"/>' +
        '<circle cy="42" r="10" fill="url(#cl)"/>' +
        '<path d="M-22-18C-24-4-24 12-30 24" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".45" fill="none"/>'
      );
    case 'star':
      return (
        `<path d="${star(5, 52, 22)}" fill="url(#gd)" stroke="#8c5a06" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="${star(5, 30, 13)}" fill="url(#cl)"/>` +
        `<path d="M0-52 0 0-49.5-16Z" fill="#fff" opacity=".25"/>`
      );
    case 'lotus':
      return `${[-64, -32, 0, 32, 64]
        .map(
          (a, i) =>
            `<path d="M0 34C-18 10-16-22 0-46 16-22 18 10 0 34Z" transform="rotate(${a} 0 34)" fill="${i % 2 === 0 ? 'url(#cl)' : 'url(#gd)'}" stroke="#fff" stroke-opacity=".35"/>`,
        )
        .join('')}<ellipse cy="38" rx="46" ry="8" fill="url(#gd)" opacity=".8"/>`;
    case 'lantern':
      return (
        '<ellipse cy="2" rx="40" ry="36" fill="url(#cl)"/>' +
        '<path d="M-20-32C-30-10-30 14-20 36M20-32C30-10 30 14 20 36M0-34V38" stroke="url(#gd)" stroke-width="3" fill="none"/>' +
        '<rect x="-22" y="-44" width="44" height="12" rx="3" fill="url(#gd)"/><rect x="-22" y="34" width="44" height="12" rx="3" fill="url(#gd)"/>' +
        '<path d="M-6 46h12l-2 8h-8Z" fill="url(#gd)"/><path d="M-3 54v7M0 54v9M3 54v7" stroke="#ffd45c" stroke-width="2"/>' +
        '<ellipse cx="-14" cy="-8" rx="10" ry="18" fill="#fff" opacity=".25"/>'
      );
    case 'fish':
      return (
        '<path d="M-48 0C-32-32 18-36 34-8L56-30 50 0 56 30 34 8C18 36-32 32-48 0Z" fill="url(#cl)" stroke="url(#gd)" stroke-width="3"/>' +
        '<path d="M-22-22C-14-38 2-46 16-46 10-38 12-28 20-18Z" fill="url(#gd)"/>' +
        '<path d="M-30 6C-12 22 14 20 28 6" stroke="#fff" stroke-width="4" opacity=".35" fill="none"/>' +
        '<path d="M-6-14C-2-6-2 6-6 14M6-16C10-6 10 6 6 16" stroke="#fff" stroke-width="2.5" opacity=".35" fill="none"/>' +
        '<circle cx="-30" cy="-6" r="7" fill="#fff"/><circle cx="-31" cy="-6" r="3.5" fill="#0b1020"/>' +
        '<circle cx="-58" cy="-26" r="5" fill="none" stroke="#fff" opacity=".6"/><circle cx="-66" cy="-42" r="3" fill="none" stroke="#fff" opacity=".5"/>'
      );
    case 'cards': {
      const s1 = pickFrom(suits, seed);
      const s2 = pickFrom(suits, seed >>> 3);
      const ranks = ['A', 'K', 'Q', 'J', '9'];
      return card(-20, 4, -14, 'A', s1) + card(22, 0, 12, pickFrom(ranks, seed >>> 5), s2);
    }
    case 'dice':
      return die3d(-16, -40, 38, -6, [5, 1, 3]) + die3d(30, -4, 30, 10, [6, 4, 2]);
    case 'chip':
      return chipTop(hsl(pickFrom([350, 210, 140, 275], seed), 75, 40));
    case 'roulette':
      return (
        '<circle r="50" fill="url(#gd)"/><circle r="44" fill="#3b1d08"/>' +
        '<circle r="37" fill="none" stroke="#151515" stroke-width="14"/>' +
        '<circle r="37" fill="none" stroke="#c8102e" stroke-width="14" stroke-dasharray="6.46 6.46"/>' +
        '<circle r="29" fill="none" stroke="url(#gd)" stroke-width="2"/>' +
        '<circle r="28" fill="#0c6b3a"/><circle r="20" fill="url(#gd)"/>' +
        '<path d="M0-26V26M-26 0H26" stroke="url(#gd)" stroke-width="4" stroke-linecap="round"/>' +
        '<circle r="6" fill="#fff7d1"/><circle cx="26" cy="-26" r="5" fill="#fff"/>' +
        '<circle r="50" fill="url(#sh)" opacity=".35"/>'
      );
    case 'mahjong':
      return (
        '<rect x="-34" y="-44" width="68" height="92" rx="9" fill="#0c7a4a"/>' +
        '<rect x="-34" y="-48" width="68" height="90" rx="9" fill="#fffdf6" stroke="#d9b45a" stroke-width="2"/>' +
        '<g fill="none" stroke-width="5"><circle cx="-14" cy="-26" r="9" stroke="#1f6fd1"/><circle cx="14" cy="-26" r="9" stroke="#0c8a4a"/>' +
        '<circle cx="-14" cy="20" r="9" stroke="#0c8a4a"/><circle cx="14" cy="20" r="9" stroke="#1f6fd1"/><circle cy="-3" r="10" stroke="#d3122f"/></g>' +
        '<circle cy="-3" r="3.5" fill="#d3122f"/><rect x="-26" y="-40" width="52" height="74" rx="5" fill="none" stroke="#d9b45a" stroke-width="1.5"/>'
      );
    case 'ball':
      return (
        '<clipPath id="bc"><circle r="46"/></clipPath><circle r="46" fill="#f4f6fb"/>' +
        `<g clip-path="url(#bc)" fill="#141a2e"><path id="pg" d="${star(5, 15, 12.1, 90)}"/>${[
          36, 108, 180, 252, 324,
        ]
          .map((a) => `<use href="#pg" transform="rotate(${a}) translate(0 44)"/>`)
          .join('')}</g>` +
        `<path d="${[0, 72, 144, 216, 288]
          .map((a) => {
            const [c, si] = [
              Math.cos(((a - 90) * Math.PI) / 180),
              Math.sin(((a - 90) * Math.PI) / 180),
            ];
            return `M${r1(c * 14)} ${r1(si * 14)}L${r1(c * 30)} ${r1(si * 30)}`;
          })
          .join('')}" stroke="#141a2e" stroke-width="2.5"/>` +
        '<circle r="46" fill="none" stroke="#9aa3b8" stroke-width="2"/>' +
        '<circle r="46" fill="url(#sh)" opacity=".6"/><circle cx="6" cy="10" r="46" fill="#000" opacity=".12" clip-path="url(#bc)"/>'
      );
    case 'controller':
      return (
        '<path d="M-36-24H36C50-24 56-14 58 0L64 24C66 36 54 44 44 36L30 22H-30L-44 36C-54 44-66 36-64 24L-58 0C-56-14-50-24-36-24Z" fill="url(#cl)" stroke="url(#gd)" stroke-width="3"/>' +
        '<path d="M-38-8H-30V-16H-22V-8H-14V0H-22V8H-30V0H-38Z" fill="#fff"/>' +
        '<circle cx="26" cy="-12" r="5" fill="#39ffb6"/><circle cx="36" cy="-2" r="5" fill="#ff4f7b"/>' +
        '<circle cx="16" cy="-2" r="5" fill="#4fb8ff"/><circle cx="26" cy="8" r="5" fill="#ffd45c"/>' +
        '<path d="M-30-20H30" stroke="#fff" stroke-width="3" opacity=".35" stroke-linecap="round"/>'
      );
    case 'rooster':
      return (
        '<path d="M-26 8C-52 2-62-26-52-50-46-32-36-22-24-16ZM-20 2C-46-10-48-40-34-58-32-38-22-24-10-16ZM-28 16C-56 18-68-4-64-26-56-10-44-2-26 2Z" fill="url(#cl)" stroke="url(#gd)" stroke-width="2"/>' +
        '<path d="M-30 14C-34-6-20-20-2-18 8-17 12-12 16-6L20-30C22-42 34-46 42-38 48-32 46-24 42-20L52-16 42-12C44 2 38 18 24 24 8 32-24 32-30 14Z" fill="url(#gd)" stroke="#8c5a06" stroke-width="2" stroke-linejoin="round"/>' +
        '<path d="M-4-8C6-4 10 8 2 16" stroke="#8c5a06" stroke-width="3" fill="none" opacity=".6"/>' +
        '<circle cx="28" cy="-46" r="6" fill="#e8203a"/><circle cx="36" cy="-48" r="6" fill="#e8203a"/><circle cx="43" cy="-43" r="5" fill="#e8203a"/>' +
        '<ellipse cx="42" cy="-10" rx="4" ry="7" fill="#e8203a"/><circle cx="36" cy="-32" r="3" fill="#1b1b1b"/>' +
        '<path d="M-2 28 -6 48M12 26 16 48M-12 48H2M10 48H24" stroke="url(#gd)" stroke-width="4" stroke-linecap="round"/>'
      );
    case 'balls':
      return [
        [0, -20, 48],
        [-30, 16, 350],
        [30, 16, 140],
      ]
        .map(
          ([x = 0, y = 0, h = 0], i) =>
            `<g transform="translate(${x} ${y})"><circle r="28" fill="${hsl(h + (seed % 5) * 24, 85, 50)}"/><circle r="14" fill="#fff"/>` +
            `<text y="7" font-size="19" text-anchor="middle" fill="#141a2e">${((seed >>> (i * 4)) % 49) + 1}</text>` +
            '<circle r="28" fill="url(#sh)" opacity=".8"/></g>',
        )
        .join('');
    case 'bingo': {
      const cells = ['', ''];
      for (let i = 0; i < 20; i++) {
        cells[(seed >>> i) % 3 === 0 ? 1 : 0] +=
          `M${-30 + (i % 5) * 15} ${-12 + Math.floor(i / 5) * 14}h0`;
      }
      return (
        '<rect x="-44" y="-44" width="88" height="96" rx="8" fill="#fdfbf5" stroke="url(#gd)" stroke-width="3"/>' +
        '<rect x="-44" y="-44" width="88" height="22" rx="8" fill="url(#cl)"/>' +
        `<text y="-27" font-size="14" text-anchor="middle" fill="#fff" letter-spacing="3">BINGO</text>` +
        `<path d="${cells[0]}" stroke="#9aa3b8" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="${cells[1]}" stroke="#ff4f7b" stroke-width="12" stroke-linecap="round"/>` +
        `<g transform="translate(38 36)"><circle r="20" fill="url(#gd)"/><circle r="11" fill="#fff"/><text y="5" font-size="13" text-anchor="middle" fill="#141a2e">75</text></g>`
      );
    }
    case 'rocket':
      return (
        '<path d="M-56 48V-50M-56 48H60" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>' +
        '<path d="M-56 46C-26 42-4 22 14-4" stroke="#39ffb6" stroke-width="6" fill="none" stroke-linecap="round"/>' +
        '<text x="-18" y="-30" font-size="20" text-anchor="middle" fill="#39ffb6">8.88x</text>' +
        '<g transform="translate(28 -22) rotate(45) scale(1.5)"><path d="M0-30C12-18 12 4 8 16H-8C-12 4-12-18 0-30Z" fill="url(#gd)"/>' +
        '<path d="M-8 6-18 20-8 16ZM8 6 18 20 8 16Z" fill="url(#cl)"/><circle cy="-10" r="5" fill="url(#cl)" stroke="#fff" stroke-width="2"/>' +
        '<path d="M-6 18 0 36 6 18Z" fill="#ff7a2f"/></g>'
      );
    case 'bomb':
      return (
        '<circle cx="-6" cy="8" r="38" fill="#1b2140" stroke="url(#gd)" stroke-width="3"/>' +
        '<circle cx="-18" cy="-4" r="12" fill="#fff" opacity=".25"/>' +
        '<path d="M18-20 26-28" stroke="url(#gd)" stroke-width="10"/><path d="M26-28C34-36 40-36 42-44" stroke="#d9b45a" stroke-width="3" fill="none"/>' +
        `<path transform="translate(44 -46)" d="${star(8, 12, 4)}" fill="#ffd45c"/>` +
        '<path d="M-30-4A26 26 0 0 1-12-26" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity=".35"/>' +
        '<g transform="translate(30 30) scale(.45)"><path d="M-24-32H24L48-10 0 48-48-10Z" fill="url(#cl)" stroke="url(#gd)" stroke-width="5"/><path d="M-24-32H24L48-10H-48Z" fill="#fff" opacity=".35"/></g>'
      );
    case 'plinko': {
      let pegs = '';
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col <= row; col++) {
          pegs += `<circle cx="${(col - row / 2) * 22}" cy="${-40 + row * 19}" r="5" fill="url(#gd)"/>`;
        }
      }
      const slots = [0, 30, 55, 30, 0]
        .map(
          (h, i) =>
            `<rect x="${-58 + i * 24}" y="44" width="20" height="12" rx="3" fill="${hsl(h, 90, 55)}"/>`,
        )
        .join('');
      return `${pegs}${slots}<circle cx="11" cy="-30" r="10" fill="url(#cl)" stroke="#fff" stroke-width="2"/>`;
    }
  }
}

// ── Game thumbnails (300×300) ────────────────────────────────────────────────────────────────

const KEYWORD_EMBLEMS: readonly [RegExp, Emblem][] = [
  [/Crash/, 'rocket'],
  [/Mines/, 'bomb'],
  [/Plinko/, 'plinko'],
  [/Dice|Sic Bo/, 'dice'],
  [/Reels|Sevens/, 'seven'],
  [/Roulette|Wheel/, 'roulette'],
  [/Mahjong/, 'mahjong'],
  [/Fan Tan|Coins|Gold|Riches|Vault|Hoard/, 'coin'],
  [/Koi|Mermaid|Kraken/, 'fish'],
  [/Lotus|Blossoms|Orchids/, 'lotus'],
  [/Lanterns|Fireworks|Drums/, 'lantern'],
  [/Crowns|Emperor|Empress|Sultan|Pharaoh|Warlord|Monkey King/, 'crown'],
  [/Gems|Jewels|Pearls|Sapphire|Emerald/, 'gem'],
  [/Bells/, 'bell'],
];

function gameEmblem(game: CatalogueGame, seed: number): Emblem {
  const category = game.category;
  if (category === 'RNG' || category === 'PVP' || category === 'LIVE') {
    const match = KEYWORD_EMBLEMS.find(([pattern]) => pattern.test(game.name));
    if (match) return match[1];
    if (category === 'RNG')
      return pickFrom(['gem', 'crown', 'coin', 'seven', 'bell', 'star'], seed);
    return (seed & 3) === 0 ? 'chip' : 'cards';
  }
  return THEMES[category].emblem;
}

function splitTitle(name: string, size: number, maxWidth: number): string[] {
  if (textWidth(name, size) <= maxWidth || !name.includes(' ')) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((line) => textWidth(line, size)));
    if (width < bestWidth) {
      best = lines;
      bestWidth = width;
    }
  }
  return best;
}

/** Sparkles and dots scattered over x ∈ [left, w), y ∈ [top, h - avoidBottom). */
function sparkleField(
  seed: number,
  w: number,
  h: number,
  count: number,
  avoidBottom = 0,
  left = 0,
  top = 0,
): string {
  const rand = prng(seed);
  const paths = ['', ''];
  let dots = '';
  for (let i = 0; i < count; i++) {
    const x = left + 12 + rand() * (w - left - 24);
    const y = top + 12 + rand() * (h - top - 24 - avoidBottom);
    if (i % 3 === 0) dots += `M${Math.round(x)} ${Math.round(y)}h0`;
    else paths[i % 2] += sparkle(x, y, 4 + rand() * 6);
  }
  return (
    `<path d="${paths[0]}" fill="#fff" opacity=".9"/><path d="${paths[1]}" fill="#fff" opacity=".55"/>` +
    `<path d="${dots}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`
  );
}

function backgroundPattern(kind: number, hue: number): { defs: string; body: string } {
  switch (kind % 4) {
    case 0:
      return { defs: '', body: dashRays(150, 128, 130, 18, 0.07) };
    case 1:
      return {
        defs: '',
        body: `<g fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="10">${[50, 90, 130, 170].map((r) => `<circle cx="150" cy="128" r="${r}"/>`).join('')}</g>`,
      };
    case 2:
      return {
        defs: `<pattern id="pt" width="26" height="26" patternUnits="userSpaceOnUse"><path d="M13 0 26 13 13 26 0 13Z" fill="none" stroke="${hsl(hue, 100, 80)}" stroke-opacity=".12"/></pattern>`,
        body: '<rect width="300" height="300" fill="url(#pt)"/>',
      };
    default:
      return {
        defs: `<pattern id="pt" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="8" cy="8" r="1.6" fill="${hsl(hue, 100, 85)}" fill-opacity=".18"/></pattern>`,
        body: '<rect width="300" height="300" fill="url(#pt)"/>',
      };
  }
}

function gameThumbnail(game: CatalogueGame): string {
  const seed = hash(game.gameId);
  const theme = THEMES[game.category];
  const hue = pickFrom(theme.hues, seed >>> 4) + ((seed >>> 8) % 16) - 8;
  const accent = hue + (seed % 2 === 0 ? 40 : -40);
  const kind = gameEmblem(game, seed >>> 11);
  const pattern = backgroundPattern(seed >>> 13, hue);
  const titleSize = 27;
  const lines = splitTitle(game.name, titleSize, 264);
  const size = Math.max(16, Math.min(...lines.map((line) => fit(line, 270, titleSize))));
  const baseY = lines.length === 1 ? 272 : 256;
  const title = `<g font-size="${size}" text-anchor="middle" fill="#fff" filter="url(#ts)">${lines
    .map((line, i) => `<text x="150" y="${baseY + i * (size + 3)}">${esc(line)}</text>`)
    .join('')}</g>`;
  const tagW = Math.round(textWidth(game.vendorCode, 11, 0.6) + 18);
  const defs =
    rad(
      'bg',
      [
        [0, hsl(hue, 80, 42)],
        [0.5, hsl(hue, 75, 20)],
        [1, hsl(hue + 20, 70, 7)],
      ],
      0.5,
      0.4,
      0.75,
    ) +
    lin('fd', [
      [0, '#000', 0],
      [1, '#000', 0.85],
    ]) +
    emblemDefs(accent) +
    blurFilter('gl', 18) +
    shadowFilter('ds', 5, 5, 0.55) +
    shadowFilter('ts', 2, 2.5, 0.95, '#000', 20) +
    pattern.defs;
  const body =
    '<rect width="300" height="300" fill="url(#bg)"/>' +
    pattern.body +
    `<circle cx="150" cy="128" r="74" fill="${hsl(accent, 100, 60)}" opacity=".55" filter="url(#gl)"/>` +
    sparkleField(seed, 300, 300, 8, 90) +
    `<g transform="translate(150 122) scale(1.45)" filter="url(#ds)">${emblem(kind, seed >>> 2)}</g>` +
    '<rect y="190" width="300" height="110" fill="url(#fd)"/>' +
    `<rect x="110" y="${baseY - size - 12}" width="80" height="2" fill="url(#gd)" opacity=".8"/>` +
    title +
    `<rect x="10" y="10" width="${tagW}" height="20" rx="10" fill="#000" fill-opacity=".5" stroke="url(#gd)"/>` +
    text(10 + tagW / 2, 24, game.vendorCode, 11, '#ffd76a', ' letter-spacing=".6"') +
    '<rect x=".5" y=".5" width="299" height="299" fill="none" stroke="#fff" stroke-opacity=".14"/>';
  return svgDoc(300, 300, defs, body);
}

// ── Vendors: wordmark logos (240×96) and card art (320×420) ─────────────────────────────────

const VENDOR_INITIALS: Record<string, string> = {
  BBIN: 'BB',
  BINGO: 'BH',
  DS88: 'DS',
  ELOTT: 'NK',
  IMES: 'IM',
  INHOUSE: 'N',
  LOTT: 'NL',
  LOTUS: 'LL',
  TCG_LOTTO_VN: 'VN',
  TCG_SEA: 'SEA',
  WS168: '168',
};

function vendorInitials(code: string): string {
  return VENDOR_INITIALS[code] ?? code.slice(0, 3);
}

function vendorLogo(vendor: CatalogueVendor): string {
  const seed = hash(vendor.code);
  const hue = pickFrom([0, 28, 48, 150, 190, 210, 265, 300, 330], seed);
  const initials = vendorInitials(vendor.code);
  const markSize = fit(initials, 40, 22);
  const lines = splitTitle(vendor.displayName, 28, 148);
  const size = Math.min(28, ...lines.map((line) => fit(line, 150, 28)));
  const top = 46 - ((lines.length - 1) * (size + 2)) / 2 + size * 0.36;
  const name = lines
    .map((line, i) =>
      text(84, top + i * (size + 2), line, size, i === 0 ? 'url(#wt)' : 'url(#gd)', '', 'start'),
    )
    .join('');
  const barY = Math.min(88, top + (lines.length - 1) * (size + 2) + 11);
  const defs =
    lin('gd', GOLD_STOPS, 0.3, 1) +
    lin(
      'hx',
      [
        [0, hsl(hue, 90, 62)],
        [1, hsl(hue, 85, 22)],
      ],
      0.4,
      1,
    ) +
    lin('wt', [
      [0, '#ffffff'],
      [1, '#c9d1e6'],
    ]) +
    shadowFilter('gw', 0, 4, 0.8, hsl(hue, 100, 60));
  const body =
    `<g transform="translate(40 48)"><path d="${star(3, 34, 34, -90)}" fill="url(#hx)" stroke="url(#gd)" stroke-width="3" stroke-linejoin="round" filter="url(#gw)"/>` +
    `<path d="${star(3, 26, 26, -90)}" fill="none" stroke="#fff" stroke-opacity=".3"/>` +
    '<path d="M0-34 29.4-17V0L0-17-29.4 0V-17Z" fill="#fff" opacity=".12"/>' +
    text(0, markSize * 0.36, initials, markSize, '#fff') +
    '</g>' +
    name +
    `<rect x="85" y="${r1(barY)}" width="46" height="3" rx="1.5" fill="url(#gd)"/>`;
  return svgDoc(240, 96, defs, body);
}

function vendorEmblem(vendor: CatalogueVendor, seed: number): Emblem {
  if (vendor.isInHouse) return 'star';
  if (vendor.category === 'RNG')
    return pickFrom(['seven', 'gem', 'crown', 'coin', 'bell', 'lotus'], seed);
  if (vendor.category === 'LIVE') return pickFrom(['cards', 'roulette', 'chip', 'dice'], seed);
  if (vendor.category === 'PVP') return pickFrom(['cards', 'chip', 'mahjong', 'dice'], seed);
  return THEMES[vendor.category].emblem;
}

function vendorCard(vendor: CatalogueVendor): string {
  const seed = hash(`${vendor.category}-${vendor.code}`);
  const theme = THEMES[vendor.category];
  const hue = pickFrom(theme.hues, seed);
  const accent = hue + 35;
  const label = theme.label;
  const labelW = Math.round(textWidth(label, 13, 2) + 30);
  const nameLines = splitTitle(vendor.displayName, 34, 270);
  const nameSize = Math.min(34, ...nameLines.map((line) => fit(line, 276, 34)));
  const nameY = nameLines.length === 1 ? 362 : 346;
  const defs =
    lin('bg', [
      [0, hsl(hue, 75, 34)],
      [0.55, hsl(hue, 70, 14)],
      [1, hsl(hue + 15, 65, 5)],
    ]) +
    rad('rg', [
      [0, '#fff', 0.16],
      [1, '#fff', 0],
    ]) +
    emblemDefs(accent) +
    blurFilter('gl', 26) +
    shadowFilter('ds', 8, 7, 0.6) +
    shadowFilter('ts', 2, 3, 0.9);
  const body =
    '<rect width="320" height="420" rx="20" fill="url(#bg)"/>' +
    `<g opacity=".9">${rays(160, 190, 20, 300, 'url(#rg)', 4)}</g>` +
    `<text x="160" y="250" font-size="${fit(vendorInitials(vendor.code), 300, 150)}" text-anchor="middle" fill="#fff" opacity=".06">${esc(vendorInitials(vendor.code))}</text>` +
    `<circle cx="160" cy="190" r="96" fill="${hsl(accent, 100, 58)}" opacity=".6" filter="url(#gl)"/>` +
    sparkleField(seed, 320, 420, 14, 110) +
    `<g transform="translate(160 190) scale(1.9)" filter="url(#ds)">${emblem(vendorEmblem(vendor, seed >>> 3), seed >>> 6)}</g>` +
    `<rect x="${160 - labelW / 2}" y="24" width="${labelW}" height="28" rx="14" fill="#000" fill-opacity=".45" stroke="url(#gd)" stroke-width="1.5"/>` +
    text(160, 43, label, 13, '#ffd76a', ' letter-spacing="2"') +
    nameLines
      .map((line, i) =>
        text(160, nameY + i * (nameSize + 4), line, nameSize, '#fff', ' filter="url(#ts)"'),
      )
      .join('') +
    `<rect x="110" y="${nameY + (nameLines.length - 1) * (nameSize + 4) + 18}" width="100" height="3" rx="1.5" fill="url(#gd)"/>` +
    '<rect x="6" y="6" width="308" height="408" rx="15" fill="none" stroke="url(#gd)" stroke-width="2" opacity=".75"/>';
  return svgDoc(320, 420, defs, body);
}

// ── Banners ─────────────────────────────────────────────────────────────────────────────────

type Lang = 'en' | 'zh' | 'ms';
const LANGS: readonly Lang[] = ['en', 'zh', 'ms'];

interface BannerCopy {
  kicker: string;
  title: string[];
  sub: string;
  cta: string;
}

type BannerTheme = 'welcome' | 'rebate' | 'live' | 'refer' | 'vip' | 'login' | 'join';

/**
 * Banner copy says only what the product does today (decision 029): no bonus, rebate, cashback,
 * referral reward or VIP club is offered, so none is advertised. The theme names pick the art.
 */
const COPY: Record<BannerTheme, Record<Lang, BannerCopy>> = {
  welcome: {
    en: {
      kicker: 'NOVA88 ORIGINALS',
      title: ['PROVABLY FAIR', 'IN-HOUSE GAMES'],
      sub: 'Slot, dice, mines, plinko & crash — check every round yourself',
      cta: 'PLAY NOW',
    },
    zh: {
      kicker: 'NOVA88 原创游戏',
      title: ['可验证公平', '自研游戏'],
      sub: '老虎机、骰子、扫雷、弹珠与崩溃 · 每一局都可自行验证',
      cta: '立即游戏',
    },
    ms: {
      kicker: 'NOVA88 ORIGINALS',
      title: ['ADIL BOLEH DISAHKAN', 'PERMAINAN DALAMAN'],
      sub: 'Slot, dadu, periuk api, plinko & crash — semak setiap pusingan sendiri',
      cta: 'MAIN SEKARANG',
    },
  },
  rebate: {
    en: {
      kicker: 'DEPOSITS IN RINGGIT',
      title: ['FPX ONLINE BANKING', '& BANK TRANSFER'],
      sub: 'Pay in online through FPX or by transfer to our local bank account',
      cta: 'DEPOSIT',
    },
    zh: {
      kicker: '马币存款',
      title: ['FPX 网上银行', '与银行转账'],
      sub: '通过 FPX 在线支付，或转账至我们的本地银行账户',
      cta: '存款',
    },
    ms: {
      kicker: 'DEPOSIT DALAM RINGGIT',
      title: ['PERBANKAN DALAM TALIAN FPX', '& PINDAHAN BANK'],
      sub: 'Bayar dalam talian melalui FPX atau pindahan ke akaun bank tempatan kami',
      cta: 'DEPOSIT',
    },
  },
  live: {
    en: {
      kicker: 'LIVE CASINO',
      title: ['REAL DEALERS', 'REAL TABLES'],
      sub: 'Baccarat, roulette & sic bo from our live game providers',
      cta: 'PLAY NOW',
    },
    zh: {
      kicker: '真人娱乐场',
      title: ['真人荷官', '真实牌桌'],
      sub: '来自真人游戏供应商的百家乐、轮盘与骰宝',
      cta: '立即游戏',
    },
    ms: {
      kicker: 'KASINO LANGSUNG',
      title: ['DEALER SEBENAR', 'MEJA SEBENAR'],
      sub: 'Bakarat, rolet & sic bo daripada penyedia permainan langsung kami',
      cta: 'MAIN SEKARANG',
    },
  },
  refer: {
    en: {
      kicker: 'FAIRNESS',
      title: ['VERIFY', 'EVERY ROUND'],
      sub: 'Seed hashes are published before you bet; check any result afterwards',
      cta: 'HOW IT WORKS',
    },
    zh: {
      kicker: '公平性',
      title: ['每一局', '皆可验证'],
      sub: '下注前公布种子哈希，事后可核对任意结果',
      cta: '了解原理',
    },
    ms: {
      kicker: 'KEADILAN',
      title: ['SAHKAN', 'SETIAP PUSINGAN'],
      sub: 'Hash benih diterbitkan sebelum anda bertaruh; semak sebarang keputusan selepas itu',
      cta: 'CARA IA BERFUNGSI',
    },
  },
  vip: {
    en: {
      kicker: 'WITHDRAWALS',
      title: ['PAID TO', 'YOUR BANK'],
      sub: 'Withdraw to a bank account in your own name and follow every step',
      cta: 'LEARN MORE',
    },
    zh: {
      kicker: '提款',
      title: ['直接提至', '您的银行'],
      sub: '提款至您本人名下的银行账户，每一步都清晰可查',
      cta: '了解更多',
    },
    ms: {
      kicker: 'PENGELUARAN',
      title: ['DIBAYAR KE', 'BANK ANDA'],
      sub: 'Keluarkan ke akaun bank atas nama anda sendiri dan ikuti setiap langkah',
      cta: 'KETAHUI LEBIH',
    },
  },
  login: {
    en: {
      kicker: 'WELCOME BACK',
      title: ['YOUR TABLE', 'IS WAITING'],
      sub: 'Slots, live casino, sports and provably fair originals',
      cta: 'LIVE CASINO · SLOTS · SPORTS',
    },
    zh: {
      kicker: '欢迎回来',
      title: ['您的牌桌', '已准备就绪'],
      sub: '老虎机、真人娱乐、体育与可验证公平的原创游戏',
      cta: '真人娱乐 · 老虎机 · 体育',
    },
    ms: {
      kicker: 'SELAMAT KEMBALI',
      title: ['MEJA ANDA', 'SEDANG MENUNGGU'],
      sub: 'Slot, kasino langsung, sukan dan permainan asli yang adil',
      cta: 'KASINO LANGSUNG · SLOT · SUKAN',
    },
  },
  join: {
    en: {
      kicker: 'JOIN NOVA88 TODAY',
      title: ['CREATE', 'YOUR', 'ACCOUNT'],
      sub: 'Deposit through FPX online banking or a local bank transfer',
      cta: 'SIGN UP FREE',
    },
    zh: {
      kicker: '立即加入 NOVA88',
      title: ['创建', '您的', '账户'],
      sub: '通过 FPX 网上银行或本地银行转账存款',
      cta: '免费注册',
    },
    ms: {
      kicker: 'SERTAI NOVA88 HARI INI',
      title: ['CIPTA', 'AKAUN', 'ANDA'],
      sub: 'Deposit melalui perbankan dalam talian FPX atau pindahan bank tempatan',
      cta: 'DAFTAR PERCUMA',
    },
  },
};

const FINE_PRINT: Record<Lang, string> = {
  en: '18+ · Terms & conditions apply · Please play responsibly',
  zh: '18+ · 须遵守条款与条件 · 请理性娱乐',
  ms: '18+ · Terma & syarat dikenakan · Sila bermain secara bertanggungjawab',
};

const LEFT_MENU: Record<Lang, { title: string; sub: string; cta: string }> = {
  en: { title: 'PROVABLY FAIR', sub: 'Verify every in-house round', cta: 'PLAY' },
  zh: { title: '可验证公平', sub: '每一局自研游戏皆可验证', cta: '游戏' },
  ms: { title: 'ADIL & TELUS', sub: 'Sahkan setiap pusingan dalaman', cta: 'MAIN' },
};

/** [background hue, accent hue] per banner theme. */
const BANNER_HUES: Record<BannerTheme, [number, number]> = {
  welcome: [268, 300],
  rebate: [200, 200],
  live: [345, 350],
  refer: [160, 190],
  vip: [40, 330],
  login: [250, 350],
  join: [290, 320],
};

function bannerDefs(hue: number, accent: number, glow = hsl(hue, 90, 55)): string {
  return (
    emblemDefs(accent) +
    lin(
      'bb',
      [
        [0, '#040712'],
        [0.55, hsl(hue, 60, 9)],
        [1, hsl(hue, 70, 16)],
      ],
      1,
      0.3,
    ) +
    rad('ag', [
      [0, glow, 0.55],
      [0.45, glow, 0.2],
      [1, glow, 0],
    ]) +
    rad('rg', [
      [0, '#fff', 0.2],
      [1, '#fff', 0],
    ]) +
    lin('tg', [
      [0, '#fff9e0'],
      [0.45, '#ffd45c'],
      [1, '#e39b1b'],
    ]) +
    lin('cta', [
      [0, '#ffe58a'],
      [0.5, '#ffc234'],
      [1, '#e0920f'],
    ]) +
    blurFilter('b30', 30) +
    blurFilter('b8', 8) +
    shadowFilter('ds', 12, 12, 0.6) +
    shadowFilter('tgw', 0, 10, 0.7, '#ffb300') +
    shadowFilter('ts', 3, 4, 0.8)
  );
}

function bokeh(seed: number, w: number, h: number, count: number, hue: number): string {
  const rand = prng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const color = i % 3 === 0 ? '#ffd45c' : hsl(hue + (rand() - 0.5) * 80, 100, 65);
    out += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(6 + rand() * 30)}" fill="${color}" opacity="${r1(0.08 + rand() * 0.22)}" filter="url(#b8)"/>`;
  }
  return out;
}

function coin(x: number, y: number, r: number, tilt = 1, rot = 0, plain = false): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) scale(${r1(r / 48)} ${r1((r / 48) * tilt)})">${coinFace(plain)}</g>`;
}

function chip3d(
  x: number,
  y: number,
  r: number,
  color: string,
  dark: string,
  count: number,
): string {
  const ry = r * 0.4;
  const h = r * 0.22;
  let out = `<g transform="translate(${r1(x)} ${r1(y)})">`;
  for (let i = 0; i < count; i++) {
    const top = -i * h;
    out +=
      `<path d="M${-r} ${r1(top)}v${r1(h)}a${r} ${r1(ry)} 0 0 0 ${2 * r} 0v${r1(-h)}Z" fill="${dark}"/>` +
      `<path d="M${-r} ${r1(top + h / 2)}a${r} ${r1(ry)} 0 0 0 ${2 * r} 0" fill="none" stroke="#fff" stroke-width="${r1(h * 0.6)}" stroke-dasharray="${r1(r * 0.25)} ${r1(r * 0.25)}" opacity=".85"/>`;
  }
  const topY = -(count - 1) * h;
  out += `<g transform="translate(0 ${r1(topY)}) scale(${r1(r / 48)} ${r1((r / 48) * 0.4)})">${chipTop(color)}</g></g>`;
  return out;
}

function coinStack(x: number, y: number, r: number, count: number): string {
  let out = '';
  const h = r * 0.16;
  for (let i = 0; i < count; i++) {
    const top = y - i * h;
    out +=
      `<path d="M${r1(x - r)} ${r1(top)}v${r1(h)}a${r} ${r1(r * 0.38)} 0 0 0 ${2 * r} 0v${r1(-h)}Z" fill="#a86d0a" stroke="#5c3a02" stroke-width=".8"/>` +
      `<ellipse cx="${r1(x)}" cy="${r1(top)}" rx="${r}" ry="${r1(r * 0.38)}" fill="url(#gd)" stroke="#8c5a06" stroke-width=".8"/>`;
  }
  return out;
}

function giftBox(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    '<rect x="-60" y="-10" width="120" height="90" rx="6" fill="url(#cl)"/>' +
    '<rect x="-68" y="-34" width="136" height="30" rx="6" fill="url(#cl)" stroke="#fff" stroke-opacity=".25"/>' +
    '<rect x="-12" y="-34" width="24" height="114" fill="url(#gd)"/>' +
    '<path d="M0-34C-20-70-62-66-46-44-38-34-16-34 0-34ZM0-34C20-70 62-66 46-44 38-34 16-34 0-34Z" fill="url(#gd)" stroke="#8c5a06" stroke-width="2"/>' +
    '<rect x="-60" y="-10" width="120" height="90" rx="6" fill="#000" opacity=".18"/>' +
    '<rect x="-68" y="-34" width="136" height="30" rx="6" fill="url(#sh)" opacity=".4"/></g>'
  );
}

function avatar(x: number, y: number, s: number, hue: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<circle r="56" fill="${hsl(hue, 70, 22)}" stroke="url(#gd)" stroke-width="5"/>` +
    `<circle cy="-14" r="20" fill="${hsl(hue, 90, 70)}"/><path d="M-34 38C-30 10 30 10 34 38A56 56 0 0 1-34 38Z" fill="${hsl(hue, 90, 70)}"/>` +
    '<circle r="56" fill="url(#sh)" opacity=".3"/></g>'
  );
}

function bannerArt(theme: BannerTheme, cx: number, cy: number, scale: number, hue: number): string {
  const g = (inner: string): string =>
    `<g transform="translate(${cx} ${cy}) scale(${scale})">${inner}</g>`;
  const glow =
    `<circle r="300" fill="url(#ag)"/>` +
    rays(0, 0, 28, 560, 'url(#rg)', 3) +
    '<ellipse cy="190" rx="330" ry="40" fill="#000" opacity=".45" filter="url(#b30)"/>';
  switch (theme) {
    case 'welcome':
      return g(
        glow +
          `<g filter="url(#ds)">${card(-150, -40, -22, 'A', 'spade', 2.2)}${card(-40, -70, 8, 'A', 'heart', 2.2)}</g>` +
          coinStack(60, 150, 70, 7) +
          coinStack(-100, 175, 56, 4) +
          chip3d(200, 150, 62, '#c8102e', '#7a0a1c', 5) +
          chip3d(-230, 170, 52, '#1e5bd8', '#0e2f78', 3) +
          coin(180, -150, 46, 0.9, 20) +
          coin(-250, -140, 32, 0.5, -30) +
          coin(260, -20, 28, 0.3, 60) +
          die3d(-10, 60, 50, 8, [1, 4, 6]),
      );
    case 'rebate':
      return g(
        glow +
          `<g fill="none" stroke-linecap="round" filter="url(#ds)"><path d="M-170-60A180 180 0 0 1 150-100" stroke="${hsl(hue, 100, 65)}" stroke-width="22"/>` +
          `<path d="M170 60A180 180 0 0 1-150 100" stroke="#ffd45c" stroke-width="22"/></g>` +
          `<path d="M150-140 200-86 124-68Z" fill="${hsl(hue, 100, 65)}"/><path d="M-150 140-200 86-124 68Z" fill="#ffd45c"/>` +
          `<g filter="url(#ds)">${coin(0, 0, 120, 1, 0, true)}</g>` +
          text(
            0,
            24,
            'RM',
            66,
            '#6b4303',
            ' stroke="#fff3c4" stroke-width="1.5" paint-order="stroke"',
          ) +
          coin(-250, -170, 36, 0.6, -20) +
          coin(230, -200, 30, 0.4, 30) +
          coin(280, 120, 42, 0.8, 10) +
          coin(-280, 140, 26, 0.35, 70) +
          coinStack(-230, 200, 50, 5) +
          coinStack(220, 215, 44, 3),
      );
    case 'live':
      return g(
        glow +
          `<g transform="translate(-40 40) scale(3.6 2.1)" filter="url(#ds)">${emblem('roulette', 1)}</g>` +
          `<g filter="url(#ds)">${card(220, -90, 14, 'K', 'diamond', 1.9)}${card(300, -60, 26, 'A', 'club', 1.9)}</g>` +
          chip3d(180, 170, 58, '#0c8a4a', '#06502a', 6) +
          chip3d(-250, 170, 54, '#c8102e', '#7a0a1c', 4) +
          die3d(-230, -150, 46, -10, [4, 2, 5]) +
          die3d(-140, -210, 36, 12, [6, 3, 1]),
      );
    case 'refer':
      return g(
        glow +
          `<path d="M-200-20C-100-150 100-150 200-20" fill="none" stroke="${hsl(hue, 100, 65)}" stroke-width="6" stroke-dasharray="14 12" filter="url(#ds)"/>` +
          avatar(-220, 0, 1.3, hue + 40) +
          avatar(220, 0, 1.3, hue - 40) +
          `<g filter="url(#ds)">${giftBox(0, 40, 1.5)}</g>` +
          coin(-90, -170, 34, 0.6, -15) +
          coin(110, -190, 40, 0.9, 25) +
          coin(0, -120, 26, 0.4, 0) +
          coinStack(-150, 210, 50, 4) +
          coinStack(160, 205, 44, 5),
      );
    case 'vip':
      return g(
        glow +
          `<g transform="translate(0 -110) scale(3)" filter="url(#ds)">${emblem('crown', 1)}</g>` +
          `<g transform="translate(0 120) scale(2.4)" filter="url(#ds)">${emblem('gem', 1)}</g>` +
          chip3d(-240, 160, 56, '#141a2e', '#05070f', 5) +
          chip3d(240, 170, 56, '#6a1bd1', '#360b70', 4) +
          coin(-230, -140, 36, 0.7, -20) +
          coin(250, -120, 30, 0.4, 40),
      );
    case 'login':
      return g(
        glow +
          `<g filter="url(#ds)">${card(-120, -60, -20, 'A', 'spade', 2.3)}${card(-10, -90, 0, 'K', 'heart', 2.3)}${card(100, -60, 20, 'Q', 'diamond', 2.3)}</g>` +
          chip3d(-170, 150, 60, '#c8102e', '#7a0a1c', 6) +
          chip3d(0, 175, 60, '#141a2e', '#05070f', 4) +
          chip3d(170, 150, 60, '#1e5bd8', '#0e2f78', 5) +
          coin(-250, -120, 34, 0.6, -20) +
          coin(250, -150, 28, 0.4, 30),
      );
    case 'join':
      return g(
        glow +
          `<g filter="url(#ds)">${giftBox(0, 10, 1.9)}</g>` +
          coinStack(-190, 180, 60, 6) +
          chip3d(190, 170, 58, '#c8102e', '#7a0a1c', 5) +
          coin(-210, -110, 44, 0.8, -20) +
          coin(200, -120, 36, 0.5, 30) +
          coin(120, -160, 24, 0.3, 60) +
          die3d(-60, 130, 40, -8, [1, 5, 3]),
      );
  }
}

function ctaPill(
  x: number,
  y: number,
  label: string,
  size: number,
  anchor: 'start' | 'middle',
): string {
  const w = Math.round(textWidth(label, size, 1.5) + size * 2.6);
  const h = Math.round(size * 2.3);
  const left = anchor === 'start' ? x : x - w / 2;
  return (
    `<rect x="${r1(left)}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="#ffb300" opacity=".5" filter="url(#b8)"/>` +
    `<rect x="${r1(left)}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="url(#cta)" stroke="#fff3c4" stroke-width="2"/>` +
    `<rect x="${r1(left + 6)}" y="${y + 4}" width="${w - 12}" height="${r1(h * 0.42)}" rx="${r1(h * 0.21)}" fill="#fff" opacity=".3"/>` +
    text(left + w / 2, y + h / 2 + size * 0.36, label, size, '#3a2200', ' letter-spacing="1.5"')
  );
}

interface TextBlock {
  x: number;
  y: number;
  width: number;
  anchor: 'start' | 'middle';
  kickerSize: number;
  titleSize: number;
  subSize: number;
  ctaSize: number;
}

function textBlock(copy: BannerCopy, lang: Lang, block: TextBlock, hue: number): string {
  const { x, width, anchor } = block;
  let y = block.y;
  const kSize = fit(copy.kicker, width, block.kickerSize, 4);
  let out = text(x, y, copy.kicker, kSize, hsl(hue, 100, 72), ' letter-spacing="4"', anchor);
  y += kSize * 0.5;
  copy.title.forEach((line, i) => {
    const last = i === copy.title.length - 1;
    const size = fit(line, width, last ? block.titleSize * 1.25 : block.titleSize);
    y += size * 1.08;
    out += last
      ? text(x, y, line, size, 'url(#tg)', ' filter="url(#tgw)"', anchor)
      : text(x, y, line, size, '#fff', ' filter="url(#ts)"', anchor);
  });
  const subLines =
    fit(copy.sub, width, block.subSize) < block.subSize * 0.85
      ? splitTitle(copy.sub, block.subSize, width)
      : [copy.sub];
  const subSize = Math.min(...subLines.map((line) => fit(line, width, block.subSize)));
  y += subSize * 0.6;
  for (const line of subLines) {
    y += subSize * 1.35;
    out += text(x, y, line, subSize, '#c9d2e8', '', anchor);
  }
  y += subSize * 1.4;
  out += ctaPill(
    x,
    Math.round(y),
    copy.cta,
    Math.min(block.ctaSize, fit(copy.cta, width - 60, block.ctaSize, 1.5)),
    anchor,
  );
  const fine = FINE_PRINT[lang];
  out += text(
    x,
    Math.round(y + block.ctaSize * 2.3 + 40),
    fine,
    fit(fine, width, 15),
    '#7c87a3',
    '',
    anchor,
  );
  return out;
}

function heroBanner(theme: BannerTheme, lang: Lang): string {
  const [hue, accent] = BANNER_HUES[theme];
  const copy = COPY[theme][lang];
  const body =
    '<rect width="1920" height="600" fill="url(#bb)"/>' +
    bokeh(hash(theme), 1920, 600, 26, hue) +
    bannerArt(theme, 1400, 300, 1.02, hue) +
    '<rect width="1000" height="600" fill="url(#lv)"/>' +
    sparkleField(hash(`${theme}s`), 1920, 600, 22, 0, 960) +
    textBlock(
      copy,
      lang,
      {
        x: 150,
        y: 130,
        width: 820,
        anchor: 'start',
        kickerSize: 26,
        titleSize: 76,
        subSize: 28,
        ctaSize: 26,
      },
      hue,
    ) +
    '<rect y="560" width="1920" height="40" fill="url(#bf)"/>';
  const defs =
    bannerDefs(hue, accent) +
    lin(
      'lv',
      [
        [0, '#03050d', 0.85],
        [0.7, '#03050d', 0.4],
        [1, '#03050d', 0],
      ],
      1,
      0,
    ) +
    lin('bf', [
      [0, '#000', 0],
      [1, '#000', 0.5],
    ]);
  return svgDoc(1920, 600, defs, body);
}

function portraitBanner(theme: BannerTheme, lang: Lang): string {
  const [hue, accent] = BANNER_HUES[theme];
  const copy = COPY[theme][lang];
  const body =
    '<rect width="800" height="1000" fill="url(#bb)"/>' +
    bokeh(hash(`${theme}p`), 800, 1000, 22, hue) +
    bannerArt(theme, 400, theme === 'login' ? 770 : 800, 0.92, hue) +
    '<rect width="800" height="560" fill="url(#tv)"/>' +
    sparkleField(hash(`${theme}ps`), 800, 1000, 18, 0, 0, 480) +
    textBlock(
      copy,
      lang,
      {
        x: 400,
        y: 110,
        width: 680,
        anchor: 'middle',
        kickerSize: 26,
        titleSize: 76,
        subSize: 27,
        ctaSize: 24,
      },
      hue,
    ) +
    '<rect x="12" y="12" width="776" height="976" rx="24" fill="none" stroke="url(#gd)" stroke-opacity=".5" stroke-width="2"/>';
  const defs =
    bannerDefs(hue, accent) +
    lin('tv', [
      [0, '#03050d', 0.75],
      [0.7, '#03050d', 0.35],
      [1, '#03050d', 0],
    ]);
  return svgDoc(800, 1000, defs, body);
}

function leftMenuBanner(lang: Lang): string {
  const [hue] = BANNER_HUES.vip;
  const copy = LEFT_MENU[lang];
  const titleSize = fit(copy.title, 260, 44);
  const body =
    '<rect width="480" height="160" rx="16" fill="url(#bb)"/>' +
    bokeh(hash('leftmenu'), 480, 160, 8, hue + 230) +
    `<g transform="translate(390 82)"><circle r="90" fill="url(#ag)"/>${rays(0, 0, 20, 160, 'url(#rg)')}` +
    `<g transform="translate(0 -6) scale(1.15)" filter="url(#ds)">${emblem('crown', 1)}</g></g>` +
    coin(318, 128, 18, 0.6, -20) +
    coin(458, 30, 12, 0.5, 30) +
    sparkleField(hash('leftmenu-s'), 480, 160, 8, 0, 300) +
    text(
      28,
      30 + titleSize * 0.8,
      copy.title,
      titleSize,
      'url(#tg)',
      ' filter="url(#tgw)"',
      'start',
    ) +
    text(30, 104, copy.sub, fit(copy.sub, 270, 18), '#d6dcf0', '', 'start') +
    ctaPill(30, 118, copy.cta, 13, 'start') +
    '<rect x="1" y="1" width="478" height="158" rx="15" fill="none" stroke="url(#gd)" stroke-opacity=".7" stroke-width="2"/>';
  const defs = bannerDefs(268, 330, '#ffd45c');
  return svgDoc(480, 160, defs, body);
}

// ── Brand assets ────────────────────────────────────────────────────────────────────────────

const GREY = '#c5cbd6';

function novaStar(): string {
  return (
    `<path d="${star(8, 24, 8.5, -90)}" fill="url(#gd)" stroke="#8c5a06" stroke-width=".8" stroke-linejoin="round"/>` +
    `<path d="${star(4, 14, 3.5, -90)}" fill="#fff" opacity=".85"/>` +
    '<circle r="3.2" fill="#fff"/>'
  );
}

function logo(): string {
  const defs =
    lin('gd', GOLD_STOPS, 0.3, 1) +
    lin('wm', [
      [0, '#fff8dc'],
      [0.5, '#ffd45c'],
      [1, '#c98a12'],
    ]) +
    shadowFilter('gw', 0, 3, 0.7, '#ffb300');
  const body =
    `<g transform="translate(28 28)"><circle r="25" fill="none" stroke="url(#gd)" stroke-width="1.2" opacity=".6"/><g filter="url(#gw)">${novaStar()}</g></g>` +
    text(60, 39, 'NOVA', 30, 'url(#wm)', ' letter-spacing="1"', 'start') +
    text(60 + textWidth('NOVA', 30, 1) - 1, 39, '88', 30, '#ffe07a', ' filter="url(#gw)"', 'start');
  return svgDoc(220, 56, defs, body);
}

function logoMark(): string {
  const defs =
    lin('gd', GOLD_STOPS, 0.3, 1) +
    lin(
      'mk',
      [
        [0, '#17244f'],
        [1, '#050a1a'],
      ],
      0.6,
      1,
    ) +
    rad('mg', [
      [0, '#ffb300', 0.45],
      [1, '#ffb300', 0],
    ]);
  const body =
    '<rect width="64" height="64" rx="14" fill="url(#mk)"/><circle cx="32" cy="32" r="28" fill="url(#mg)"/>' +
    `<g transform="translate(32 32) scale(1.1)">${novaStar()}</g>` +
    '<rect x="1.5" y="1.5" width="61" height="61" rx="12.5" fill="none" stroke="url(#gd)" stroke-width="2"/>';
  return svgDoc(64, 64, defs, body);
}

function badge(w: number, h: number, body: string): string {
  return svgDoc(w, h, '', `<g fill="${GREY}" stroke="none">${body}</g>`);
}

/** Grey badge lettering, shrunk to fit between x and the right edge (4 px margin). */
function small(
  x: number,
  y: number,
  value: string,
  size: number,
  extra = '',
  anchor: 'start' | 'middle' = 'start',
): string {
  const spacing = Number(/letter-spacing="([\d.]+)"/.exec(extra)?.[1] ?? 0);
  const room = anchor === 'middle' ? 2 * Math.min(x - 4, 116 - x) : 116 - x;
  return text(x, y, value, fit(value, room, size, spacing), GREY, extra, anchor);
}

const BRAND_BADGES: Record<string, () => string> = {
  'pay-visa': () =>
    badge(
      120,
      40,
      `${small(60, 30, 'VISA', 27, ' font-style="italic" letter-spacing="2"', 'middle')}<path d="M22 33H40" stroke="#c5cbd6" stroke-width="2.5"/>`,
    ),
  'pay-mastercard': () =>
    badge(
      120,
      40,
      `<circle cx="20" cy="20" r="11"/><circle cx="33" cy="20" r="11" fill="none" stroke="#c5cbd6" stroke-width="2.5"/>${small(50, 25, 'mastercard', 13)}`,
    ),
  'pay-fpx': () =>
    badge(
      120,
      40,
      `<path d="M6 12h12l8 8-8 8H6l8-8Z"/>${small(31, 27, 'FPX', 19)}${small(76, 19, 'ONLINE', 8)}${small(76, 29, 'BANKING', 8)}`,
    ),
  'pay-duitnow': () =>
    badge(
      120,
      40,
      `<circle cx="20" cy="20" r="13" fill="none" stroke="#c5cbd6" stroke-width="3"/><path d="M15 13h6a7 7 0 0 1 0 14h-6Z"/>${small(39, 26, 'DuitNow', 17)}`,
    ),
  'pay-touchngo': () =>
    badge(
      120,
      40,
      `<rect x="4" y="6" width="112" height="28" rx="14" fill="none" stroke="#c5cbd6" stroke-width="2"/>${small(60, 21, "Touch 'n Go", 12, '', 'middle')}${small(60, 30, 'eWALLET', 7, ' letter-spacing="2"', 'middle')}`,
    ),
  'pay-usdt': () =>
    badge(
      120,
      40,
      `<circle cx="20" cy="20" r="14"/><path d="M13 13h14v4h-5v13h-4V17h-5Z" fill="#0b1020"/><ellipse cx="20" cy="20" rx="9" ry="2.5" fill="none" stroke="#0b1020" stroke-width="1.6"/>${small(42, 26, 'USDT', 19, ' letter-spacing="1"')}`,
    ),
  'pay-bank': () =>
    badge(
      120,
      40,
      `<path d="M6 15 20 7l14 8Z"/><path d="M9 17h3v11H9Zm6 0h3v11h-3Zm6 0h3v11h-3Zm6 0h3v11h-3ZM6 30h28v3H6Z"/>${small(40, 19, 'BANK', 12, ' letter-spacing="1.5"')}${small(40, 31, 'TRANSFER', 10)}`,
    ),
  'cert-gli': () =>
    badge(
      120,
      40,
      `<path d="M20 4 33 9v10c0 8-6 14-13 17C13 33 7 27 7 19V9Z" fill="none" stroke="#c5cbd6" stroke-width="2.5"/><path d="m13 19 5 5 9-10" fill="none" stroke="#c5cbd6" stroke-width="3"/>${small(40, 22, 'GLI', 19, ' letter-spacing="1"')}${small(40, 33, 'CERTIFIED', 9, ' letter-spacing="1"')}`,
    ),
  'cert-itech': () =>
    badge(
      120,
      40,
      `<path d="M15 7h10M17 7v9L9 29c-1 2 0 4 2 4h18c2 0 3-2 2-4l-8-13V7" fill="none" stroke="#c5cbd6" stroke-width="2.5" stroke-linejoin="round"/><path d="M12 25h16l2 4c.5 1 0 2-1 2H11c-1 0-1.5-1-1-2Z"/>${small(40, 22, 'iTech', 17)}${small(40, 33, 'LABS CERTIFIED', 8)}`,
    ),
  'cert-bmm': () =>
    badge(
      120,
      40,
      `<rect x="6" y="8" width="24" height="24" rx="4" fill="none" stroke="#c5cbd6" stroke-width="2.5"/><path d="M12 24V16l6 5 6-5v8" fill="none" stroke="#c5cbd6" stroke-width="2.5"/>${small(38, 22, 'BMM', 18, ' letter-spacing="1"')}${small(38, 33, 'TESTLABS', 9, ' letter-spacing="1.5"')}`,
    ),
  'cert-gc': () =>
    badge(
      120,
      40,
      `<path d="M20 33C8 25 5 18 5 14a7 7 0 0 1 15-3 7 7 0 0 1 15 3c0 4-3 11-15 19Z" fill="none" stroke="#c5cbd6" stroke-width="2.5"/>${small(42, 22, 'GamCare', 15)}${small(42, 33, 'SUPPORTER', 9, ' letter-spacing="1"')}`,
    ),
  'license-pagcor': () =>
    badge(
      120,
      40,
      `${rays(20, 20, 12, 16, GREY)}<circle cx="20" cy="20" r="7" fill="#0b1020" stroke="#c5cbd6" stroke-width="2"/>${small(42, 23, 'PAGCOR', 16)}${small(42, 33, 'LICENSED', 8, ' letter-spacing="1.5"')}`,
    ),
  'license-mga': () =>
    badge(
      120,
      40,
      `<path d="M6 30V10l7 9 7-9v20" fill="none" stroke="#c5cbd6" stroke-width="3"/>${small(26, 22, 'MGA', 16, ' letter-spacing="1"')}${small(26, 33, 'MALTA GAMING AUTH.', 8)}`,
    ),
  'license-curacao': () =>
    badge(
      120,
      40,
      `<circle cx="20" cy="20" r="14" fill="none" stroke="#c5cbd6" stroke-width="2"/><path transform="translate(20 20)" d="${star(5, 9, 4)}"/>${small(40, 22, 'CURAÇAO', 15)}${small(40, 33, 'eGAMING', 9, ' letter-spacing="2"')}`,
    ),
  'license-isle-of-man': () =>
    badge(
      120,
      40,
      `<g transform="translate(20 20)" fill="none" stroke="#c5cbd6" stroke-width="3" stroke-linecap="round">${[0, 120, 240].map((a) => `<path transform="rotate(${a})" d="M0 0V-12L6-15"/>`).join('')}</g><circle cx="20" cy="20" r="3"/>${small(40, 22, 'ISLE OF MAN', 12)}${small(40, 33, 'GAMBLING SUPERV.', 8)}`,
    ),
  'social-facebook': () =>
    social(
      '<path d="M22 31V21h3.4l.5-4H22v-2.5c0-1.1.3-1.9 1.9-1.9H26V9.1c-.4 0-1.6-.1-3-.1-3 0-5 1.8-5 5.1V17h-3.4v4H18v10Z"/>',
    ),
  'social-telegram': () =>
    social(
      '<path d="M9 19.5 29 11.5c.9-.3 1.7.2 1.4 1.6l-3.4 16c-.2 1.1-.9 1.4-1.8.9l-5-3.7-2.4 2.3c-.3.3-.5.5-1 .5l.4-5.1 9.2-8.3c.4-.4-.1-.6-.6-.2L14.5 22.7l-4.9-1.5c-1.1-.3-1.1-1 .4-1.7Z"/>',
    ),
  'social-whatsapp': () =>
    social(
      '<path d="M20 9a11 11 0 0 0-9.5 16.6L9 31l5.6-1.5A11 11 0 1 0 20 9Z" fill="none" stroke="#c5cbd6" stroke-width="2.2"/><path d="M16.2 14.5c.3 0 .6 0 .8.6l1 2.3c.1.3 0 .6-.2.8l-.7.8c.9 1.7 2.3 3 4 3.8l.8-.9c.2-.3.5-.3.8-.2l2.2 1c.3.2.4.4.4.7 0 1.5-1.5 2.4-2.6 2.3-3.8-.5-7.6-4-8.3-7.6-.3-1.6.6-3.6 1.8-3.6Z"/>',
    ),
  'social-instagram': () =>
    social(
      '<rect x="10" y="10" width="20" height="20" rx="6" fill="none" stroke="#c5cbd6" stroke-width="2.4"/><circle cx="20" cy="20" r="4.6" fill="none" stroke="#c5cbd6" stroke-width="2.4"/><circle cx="25.6" cy="14.4" r="1.4"/>',
    ),
  'social-youtube': () =>
    social(
      '<rect x="8" y="12" width="24" height="16" rx="5"/><path d="M18 16v8l6.5-4Z" fill="#0b1020"/>',
    ),
  'age-18': () =>
    svgDoc(
      48,
      48,
      '',
      `<circle cx="24" cy="24" r="21" fill="#1a0b12" stroke="#e5484d" stroke-width="3.5"/>${text(24, 30, '18+', 16, '#fff')}`,
    ),
};

function social(glyph: string): string {
  return badge(
    40,
    40,
    `<circle cx="20" cy="20" r="19" fill="#fff" fill-opacity=".07" stroke="#c5cbd6" stroke-opacity=".35"/>${glyph}`,
  );
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────

function stripSlash(path: string): string {
  return path.replace(/^\//, '');
}

async function main(): Promise<void> {
  for (const dir of ['games', 'vendors', 'banners', 'brand']) {
    rmSync(join(MEDIA_ROOT, dir), { recursive: true, force: true });
  }
  for (const game of CATALOGUE_GAMES)
    write(stripSlash(gameIconPath(game.gameId)), gameThumbnail(game));
  const logos = new Map<string, CatalogueVendor>();
  for (const vendor of CATALOGUE_VENDORS) {
    if (!logos.has(vendor.code)) logos.set(vendor.code, vendor);
    write(stripSlash(vendorCardPath(vendor.category, vendor.code)), vendorCard(vendor));
  }
  for (const [code, vendor] of logos) write(stripSlash(vendorLogoPath(code)), vendorLogo(vendor));

  const heroes: [string, BannerTheme][] = [
    ['w_home-1', 'welcome'],
    ['w_home-2', 'rebate'],
    ['w_home-3', 'live'],
    ['w_promotion-1', 'refer'],
    ['w_promotion-2', 'vip'],
  ];
  for (const lang of LANGS) {
    for (const [name, theme] of heroes)
      write(stripSlash(bannerPath(`${name}-${lang}`)), heroBanner(theme, lang));
    write(stripSlash(bannerPath(`w_login-${lang}`)), portraitBanner('login', lang));
    write(stripSlash(bannerPath(`w_reg-${lang}`)), portraitBanner('join', lang));
    write(stripSlash(bannerPath(`w_register-${lang}`)), portraitBanner('join', lang));
    write(stripSlash(bannerPath(`w_leftmenu-${lang}`)), leftMenuBanner(lang));
  }

  write(stripSlash(brandAssetPath('logo')), logo());
  write(stripSlash(brandAssetPath('logo-mark')), logoMark());
  for (const [name, draw] of Object.entries(BRAND_BADGES))
    write(stripSlash(brandAssetPath(name)), draw());
  const qrcode = createRequire(import.meta.url)('qrcode') as QrLib;
  for (const platform of ['ios', 'android']) {
    const svg = await qrcode.toString(`https://nova88.example/app/${platform}`, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 160,
      color: { dark: '#0a0f1eff', light: '#ffffffff' },
    });
    write(stripSlash(brandAssetPath(`qr-${platform}`)), `${svg.trim()}\n`);
  }
  write(
    'README.md',
    '# Demo media\n\nGenerated from the demo catalogue by `npx tsx apps/server/scripts/generate-media.ts`.\n' +
      'Do not edit these files by hand: change the script and re-run it.\n',
  );
  report();
}

function report(): void {
  let files = 0;
  let bytes = 0;
  let largestGame = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        files++;
        bytes += stat.size;
        if (full.includes(`${join('media', 'games')}`))
          largestGame = Math.max(largestGame, stat.size);
      }
    }
  };
  walk(MEDIA_ROOT);
  console.log(
    `media: ${files} files, ${(bytes / 1024).toFixed(0)} KiB (largest game thumbnail ${largestGame} B), ` +
      `${CATALOGUE_VENDORS.length} vendor entries, ${CATALOGUE_GAMES.length} games`,
  );
}

await main();
