import type { SlotSymbol } from '@nova/games-math/types';
import { useId } from 'react';

interface Look {
  /** Gradient stops of the medallion, top to bottom. */
  from: string;
  to: string;
  glow: string;
}

const LOOKS: Record<SlotSymbol, Look> = {
  WILD: { from: '#f0abfc', to: '#7c3aed', glow: '#c084fc' },
  SCATTER: { from: '#fef08a', to: '#d97706', glow: '#facc15' },
  DRAGON: { from: '#fca5a5', to: '#b91c1c', glow: '#f87171' },
  PHOENIX: { from: '#fdba74', to: '#c2410c', glow: '#fb923c' },
  TIGER: { from: '#fde68a', to: '#b45309', glow: '#fbbf24' },
  KOI: { from: '#a5f3fc', to: '#0e7490', glow: '#22d3ee' },
  LOTUS: { from: '#fbcfe8', to: '#be185d', glow: '#f472b6' },
  A: { from: '#c7d2fe', to: '#4338ca', glow: '#818cf8' },
  K: { from: '#bbf7d0', to: '#15803d', glow: '#4ade80' },
  Q: { from: '#fecdd3', to: '#be123c', glow: '#fb7185' },
  J: { from: '#bae6fd', to: '#0369a1', glow: '#38bdf8' },
  TEN: { from: '#e9d5ff', to: '#7e22ce', glow: '#c084fc' },
};

const RANKS: Partial<Record<SlotSymbol, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };

/** The emblem drawn inside each premium symbol (viewBox 0 0 100 100). */
function Emblem({ symbol, fill }: { symbol: SlotSymbol; fill: string }) {
  switch (symbol) {
    case 'DRAGON':
      return (
        <g fill={fill}>
          <path d="M28 66c6-22 20-34 40-36-8 6-10 12-8 18 8-4 14-2 18 4-8 0-12 4-12 10 0 8-10 14-20 12-8-2-12-6-18-8z" />
          <circle cx="62" cy="40" r="3" fill="#1a0505" />
          <circle cx="34" cy="34" r="7" opacity="0.85" />
        </g>
      );
    case 'PHOENIX':
      return (
        <g fill={fill}>
          <path d="M50 22c4 10 4 20 0 30-4-10-4-20 0-30z" />
          <path d="M50 52C38 40 24 36 16 40c10 2 18 8 22 18-6-2-12-2-16 2 10 0 20 4 28 12z" />
          <path d="M50 52c12-12 26-16 34-12-10 2-18 8-22 18 6-2 12-2 16 2-10 0-20 4-28 12z" />
          <path d="M46 70h8l-4 12z" />
        </g>
      );
    case 'TIGER':
      return (
        <g>
          <circle cx="50" cy="52" r="24" fill={fill} />
          <g stroke="#1c1206" strokeWidth="4" strokeLinecap="round" fill="none">
            <path d="M36 36l6 8M64 36l-6 8M50 30v10M30 54h8M62 54h8" />
          </g>
          <circle cx="42" cy="50" r="3" fill="#1c1206" />
          <circle cx="58" cy="50" r="3" fill="#1c1206" />
          <path d="M46 62h8l-4 4z" fill="#1c1206" />
        </g>
      );
    case 'KOI':
      return (
        <g fill={fill}>
          <ellipse cx="46" cy="50" rx="22" ry="12" />
          <path d="M66 50l16-12v24z" />
          <circle cx="34" cy="47" r="2.6" fill="#06262e" />
          <path d="M44 40c6-6 12-6 16 0z" opacity="0.8" />
        </g>
      );
    case 'LOTUS':
      return (
        <g fill={fill}>
          <ellipse cx="50" cy="44" rx="9" ry="20" />
          <ellipse cx="50" cy="44" rx="9" ry="20" transform="rotate(-40 50 62)" />
          <ellipse cx="50" cy="44" rx="9" ry="20" transform="rotate(40 50 62)" />
          <path d="M26 68c16 6 32 6 48 0-6 8-16 12-24 12s-18-4-24-12z" />
        </g>
      );
    case 'SCATTER':
      return (
        <g>
          <path d="M50 18l24 22-24 42-24-42z" fill={fill} />
          <path
            d="M26 40h48M50 18l-10 22 10 42 10-42z"
            stroke="#7c2d12"
            strokeWidth="2"
            fill="none"
            opacity="0.7"
          />
        </g>
      );
    case 'WILD':
      return <path d="M50 14l9 22 24 2-18 16 6 24-21-13-21 13 6-24-18-16 24-2z" fill={fill} />;
    default:
      return null;
  }
}

/**
 * One reel symbol of "Nova Fortune Reels", drawn in SVG: a glowing medallion with an emblem
 * (premium symbols) or a card rank. No image files; the accessible name is translated.
 */
export function SlotSymbolArt({ symbol, label }: { symbol: SlotSymbol; label: string }) {
  const id = useId();
  const look = LOOKS[symbol];
  const rank = RANKS[symbol];
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={label} width="100%" height="100%">
      <defs>
        <radialGradient id={`${id}-bg`} cx="50%" cy="35%" r="70%">
          <stop offset="0%" stopColor={look.from} />
          <stop offset="100%" stopColor={look.to} />
        </radialGradient>
        <linearGradient id={`${id}-shine`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="60%" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#fff7cc" />
          <stop offset="55%" stopColor="#f5c542" />
          <stop offset="100%" stopColor="#b7791f" />
        </linearGradient>
      </defs>
      <circle cx="50" cy="50" r="44" fill={look.glow} opacity="0.22" />
      <circle
        cx="50"
        cy="50"
        r="38"
        fill={`url(#${id}-bg)`}
        stroke={`url(#${id}-gold)`}
        strokeWidth="4"
      />
      {rank ? (
        <text
          x="50"
          y="52"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="Outfit Variable, Outfit, sans-serif"
          fontWeight="900"
          fontSize={44}
          // "10" keeps the height of the one-letter ranks, its two digits drawn narrower.
          {...(rank.length > 1 ? { textLength: 50, lengthAdjust: 'spacingAndGlyphs' } : {})}
          fill="#ffffff"
          stroke={look.to}
          strokeWidth="3"
          strokeLinejoin="round"
          // The outline goes under the fill: a variable font's overlapping contours would
          // otherwise show as lines inside the glyphs (the "1" of "10" read as "ï").
          paintOrder="stroke"
        >
          {rank}
        </text>
      ) : (
        <Emblem symbol={symbol} fill={`url(#${id}-gold)`} />
      )}
      <ellipse cx="50" cy="32" rx="28" ry="14" fill={`url(#${id}-shine)`} />
    </svg>
  );
}
