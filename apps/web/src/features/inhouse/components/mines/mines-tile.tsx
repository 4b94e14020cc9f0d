import type { MinesOutcome } from '@nova/games-math/types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './mines.module.css';

export type TileState = 'HIDDEN' | 'GEM' | 'BOOM' | 'MINE' | 'SAFE';

/**
 * What one tile shows: a revealed gem, the mine that was hit, and once the round is settled
 * the other mines and gems (dimmed). While open, unrevealed tiles are simply hidden: the
 * outcome of an open round carries no mine positions.
 */
export function tileState(tile: number, outcome: MinesOutcome | null): TileState {
  if (!outcome) return 'HIDDEN';
  if (outcome.hitMine === tile) return 'BOOM';
  if (outcome.revealed.includes(tile)) return 'GEM';
  if (!outcome.mines) return 'HIDDEN';
  return outcome.mines.includes(tile) ? 'MINE' : 'SAFE';
}

export function MinesTile({
  tile,
  state,
  playable,
  onReveal,
}: {
  tile: number;
  state: TileState;
  playable: boolean;
  onReveal: () => void;
}) {
  const { t } = useTranslation('inhouse');
  const hidden = state === 'HIDDEN';
  return (
    <button
      type="button"
      className={styles.tile}
      data-state={state}
      data-testid={`mines-tile-${tile}`}
      disabled={!hidden || !playable}
      aria-label={t(`mines.tile.${state}`, { n: tile + 1 })}
      onClick={onReveal}
    >
      {(state === 'GEM' || state === 'SAFE') && <Gem />}
      {(state === 'BOOM' || state === 'MINE') && <Mine />}
    </button>
  );
}

function Gem() {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={styles.art}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#a7f3d0" />
          <stop offset="50%" stopColor="#34d399" />
          <stop offset="100%" stopColor="#047857" />
        </linearGradient>
      </defs>
      <path d="M32 6l22 18-22 34L10 24z" fill={`url(#${id})`} />
      <path
        d="M10 24h44M32 6l-9 18 9 34 9-34z"
        stroke="#ecfdf5"
        strokeOpacity="0.6"
        strokeWidth="1.5"
        fill="none"
      />
    </svg>
  );
}

function Mine() {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={styles.art}>
      <defs>
        <radialGradient id={id} cx="40%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#fda4af" />
          <stop offset="45%" stopColor="#e11d48" />
          <stop offset="100%" stopColor="#4c0519" />
        </radialGradient>
      </defs>
      <g stroke="#fecdd3" strokeWidth="3" strokeLinecap="round">
        <path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6" />
      </g>
      <circle cx="32" cy="32" r="15" fill={`url(#${id})`} />
      <circle cx="27" cy="27" r="4" fill="#fff1f2" opacity="0.8" />
    </svg>
  );
}
