import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useState,
} from 'react';

const MOBILE_QUERY = '(max-width: 768px)';

export interface DragOffset {
  x: number;
  y: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * Drag a dialog by its header with pointer events, kept inside the viewport (spec §2
 * "draggable"). Off on mobile, where dialogs fill the width.
 */
export function useDrag(target: RefObject<HTMLElement | null>, enabled: boolean) {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const node = target.current;
      if (!enabled || !node || event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
      if (window.matchMedia?.(MOBILE_QUERY).matches) return;

      const rect = node.getBoundingClientRect();
      const startX = event.clientX;
      const startY = event.clientY;
      const base = offset;
      const handle = event.currentTarget;
      handle.setPointerCapture?.(event.pointerId);
      event.preventDefault();

      function move(e: PointerEvent) {
        const left = clamp(rect.left + e.clientX - startX, 0, window.innerWidth - rect.width);
        const top = clamp(rect.top + e.clientY - startY, 0, window.innerHeight - rect.height);
        setOffset({ x: base.x + left - rect.left, y: base.y + top - rect.top });
      }
      function up(e: PointerEvent) {
        handle.releasePointerCapture?.(e.pointerId);
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', up);
        handle.removeEventListener('pointercancel', up);
      }
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', up);
      handle.addEventListener('pointercancel', up);
    },
    [enabled, offset, target],
  );

  return { offset, onPointerDown };
}
