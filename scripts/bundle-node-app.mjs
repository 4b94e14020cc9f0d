// Bundle a Node app's src/server.ts to dist/server.mjs (apps/server, apps/vendor-sandbox).
// Workspace packages (@nova/*, TypeScript sources) are bundled; every other package stays
// external and is loaded from node_modules at run time (PGlite, for one, finds its wasm next
// to itself).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

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

/** Builds `<appDir>/src/server.ts` into a fresh `<appDir>/dist/server.mjs`. */
export async function bundleNodeApp(appDir) {
  const outfile = resolve(appDir, 'dist', 'server.mjs');
  rmSync(resolve(appDir, 'dist'), { recursive: true, force: true });
  const started = Date.now();
  await build({
    entryPoints: [resolve(appDir, 'src', 'server.ts')],
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
}
