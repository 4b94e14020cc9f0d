import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every project; `--project server` narrows to the server suite.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine: the second core then
    // idled while PGlite, which runs in the worker's thread, kept the first busy. Two workers
    // took the PGlite run from 16m20s to 9m51s (decision 030).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files in the forks pool share a worker's loaded modules (decision 030). Vitest reads pool
    // options from here only: a project's own `isolate: false` never reached the pool, and each
    // server file loaded every module anew (about 1.4 s a file here). The web project runs in
    // the threads pool, isolated: a jsdom window is made per file, and React and Testing
    // Library bind to the window they were loaded under.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    projects: [
      'packages/contracts',
      'packages/games-math',
      'packages/client',
      'apps/server',
      'apps/web',
      'apps/admin',
      'apps/vendor-sandbox',
      'scripts',
    ],
  },
});
