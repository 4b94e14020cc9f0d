import { CATEGORY_PATHS, GAME_CATEGORIES } from '@nova/contracts/constants';
import { describe, expect, it } from 'vitest';
import { categoryFromPath, PATH_CATEGORIES } from './categories';

describe('path -> category map (spec §2)', () => {
  it('maps every category path to its upper-case category', () => {
    expect(PATH_CATEGORIES).toEqual({
      '/sports': 'SPORTS',
      '/esports': 'ESPORTS',
      '/live': 'LIVE',
      '/lott': 'LOTT',
      '/elott': 'ELOTT',
      '/fish': 'FISH',
      '/pvp': 'PVP',
      '/rng': 'RNG',
      '/bgs': 'BGS',
      '/cockfight': 'COCKFIGHT',
    });
    for (const category of GAME_CATEGORIES) {
      expect(categoryFromPath(CATEGORY_PATHS[category])).toBe(category);
    }
  });

  it('ignores the query, hash and letter case, and knows nothing else', () => {
    expect(categoryFromPath('/rng?vassalage=INHOUSE')).toBe('RNG');
    expect(categoryFromPath('/Fish#top')).toBe('FISH');
    expect(categoryFromPath('/promotions')).toBeNull();
    expect(categoryFromPath('/')).toBeNull();
    expect(categoryFromPath('/lottery')).toBeNull();
  });
});
