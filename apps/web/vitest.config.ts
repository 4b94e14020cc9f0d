import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeDefine } from './scripts/locale-files';

export default defineConfig({
  plugins: [react()],
  define: localeDefine(fileURLToPath(new URL('./src/locales', import.meta.url))),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Each file in a fresh worker thread with its own jsdom window and modules (decision 030):
    // React and Testing Library bind to the window they were loaded under, so files cannot
    // share them. (The forks pool shares modules between files: the server's.)
    pool: 'threads',
    // A bound on a hang, not a speed assertion (speed is measured in bench/): on a loaded 2-core
    // machine a jsdom test that renders a whole screen and waits on its queries went past
    // vitest's 5 s default.
    testTimeout: 15_000,
  },
});
