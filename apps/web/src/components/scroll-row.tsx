import { useRef } from 'react';
import { Icon } from './icon';
import styles from './scroll-row.module.css';

/** The class of each card's cell in a row (`.row` of scroll-row.module.css): it snaps to the start. */
export const ROW_ITEM_CLASS = styles.item;

/** Scrolls a horizontal card row by most of its width, so one card stays in view for context. */
export function useRowScroll<Row extends HTMLElement>() {
  const ref = useRef<Row>(null);
  function scroll(direction: 1 | -1) {
    const node = ref.current;
    node?.scrollBy?.({ left: direction * node.clientWidth * 0.8, behavior: 'smooth' });
  }
  return { ref, scroll };
}

export interface RowArrowsProps {
  prevLabel: string;
  nextLabel: string;
  /** Moves the row or carousel back (-1) or on (1). */
  onStep: (direction: 1 | -1) => void;
  /** The buttons' own look where a row wants one; the round bordered arrow otherwise. */
  arrowClassName?: string;
}

/** The previous/next pair of a card row or carousel (spec §9: shown only above a count). */
export function RowArrows({ prevLabel, nextLabel, onStep, arrowClassName }: RowArrowsProps) {
  const className = arrowClassName ?? styles.arrow;
  return (
    <>
      <button type="button" className={className} aria-label={prevLabel} onClick={() => onStep(-1)}>
        <Icon name="chevron-left" size={18} />
      </button>
      <button type="button" className={className} aria-label={nextLabel} onClick={() => onStep(1)}>
        <Icon name="chevron-right" size={18} />
      </button>
    </>
  );
}
