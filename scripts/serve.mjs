// `npm run serve`: the built sandbox vendor (apps/vendor-sandbox/dist/server.mjs, DEV_TOOLS only)
// and then the built server (apps/server/dist/server.mjs) pointed at it. See run-with-sandbox.mjs.
import { runWithSandbox } from './run-with-sandbox.mjs';

await runWithSandbox({
  sandbox: [process.execPath, 'dist/server.mjs'],
  server: [process.execPath, 'dist/server.mjs'],
});
