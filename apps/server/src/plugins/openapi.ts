import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const SESSION_SECURITY = 'sessionCookie';
export const OPERATOR_SECURITY = 'operatorToken';

/**
 * Swagger UI loads its own scripts and styles; this policy applies to /docs only (the hook of
 * swagger-ui is scoped to its routes) and still forbids inline scripts.
 */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; " +
  "img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self'; " +
  "style-src 'self' 'unsafe-inline'; form-action 'self'";

/** OpenAPI generated from the contracts (never written by hand), served at /docs. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Nova88 API',
          version: '0.1.0',
          description: 'Generated from packages/contracts. Success: {success:true, value}.',
        },
        components: {
          securitySchemes: {
            [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'nova_sid' },
            [OPERATOR_SECURITY]: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
  },
  { name: 'openapi' },
);
