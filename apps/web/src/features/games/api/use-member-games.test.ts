import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { favouritesQuery, recentGamesQuery } from './use-member-games';

describe('member game lists (translated names)', () => {
  it('keeps one favourites and one recent list per language, under the shared prefix', () => {
    for (const query of [favouritesQuery, recentGamesQuery]) {
      const en = query('EN').queryKey;
      const my = query('MY').queryKey;
      expect(en).not.toEqual(my);
      const prefix =
        query === favouritesQuery ? queryKeys.games.favourites : queryKeys.games.recent;
      expect(en.slice(0, prefix.length)).toEqual([...prefix]);
      expect(my.slice(0, prefix.length)).toEqual([...prefix]);
    }
  });
});
