import { build } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * Listen and print the bound URL as one JSON line on stdout ({"sandbox":"ready","url":...}),
 * which scripts/serve.mjs, scripts/dev.mjs and the server tests' globalSetup read (PORT=0 picks
 * a free port). SIGTERM/SIGINT close the app (server, then PGlite) and exit.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await build({ config });
  let closing = false;
  const onSignal = () => {
    if (closing) process.exit(1);
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // Started by a test run: stop with it, even when it dies without stopping us (stdin closes).
  if (process.env.VENDOR_SANDBOX_EXIT_WITH_STDIN === '1') {
    process.stdin.on('end', onSignal).on('error', onSignal).resume();
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  process.stdout.write(`${JSON.stringify({ sandbox: 'ready', url: `http://${host}:${port}` })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`vendor sandbox failed to start: ${String(error)}\n`);
  process.exit(1);
});
