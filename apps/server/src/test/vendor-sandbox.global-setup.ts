import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * vitest globalSetup of the server suite: ONE sandbox vendor process (apps/vendor-sandbox) for
 * the whole run, on a free port, its URL provided as 'gameVendorUrl'. createTestApp() points
 * every test app at it (game vendor, payment gateway) with a merchant code of its own, so
 * parallel test files never share vendor state; the social login test signs in at its OAuth
 * provider (`/oauth`).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    gameVendorUrl: string;
  }
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const entry = resolve(root, 'apps/vendor-sandbox/src/server.ts');
// tsx compiles the sandbox at start: on a busy shared machine that alone can take a minute.
const START_TIMEOUT_MS = 180_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The sandbox stops when this run's end of the pipe closes, even if vitest is killed.
    VENDOR_SANDBOX_EXIT_WITH_STDIN: '1',
  };
  delete env.VENDOR_SANDBOX_DATA_DIR;
  delete env.VENDOR_SANDBOX_PUBLIC_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await readyUrl(child);
  project.provide('gameVendorUrl', url);
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
}

/** The first stdout line {"sandbox":"ready","url":...}; later lines are echoed to stderr. */
function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('vendor sandbox did not start in time'));
    }, START_TIMEOUT_MS);
    let ready = false;
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`vendor sandbox exited with ${code} before it was ready`));
    });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (ready) {
        process.stderr.write(`[vendor-sandbox] ${line}\n`);
        return;
      }
      try {
        const parsed = JSON.parse(line) as { sandbox?: string; url?: string };
        if (parsed.sandbox === 'ready' && parsed.url) {
          ready = true;
          clearTimeout(timer);
          resolvePromise(parsed.url);
        }
      } catch {
        process.stderr.write(`[vendor-sandbox] ${line}\n`);
      }
    });
  });
}
