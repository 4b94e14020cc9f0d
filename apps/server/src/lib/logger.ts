import type { FastifyBaseLogger } from 'fastify';

/** The logger a service writes to (the app's pino logger), named without fastify (decision 031). */
export type Logger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
