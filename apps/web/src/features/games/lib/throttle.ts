/**
 * Leading-edge throttle (spec §9 "Favourite toggle: once per 1000 ms, leading call only"): the
 * first call runs at once, calls within `ms` after it are dropped (not deferred).
 */
export function throttleLeading<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
): (...args: A) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args) => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    fn(...args);
    return true;
  };
}
