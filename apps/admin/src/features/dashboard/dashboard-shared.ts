import type { Dashboard } from '@nova/contracts/api/ops-dashboard';
import i18n from '../../lib/i18n';

export type { Dashboard };
export type Period = Dashboard['today'];
export type Play = Period['play'];

/** GGR over turnover, as a percentage in the operator's locale; null without turnover. */
export function margin(play: Pick<Play, 'ggr' | 'turnover'>): string | null {
  const turnover = BigInt(play.turnover);
  if (turnover <= 0n) return null;
  // Basis points in integers, so the ratio is exact to 0.01 % before it is displayed.
  const basisPoints = (BigInt(play.ggr) * 10_000n) / turnover;
  return new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(basisPoints) / 10_000);
}

/** A money figure for a chart only (axis and bar length): never for a shown amount. */
export function chartAmount(minor: string, scale: number): number {
  return Number(minor) / 10 ** scale;
}

/** A short number for an axis tick: 1.2K, 3.4M / 1.2万. */
export function compact(value: number): string {
  return new Intl.NumberFormat(i18n.language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

const FALLBACK_PALETTE = {
  accent: '#4f46e5',
  good: '#067647',
  warn: '#b54708',
  bad: '#b42318',
  info: '#175cd3',
  line: '#e4e7ec',
  ink3: '#667085',
};
export type Palette = typeof FALLBACK_PALETTE;

/** The app's colours (admin.css variables), read once for the SVG of the charts. */
export function readPalette(): Palette {
  if (typeof document === 'undefined') return FALLBACK_PALETTE;
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    accent: read('--accent', FALLBACK_PALETTE.accent),
    good: read('--good', FALLBACK_PALETTE.good),
    warn: read('--warn', FALLBACK_PALETTE.warn),
    bad: read('--bad', FALLBACK_PALETTE.bad),
    info: read('--info', FALLBACK_PALETTE.info),
    line: read('--line', FALLBACK_PALETTE.line),
    ink3: read('--ink-3', FALLBACK_PALETTE.ink3),
  };
}
