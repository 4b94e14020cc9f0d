import { inspect } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { drainAndClose } from './shutdown.ts';

/** Time to finish closing once the drain is over. */
const FORCED_EXIT_MS = 10_000;

/** Listen, log the cold-start time, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  const lifecycle = handleSignals(config.shutdownDrainSeconds * 1000);
  const app = await build({ config });
  lifecycle.attach(app);
  if (lifecycle.closing) return;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { coldStartMs: Math.round(process.uptime() * 1000), rssBytes: process.memoryUsage().rss },
    'server ready',
  );
}

function readConfig(): Readonly<Config> {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * First signal: readiness off, SHUTDOWN_DRAIN_SECONDS for the load balancer to notice, then close
 * the app (server, then database) and exit 0. A signal during start-up closes as soon as the app
 * is built, so PGlite is never cut off mid-write. A second signal, or 10 s past the drain
 * without finishing, forces the exit.
 */
function handleSignals(drainMs: number) {
  let app: FastifyInstance | undefined;
  const state = {
    closing: false,
    attach(built: FastifyInstance) {
      app = built;
      if (state.closing) close(built);
    },
  };
  const close = (target: FastifyInstance) => {
    drainAndClose(target, target.server.listening ? drainMs : 0).then(
      () => process.exit(0),
      (error: unknown) => {
        target.log.error({ err: error, detail: String(error) }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.closing) {
      process.stderr.write(`${signal} again: exiting now\n`);
      process.exit(1);
    }
    state.closing = true;
    setTimeout(() => {
      process.stderr.write('shutdown took too long: exiting\n');
      process.exit(1);
    }, drainMs + FORCED_EXIT_MS).unref();
    app?.log.info({ signal }, 'shutting down');
    if (app) close(app);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return state;
}

main().catch((error: unknown) => {
  const text = error instanceof Error ? (error.stack ?? error.message) : inspect(error);
  process.stderr.write(`Failed to start: ${text}\n`);
  process.exit(1);
});
