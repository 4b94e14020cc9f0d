import { describe, expect, it } from 'vitest';
import { vendorPath } from './vendor-path';

describe('vendorPath', () => {
  it('narrows game list centers to the vendor', () => {
    expect(vendorPath('RNG', 'INHOUSE')).toBe('/rng?vassalage=INHOUSE');
    expect(vendorPath('FISH', 'CQ9')).toBe('/fish?vassalage=CQ9');
    expect(vendorPath('BGS', 'TCG_SEA')).toBe('/bgs?vassalage=TCG_SEA');
  });

  it('leaves game centers alone', () => {
    expect(vendorPath('SPORTS', 'IBC')).toBe('/sports');
    expect(vendorPath('LOTT', 'TCG')).toBe('/lott');
  });

  it('builds on the menu path and escapes the code', () => {
    expect(vendorPath('LIVE', 'A&B', '/live')).toBe('/live?vassalage=A%26B');
    expect(vendorPath('COCKFIGHT', 'S128', '/cockfight')).toBe('/cockfight');
  });
});
