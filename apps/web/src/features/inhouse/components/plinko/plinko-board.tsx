import { useTranslation } from 'react-i18next';
import styles from './plinko.module.css';

const WIDTH = 400;
const TOP = 28;

export interface BoardGeometry {
  dx: number;
  dy: number;
  /** Where the ball is after `step` rows (0 = dropped, rows = in its slot). */
  ball(path: readonly (0 | 1)[], step: number): { x: number; y: number };
  height: number;
  /** Top of the row of slots. */
  slotY: number;
}

export function boardGeometry(rows: number): BoardGeometry {
  const dx = WIDTH / (rows + 2);
  const dy = dx * 0.86;
  const slotY = TOP + (rows - 0.25) * dy;
  const height = slotY + dx * 0.7 + 8;
  return {
    dx,
    dy,
    height,
    slotY,
    ball(path, step) {
      const rights = path.slice(0, step).reduce<number>((sum, bit) => sum + bit, 0);
      // Between two pegs of row `step`: half a peg apart for every bounce, centred.
      const x = WIDTH / 2 + (rights - step / 2) * dx;
      const y = step >= rows ? slotY - dx * 0.2 : TOP - dy * 0.55 + step * dy;
      return { x, y };
    },
  };
}

/** "0.2", "1.3", "1000": a short label for a slot multiplier in bps. */
export function shortMultiplier(bps: number): string {
  const hundredths = Math.floor(bps / 100);
  if (hundredths >= 10_000) return String(Math.floor(hundredths / 100));
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return text.replace(/\.?0+$/u, '');
}

/**
 * The plinko board in SVG: pegs, the slot multipliers (hot at the edges, cool in the middle)
 * and the ball at its current step along the answered path.
 */
export function PlinkoBoard({
  rows,
  table,
  path,
  step,
  landed,
}: {
  rows: number;
  table: readonly number[];
  path: readonly (0 | 1)[] | null;
  step: number;
  landed: number | null;
}) {
  const { t } = useTranslation('inhouse');
  const g = boardGeometry(rows);
  const pegs: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let peg = 0; peg < row + 3; peg++) {
      pegs.push({ x: WIDTH / 2 + (peg - (row + 2) / 2) * g.dx, y: TOP + row * g.dy });
    }
  }
  const max = Math.max(...table);
  const ball = path ? g.ball(path, step) : null;
  const slotY = g.slotY;
  return (
    <svg
      className={styles.board}
      viewBox={`0 0 ${WIDTH} ${g.height}`}
      role="img"
      aria-label={t('plinko.board', { rows })}
      data-testid="plinko-board"
    >
      <defs>
        <radialGradient id="plinko-ball" cx="35%" cy="35%" r="65%">
          <stop offset="0%" stopColor="#fff7cc" />
          <stop offset="60%" stopColor="#f5c542" />
          <stop offset="100%" stopColor="#b45309" />
        </radialGradient>
      </defs>
      {pegs.map((peg) => (
        <circle
          key={`${peg.x}-${peg.y}`}
          cx={peg.x}
          cy={peg.y}
          r={Math.max(2.2, g.dx * 0.11)}
          className={styles.peg}
        />
      ))}
      {table.map((bps, slot) => {
        const x = WIDTH / 2 + (slot - rows / 2) * g.dx;
        const heat = max > 0 ? Math.sqrt(bps / max) : 0;
        return (
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional
            key={slot}
            data-testid={`plinko-slot-${slot}`}
            data-landed={landed === slot || undefined}
            className={styles.slot}
          >
            <rect
              x={x - g.dx / 2 + 1.5}
              y={slotY}
              width={g.dx - 3}
              height={g.dx * 0.7}
              rx={4}
              fill={`hsl(${Math.round(50 - heat * 50)} 90% ${Math.round(45 + heat * 8)}%)`}
            />
            <text
              x={x}
              y={slotY + g.dx * 0.35}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={Math.min(11, g.dx * 0.34)}
            >
              {shortMultiplier(bps)}
            </text>
          </g>
        );
      })}
      {ball && (
        <circle
          className={styles.ball}
          cx={0}
          cy={0}
          r={Math.max(4, g.dx * 0.2)}
          fill="url(#plinko-ball)"
          style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}
          data-testid="plinko-ball"
        />
      )}
    </svg>
  );
}
