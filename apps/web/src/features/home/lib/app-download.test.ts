import { describe, expect, it } from 'vitest';
import { appDownloads, appPlatformOf, safeStoreLink } from './app-download';

const ios = {
  title: 'iOS',
  url: '/media/brand/qr-ios.svg',
  link: 'https://nova88.example/app/ios',
};
const android = { title: 'Android', url: '/media/brand/qr-android.svg', link: null };

describe('app download', () => {
  it('recognises the platform of each resource and orders iOS first', () => {
    expect(appPlatformOf(ios)).toBe('ios');
    expect(appPlatformOf(android)).toBe('android');
    expect(appPlatformOf({ title: 'Desktop', url: '/x.svg', link: null })).toBeNull();
    expect(appDownloads([android, ios]).map((d) => d.platform)).toEqual(['ios', 'android']);
    expect(appDownloads(undefined)).toEqual([]);
  });

  it('only links to http(s) stores', () => {
    expect(safeStoreLink('https://apps.example/x')).toBe('https://apps.example/x');
    expect(safeStoreLink('javascript:alert(1)')).toBeNull();
    expect(safeStoreLink(null)).toBeNull();
  });
});
