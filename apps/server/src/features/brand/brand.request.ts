import type { FastifyRequest } from 'fastify';
import type { BrandRecord } from './brand.model.ts';
import { requireBrand } from './brand.service.ts';

/**
 * The brand serving this request, for every feature's routes. Single-brand for now; this is the
 * one place where a multi-brand deployment would resolve the brand from `request.hostname` via
 * brand_domains. It lives outside the service because it reads the request (decision 031).
 */
export function resolveBrand(request: FastifyRequest): Promise<BrandRecord> {
  return requireBrand(request.server.db);
}
