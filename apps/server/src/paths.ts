import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `apps/server/`, found from this module's own location. This file runs from `src/paths.ts`
 * (tsx, vitest) or is bundled into `dist/server.mjs`; both sit one folder below the root, so
 * the same rule works whatever the working directory is.
 */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
export const DEFAULT_MEDIA_DIR = resolve(SERVER_ROOT, 'media');
export const DEFAULT_DATA_DIR = resolve(SERVER_ROOT, 'data');
export const DEFAULT_WEB_DIST_DIR = resolve(REPO_ROOT, 'apps', 'web', 'dist');
export const DEFAULT_ADMIN_DIST_DIR = resolve(REPO_ROOT, 'apps', 'admin', 'dist');
