import fp from 'fastify-plugin';
import { AuditService } from './audit.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** Decorates `app.audit`: the hash-chained audit log of operator actions (issue 13). */
export const auditPlugin = fp(
  async (app) => {
    app.decorate('audit', new AuditService(app.db));
  },
  { name: 'audit', dependencies: ['db'] },
);
