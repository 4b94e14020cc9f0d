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
    hookTimeout: 60_000,
  },
});
