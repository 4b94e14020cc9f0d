import type { FastifyRequest } from 'fastify';
import type { BrandRecord } from '../brand/brand.model.ts';
import { isBrandHost } from './password.repository.ts';

/**
 * The origin links in mails point at: PUBLIC_URL, else the request's own protocol and host,
 * but only when that host is one the brand serves. The Host header is the visitor's to choose;
 * trusting it blindly would let someone mail a victim a reset link to their own server.
 */
export async function siteOrigin(request: FastifyRequest, brand: BrandRecord): Promise<string> {
  const configured = request.server.config.publicUrl;
  if (configured) return configured.replace(/\/+$/u, '');
  const hostname = request.hostname.toLowerCase();
  const known =
    hostname === brand.mainDomain || (await isBrandHost(request.server.db, brand.id, hostname));
  return known ? `${request.protocol}://${request.host}` : `https://${brand.mainDomain}`;
}
