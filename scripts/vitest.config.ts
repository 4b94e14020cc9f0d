import { defineConfig } from 'vitest/config';

// Tests of the repository's tooling (the lint boundaries of decision 031).
export default defineConfig({
  test: {
    name: 'tooling',
    include: ['**/*.test.mjs'],
    testTimeout: 120_000,
  },
});
