import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PartnerConfig } from '../config.ts';
import { AppError } from './app-error.ts';

/**
 * The base URL of an HTTP partner, or without a configured URL this server's own listening
 * address + `sandboxPath` (what development and tests give partners to call us back on, e.g.
 * the payment gateway's notify URL without PUBLIC_URL). Tests must `listen()`.
 */
export function partnerBaseUrl(
  app: FastifyInstance,
  partner: PartnerConfig | null,
  sandboxPath: string,
): string {
  if (!partner) throw new AppError('SERVICE_UNAVAILABLE', 'partner not configured');
  if (partner.url) return partner.url;
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string')
    throw new AppError('SERVICE_UNAVAILABLE', 'sandbox partner: the server is not listening');
  const host =
    address.family === 'IPv6'
      ? `[${loopback(address.address, '::1')}]`
      : loopback(address.address, '127.0.0.1');
  return `http://${host}:${address.port}${sandboxPath}`;
}

/** A wildcard bind address is reached on loopback. */
function loopback(address: string, fallback: string): string {
  return address === '0.0.0.0' || address === '::' ? fallback : address;
}
