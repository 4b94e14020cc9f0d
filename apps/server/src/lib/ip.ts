import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Canonical text of an address; IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4. */
export function normaliseIp(ip: string): string {
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return ip;
  }
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
 * The visitor's address: the socket peer, or X-Forwarded-For only when the peer is a trusted
 * proxy (Fastify's trustProxy list, SECURITY.md 8), normalised.
 */
export function clientIp(request: { ip: string }): string {
  return normaliseIp(request.ip);
}
