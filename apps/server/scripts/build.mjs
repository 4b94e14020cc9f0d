// Bundle src/server.ts to dist/server.mjs. Workspace packages (@nova/*, TypeScript sources) are
// bundled; every other package stays external and is loaded from node_modules at run time
// (PGlite, for one, finds its wasm next to itself).
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = resolve(root, 'dist', 'server.mjs');

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@nova/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(resolve(root, 'dist'), { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [resolve(root, 'src', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`built ${outfile} in ${Date.now() - started} ms`);
