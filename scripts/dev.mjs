// `npm run dev`: the sandbox vendor and the server, each under `tsx watch` (reload on change).
// See run-with-sandbox.mjs.
import { resolve } from 'node:path';
import { ROOT, runWithSandbox } from './run-with-sandbox.mjs';

const tsx = resolve(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
await runWithSandbox({
  sandbox: [process.execPath, tsx, 'watch', 'src/server.ts'],
  server: [process.execPath, tsx, 'watch', 'src/server.ts'],
});
