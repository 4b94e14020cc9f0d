import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share one worker's loaded modules (decision 030); the setup file cleans the DOM,
    // storage and mocks after every test.
    isolate: false,
  },
});
