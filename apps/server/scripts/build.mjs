// `npm run build`: src/server.ts to dist/server.mjs (scripts/bundle-node-app.mjs at the root).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodeApp } from '../../../scripts/bundle-node-app.mjs';

await bundleNodeApp(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
