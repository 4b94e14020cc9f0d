import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * What clientIp() gives for an address that does not parse (a trusted proxy forwarded
 * something odd): a fixed placeholder, never the raw text, so it is never echoed to a page or
 * a log as it came (decision 023).
 */
export const UNKNOWN_IP = '-';

/** Canonical text of an address, or null when it is not one. */
export function parseIp(ip: string | undefined): string | null {
  if (typeof ip !== 'string') return null;
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return null;
  }
}

/** Canonical text of an address; IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4. */
export function normaliseIp(ip: string): string {
  return parseIp(ip) ?? ip;
}

export function isIpOrCidr(value: string): boolean {
  return parseRange(value) !== null;
}

/** Is `ip` inside any of the IPs or CIDR ranges? Malformed entries never match. */
export function isIpInRanges(ip: string, ranges: readonly string[]): boolean {
  let address: Address;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return ranges.some((entry) => {
    const range = parseRange(entry);
    if (!range) return false;
    const [base, bits] = range;
    if (base.kind() !== address.kind()) return false;
    // Same kind checked above; ipaddr's match() overloads need the concrete pair.
    return (address as ipaddr.IPv4).match(base as ipaddr.IPv4, bits);
  });
}

function parseRange(value: string): [Address, number] | null {
  try {
    if (!value.includes('/')) {
      const address = ipaddr.process(value);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    }
    const [base, bits] = ipaddr.parseCIDR(value);
    // A CIDR written as ::ffff:a.b.c.d/n describes IPv4 addresses.
    if (base.kind() === 'ipv6' && (base as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return [(base as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [base, bits];
  } catch {
    return null;
  }
}

/**
 * Region rules fail closed (decision 023): an address that does not parse counts as inside the
 * blocked ranges whenever the brand blocks any. Malformed range entries never match.
 */
export function isBlockedIp(ip: string, ranges: readonly string[]): boolean {
  if (parseIp(ip) === null) return ranges.length > 0;
  return isIpInRanges(ip, ranges);
}

/**
 * The visitor's address: the socket peer, or X-Forwarded-For only when the peer is a trusted
 * proxy (Fastify's trustProxy list, SECURITY.md 8), normalised; UNKNOWN_IP when what the proxy
 * forwarded is not an address.
 */
export function clientIp(request: { ip: string | undefined }): string {
  return parseIp(request.ip) ?? UNKNOWN_IP;
}
