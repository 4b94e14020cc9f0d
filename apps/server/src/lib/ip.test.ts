import { describe, expect, it } from 'vitest';
import { isIpInRanges, isIpOrCidr, normaliseIp } from './ip.ts';

describe('ip helpers', () => {
  it('normalises IPv4-mapped IPv6', () => {
    expect(normaliseIp('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('matches single addresses and CIDR ranges of both families', () => {
    const ranges = ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'];
    expect(isIpInRanges('203.0.113.200', ranges)).toBe(true);
    expect(isIpInRanges('::ffff:203.0.113.9', ranges)).toBe(true);
    expect(isIpInRanges('198.51.100.7', ranges)).toBe(true);
    expect(isIpInRanges('198.51.100.8', ranges)).toBe(false);
    expect(isIpInRanges('2001:db8:1::5', ranges)).toBe(true);
    expect(isIpInRanges('2001:db9::5', ranges)).toBe(false);
  });

  it('ignores malformed entries and addresses', () => {
    expect(isIpInRanges('203.0.113.1', ['garbage', '300.0.0.0/8'])).toBe(false);
    expect(isIpInRanges('not-an-ip', ['0.0.0.0/0'])).toBe(false);
    expect(isIpOrCidr('10.0.0.0/8')).toBe(true);
    expect(isIpOrCidr('10.0.0.0/33')).toBe(false);
  });
});
