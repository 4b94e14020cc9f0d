import { defineConfig } from 'vitest/config';

// One `npm test` runs every project; `--project server` narrows to the server suite.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
