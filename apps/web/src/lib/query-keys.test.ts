import { describe, expect, it } from 'vitest';
import { isLanguageDependentKey, languageKey, queryKeys } from './query-keys';

describe('query keys', () => {
  it('marks translated data as language dependent, and nothing else', () => {
    expect(isLanguageDependentKey(queryKeys.gameMenus('EN'))).toBe(true);
    expect(isLanguageDependentKey(queryKeys.announcements('MY'))).toBe(true);
    expect(isLanguageDependentKey(queryKeys.helpCenter('CN'))).toBe(true);
    expect(isLanguageDependentKey(languageKey('winners', 'EN', { limit: 20 }))).toBe(true);
    expect(isLanguageDependentKey(queryKeys.permissionData)).toBe(false);
    expect(isLanguageDependentKey(queryKeys.memberInfo)).toBe(false);
  });

  it('keys each language separately', () => {
    expect(queryKeys.gameMenus('EN')).not.toEqual(queryKeys.gameMenus('MY'));
    expect(languageKey('hot', 'EN', { vendor: 'PT' })).toEqual([
      'hot',
      { vendor: 'PT', lang: 'EN' },
    ]);
  });
});
