/**
 * Opening a modal locks body scroll (spec §2); the lock is counted so the last modal to close
 * restores the page's own overflow value.
 */
let locks = 0;
let previousOverflow = '';

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = previousOverflow;
  };
}

export function activeScrollLocks(): number {
  return locks;
}
