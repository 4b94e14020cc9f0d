import { describe, expect, it } from 'vitest';
import { resolveBannerTarget } from './banner-target.ts';

describe('resolveBannerTarget', () => {
  it('navigates to internal paths only', () => {
    expect(resolveBannerTarget({ linkageType: 'INTERNAL', linkage: '/promotions?x=1' })).toEqual({
      kind: 'navigate',
      to: '/promotions?x=1',
    });
    expect(resolveBannerTarget({ linkageType: 'INTERNAL', linkage: '//evil.example' })).toBeNull();
    expect(
      resolveBannerTarget({ linkageType: 'INTERNAL', linkage: 'https://x.example' }),
    ).toBeNull();
  });

  it('opens external http(s) links and rejects script URLs', () => {
    expect(
      resolveBannerTarget({ linkageType: 'EXTERNAL', linkage: 'https://x.example/a' }),
    ).toEqual({ kind: 'open', url: 'https://x.example/a' });
    expect(
      resolveBannerTarget({ linkageType: 'EXTERNAL', linkage: 'javascript:alert(1)' }),
    ).toBeNull();
  });

  it('sends PROMOTION to /promotions and NONE nowhere', () => {
    expect(resolveBannerTarget({ linkageType: 'PROMOTION', linkage: null })).toEqual({
      kind: 'navigate',
      to: '/promotions',
    });
    expect(resolveBannerTarget({ linkageType: 'NONE', linkage: '/x' })).toBeNull();
  });

  it('maps GAME linkages to category paths', () => {
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: 'live' })).toEqual({
      kind: 'navigate',
      to: '/live',
    });
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: 'RNG:PT' })).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=PT',
    });
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: 'SPORTS:IBC' })).toEqual({
      kind: 'navigate',
      to: '/sports',
    });
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: '/fish?vassalage=CQ9' })).toEqual({
      kind: 'navigate',
      to: '/fish?vassalage=CQ9',
    });
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: 'INHOUSE-RNG-001' })).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=INHOUSE',
    });
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: 'TCG_SEA-LOTT-002' })).toEqual({
      kind: 'navigate',
      to: '/lott',
    });
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: 'X-CASINO-001' })).toBeNull();
    expect(resolveBannerTarget({ linkageType: 'GAME', linkage: 'CASINO' })).toBeNull();
  });
});
