import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One sandbox vendor process (apps/vendor-sandbox) for the run, and one migrated and seeded
    // database that every createTestApp() clones (decision 030).
    globalSetup: [
      'src/test/vendor-sandbox.global-setup.ts',
      'src/test/database-template.global-setup.ts',
    ],
    testTimeout: 30_000,
    // One worker process runs file after file with the modules already loaded (decision 030):
    // a fresh process per file spent more time loading the app's modules than testing. Tests
    // share no state through modules: each builds its own app on its own database clone. A
    // file that mocks a module loads its modules anew (the setup file). The root config's
    // `poolOptions.forks.isolate` is what the pool reads; this one says the same.
    isolate: false,
    setupFiles: ['../../scripts/vitest-fresh-modules.mjs'],
    // beforeAll builds an app: on a 2-core machine shared with other builds, a minute was not
    // always enough (decision 030). A limit on waiting, not a timed assertion.
    hookTimeout: 180_000,
  },
});
