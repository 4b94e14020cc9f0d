import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PAGE, MEMBER_PAGES, memberPageFrom } from './member-pages';

describe('member center pages', () => {
  it('lists the spec pages with securityCenter as the default', () => {
    expect(MEMBER_PAGES).toHaveLength(13);
    expect(DEFAULT_MEMBER_PAGE).toBe('securityCenter');
    expect(memberPageFrom(null)).toBe('securityCenter');
    expect(memberPageFrom('nonsense')).toBe('securityCenter');
    expect(memberPageFrom('messageV2')).toBe('messageV2');
  });
});
