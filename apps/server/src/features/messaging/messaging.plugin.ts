import fp from 'fastify-plugin';
import { createMessenger, type Messenger } from './messenger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}

/** Decorates `app.messenger` with the configured SMS and email providers. */
export const messagingPlugin = fp(
  async (app) => {
    const messenger = await createMessenger(app.config, app.db, app.now);
    app.decorate('messenger', messenger);
    app.addHook('onClose', () => messenger.close());
  },
  { name: 'messaging', dependencies: ['db', 'context'] },
);
