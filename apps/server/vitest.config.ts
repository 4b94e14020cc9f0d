import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One sandbox vendor process (apps/vendor-sandbox) for the run: createTestApp() uses it.
    globalSetup: ['src/test/vendor-sandbox.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
