import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpolateMinor } from './jackpot';

describe('interpolateMinor (the jackpot count-up never leaves the real values)', () => {
  it('starts at the last shown value and ends at the new real one', () => {
    expect(interpolateMinor(100n, 600n, 0)).toBe(100n);
    expect(interpolateMinor(100n, 600n, 1)).toBe(600n);
    expect(interpolateMinor(100n, 600n, 0.5)).toBe(350n);
  });

  it('shows a drop (a won and reset pool) at once', () => {
    expect(interpolateMinor(900n, 100n, 0)).toBe(100n);
    expect(interpolateMinor(900n, 100n, 0.3)).toBe(100n);
  });

  it('stays between the two real values and never goes back (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (from, to, p, q) => {
          const shown = interpolateMinor(from, to, p);
          // Up: between the two real values; down (a won pool): the new real value itself.
          if (from <= to) expect(shown >= from && shown <= to).toBe(true);
          else expect(shown).toBe(to);
          if (to > from && p <= q) expect(interpolateMinor(from, to, q) >= shown).toBe(true);
        },
      ),
    );
  });
});
