import { describe, expect, it } from 'vitest';
import { imageUrl, initCdns } from './cdn';

describe('imageUrl', () => {
  it('prefixes the CDN drawn once at bootstrap', () => {
    initCdns({ imageCDNs: ['https://a.cdn/', 'https://b.cdn', 'https://c.cdn'] }, () => 0.5);
    expect(imageUrl('/vendors/logo-PT.svg')).toBe('https://b.cdn/vendors/logo-PT.svg');
    expect(imageUrl('brand/logo.svg')).toBe('https://b.cdn/brand/logo.svg');
    initCdns({ imageCDNs: ['https://a.cdn/', 'https://b.cdn'] }, () => 0);
    expect(imageUrl('/x.png')).toBe('https://a.cdn/x.png');
    initCdns({ imageCDNs: ['https://a.cdn', 'https://b.cdn'] }, () => 0.9999);
    expect(imageUrl('/x.png')).toBe('https://b.cdn/x.png');
  });

  it('keeps the same CDN for every image of the page load', () => {
    let calls = 0;
    initCdns({ imageCDNs: ['/m1', '/m2'] }, () => {
      calls += 1;
      return 0.7;
    });
    const urls = new Set(['/a.svg', '/b.svg', '/c.svg'].map((p) => imageUrl(p).split('/')[1]));
    expect(urls).toEqual(new Set(['m2']));
    expect(calls).toBe(1);
  });

  it('passes absolute URLs through and works without a CDN', () => {
    initCdns({ imageCDNs: ['/media'] });
    expect(imageUrl('https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(imageUrl('//img.example/a.png')).toBe('//img.example/a.png');
    expect(imageUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(imageUrl('/brand/logo.svg')).toBe('/media/brand/logo.svg');
    initCdns({ imageCDNs: [] });
    expect(imageUrl('/brand/logo.svg')).toBe('/brand/logo.svg');
  });
});
