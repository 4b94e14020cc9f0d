import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every project; `--project server` narrows to the server suite.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine: the second core then
    // idled while PGlite, which runs in the worker's thread, kept the first busy. Two workers
    // took the PGlite run from 16m20s to 9m51s (decision 030).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contracts',
      'packages/games-math',
      'apps/server',
      'apps/web',
      'apps/vendor-sandbox',
      'scripts',
    ],
  },
});
