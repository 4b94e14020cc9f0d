import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'games-math', include: ['src/**/*.test.ts'] },
});
