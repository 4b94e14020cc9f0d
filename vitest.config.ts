import { defineConfig } from 'vitest/config';

// One `npm test` runs every project; `--project server` narrows to the server suite.
export default defineConfig({
  test: {
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
