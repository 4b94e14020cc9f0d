import { describe, expect, it } from 'vitest';
import { clientIp, isBlockedIp, isIpInRanges, isIpOrCidr, normaliseIp, UNKNOWN_IP } from './ip.ts';

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

  it('gives UNKNOWN_IP, never the raw text, for an address that does not parse', () => {
    expect(clientIp({ ip: '::ffff:203.0.113.5' })).toBe('203.0.113.5');
    for (const ip of ['<script>', '203.0.113.5:443', '', 'unknown', undefined]) {
      expect(clientIp({ ip })).toBe(UNKNOWN_IP);
    }
  });

  it('counts an address that does not parse as blocked whenever a range is', () => {
    expect(isBlockedIp(UNKNOWN_IP, ['203.0.113.0/24'])).toBe(true);
    expect(isBlockedIp(UNKNOWN_IP, [])).toBe(false);
    expect(isBlockedIp('203.0.113.5', ['203.0.113.0/24'])).toBe(true);
    expect(isBlockedIp('198.51.100.1', ['203.0.113.0/24'])).toBe(false);
  });
});
