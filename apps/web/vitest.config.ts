import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest-fresh-modules.mjs', './src/test/setup.ts'],
    // Files share one worker's loaded modules (decision 030): the setup file cleans the DOM and
    // storage after every test, vitest restores spies between files, and a file that mocks a
    // module loads its modules anew (scripts/vitest-fresh-modules.mjs).
    isolate: false,
  },
});
