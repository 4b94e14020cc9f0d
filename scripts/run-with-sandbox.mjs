// Starts the sandbox app (apps/vendor-sandbox: the game vendor, the payment gateway under /pay,
// the OAuth provider under /oauth; decision 034) and then our server pointed at it, as one
// command (scripts/serve.mjs, scripts/dev.mjs; sandbox-api.md "How the sandbox is started").
//
// - The sandbox runs only with DEV_TOOLS (on by default outside production) and when
//   GAME_VENDOR_URL is not set; it listens on VENDOR_SANDBOX_PORT (default PORT + 1) and keeps
//   its data in ${DATA_DIR}-vendor-sandbox, a sibling of the server's PGlite directory (a
//   folder inside it could stop initdb on a fresh DATA_DIR), default apps/vendor-sandbox/data.
// - It prints {"sandbox":"ready","url":...} once listening; the server then starts with
//   GAME_VENDOR_URL=<that url> (TRANSFER_VENDOR_URL defaults to it in the server's config) and,
//   unless PAYMENT_GATEWAY_URL is set, PAYMENT_GATEWAY_URL=<that url>/pay (the sandbox gets
//   PAYMENT_GATEWAY_SECRET as its SANDBOX_PAY_SECRET when one is set) and, unless set,
//   SANDBOX_OAUTH_URL=<that url>/oauth (Google and Facebook without credentials of their own
//   then sign in at the sandbox's development provider).
// - SIGINT/SIGTERM go to both; when either exits the other is stopped and this process exits
//   with the first one's code (non-zero when it failed or was killed).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = resolve(ROOT, 'apps', 'server');
const SANDBOX_DIR = resolve(ROOT, 'apps', 'vendor-sandbox');
const STOP_GRACE_MS = 12_000;

function devToolsOn(env) {
  if (env.DEV_TOOLS === 'true' || env.DEV_TOOLS === '1') return true;
  if (env.DEV_TOOLS === 'false' || env.DEV_TOOLS === '0') return false;
  return env.NODE_ENV !== 'production';
}

/** @param {{ sandbox: string[], server: string[] }} commands argv (node first) run in each app's folder */
export async function runWithSandbox(commands) {
  const env = { ...process.env };
  const children = [];
  let exiting = false;

  const stopAll = (signal = 'SIGTERM') => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const finish = (code) => {
    if (exiting) return;
    exiting = true;
    stopAll();
    setTimeout(() => {
      stopAll('SIGKILL');
      process.exit(code || 1);
    }, STOP_GRACE_MS).unref();
    Promise.all(
      children.map((c) =>
        c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)),
      ),
    ).then(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (exiting) return;
      exiting = true;
      stopAll(signal);
      Promise.all(
        children.map(
          (c) =>
            new Promise((r) =>
              c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', r),
            ),
        ),
      ).then(() => process.exit(0));
    });
  }
  const watch = (child, name) => {
    children.push(child);
    child.once('exit', (code, signal) => {
      if (exiting) return;
      process.stderr.write(`${name} exited (${signal ?? code}); stopping\n`);
      finish(code === 0 ? 0 : code || 1);
    });
  };

  if (devToolsOn(env) && !env.GAME_VENDOR_URL) {
    const port = env.VENDOR_SANDBOX_PORT ?? String(Number(env.PORT ?? 3000) + 1);
    const dataDir = env.DATA_DIR
      ? `${resolve(SERVER_DIR, env.DATA_DIR)}-vendor-sandbox`
      : resolve(SANDBOX_DIR, 'data');
    const sandboxEnv = {
      ...env,
      PORT: port,
      HOST: env.VENDOR_SANDBOX_HOST ?? '127.0.0.1',
      VENDOR_SANDBOX_DATA_DIR: env.VENDOR_SANDBOX_DATA_DIR ?? dataDir,
      ...(env.GAME_VENDOR_SECRET ? { SANDBOX_MERCHANT_SECRET: env.GAME_VENDOR_SECRET } : {}),
      ...(env.PAYMENT_GATEWAY_SECRET && !env.PAYMENT_GATEWAY_URL
        ? { SANDBOX_PAY_SECRET: env.PAYMENT_GATEWAY_SECRET }
        : {}),
    };
    const sandbox = spawn(commands.sandbox[0], commands.sandbox.slice(1), {
      cwd: SANDBOX_DIR,
      env: sandboxEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    watch(sandbox, 'vendor sandbox');
    env.GAME_VENDOR_URL = await readyUrl(sandbox);
    env.PAYMENT_GATEWAY_URL ??= `${env.GAME_VENDOR_URL}/pay`;
    env.SANDBOX_OAUTH_URL ??= `${env.GAME_VENDOR_URL}/oauth`;
    process.stdout.write(`vendor sandbox ready at ${env.GAME_VENDOR_URL}\n`);
  }
  if (exiting) return;
  const server = spawn(commands.server[0], commands.server.slice(1), {
    cwd: SERVER_DIR,
    env,
    stdio: 'inherit',
  });
  watch(server, 'server');
}

/** The URL of the sandbox's ready line; every other stdout line is passed through. */
function readyUrl(child) {
  return new Promise((resolveUrl) => {
    let ready = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!ready && line.startsWith('{"sandbox":"ready"')) {
        ready = true;
        resolveUrl(JSON.parse(line).url);
        return;
      }
      process.stdout.write(`[vendor-sandbox] ${line}\n`);
    });
  });
}
