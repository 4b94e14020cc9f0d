import { SLOT_PAYLINES } from '@nova/games-math/slot';
import type { SlotSymbol } from '@nova/games-math/types';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../lib/motion';
import styles from './slot.module.css';
import { SlotSymbolArt } from './slot-symbol';

/** What a spinning reel shows, blurred, while it turns. */
const BLUR_STRIP: SlotSymbol[] = ['DRAGON', 'A', 'KOI', 'SCATTER', 'K', 'PHOENIX', 'WILD', 'Q'];

export interface SlotReelsProps {
  /** reels[reel][row], top row first. */
  reels: SlotSymbol[][];
  /** How many reels (from the left) have stopped; 5 when the spin is over. */
  stopped: number;
  /** Winning cells as reel * 3 + row. */
  highlight: ReadonlySet<number>;
  /** Winning paylines (indexes into SLOT_PAYLINES), drawn over the reels. */
  lines: readonly number[];
}

/** The 5 x 3 window of the reels, each reel spinning until it is told to stop. */
export function SlotReels({ reels, stopped, highlight, lines }: SlotReelsProps) {
  const { t } = useTranslation('inhouse');
  // Without motion a turning reel is a plain shimmer: nothing to animate, nothing to draw.
  const still = prefersReducedMotion();
  return (
    <div className={styles.window} data-testid="slot-reels">
      {reels.map((column, reel) => {
        const spinning = reel >= stopped;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the five reels are fixed
            key={reel}
            className={styles.reel}
            data-spinning={spinning || undefined}
            data-testid={`slot-reel-${reel}`}
          >
            {spinning && still ? (
              <div className={styles.still} aria-hidden="true" />
            ) : spinning ? (
              <div className={styles.blur} aria-hidden="true">
                {[
                  ...rotate(BLUR_STRIP, reel * 3).slice(0, 4),
                  ...rotate(BLUR_STRIP, reel * 3).slice(0, 4),
                ].map((symbol, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: decorative filler
                  <div key={index} className={styles.cell}>
                    <SlotSymbolArt symbol={symbol} label="" />
                  </div>
                ))}
              </div>
            ) : (
              <div className={styles.landed}>
                {column.map((symbol, row) => {
                  const cell = reel * 3 + row;
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows
                      key={row}
                      className={styles.cell}
                      data-win={highlight.has(cell) || undefined}
                      data-testid={`slot-cell-${cell}`}
                      data-symbol={symbol}
                    >
                      <SlotSymbolArt symbol={symbol} label={t(`slot.symbols.${symbol}`)} />
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
      {stopped >= reels.length && lines.length > 0 && (
        <svg
          className={styles.lines}
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lines.map((line) => (
            <polyline
              key={line}
              data-testid={`slot-line-${line}`}
              points={(SLOT_PAYLINES[line] ?? [])
                .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                .join(' ')}
            />
          ))}
        </svg>
      )}
    </div>
  );
}

/** The winning cells and lines of one spin (line wins from the left, and scatters anywhere). */
export function winningCells(
  reels: SlotSymbol[][],
  lineWins: readonly { line: number; count: number }[],
  scatterPays: boolean,
): Set<number> {
  const cells = new Set<number>();
  for (const win of lineWins) {
    const rows = SLOT_PAYLINES[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(reel * 3 + (rows[reel] ?? 0));
  }
  if (scatterPays) {
    reels.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === 'SCATTER') cells.add(reel * 3 + row);
      });
    });
  }
  return cells;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
