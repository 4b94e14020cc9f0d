import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/**
 * The back office (issue 13): its own build, served by the API server under /admin
 * (apps/server/src/plugins/web.ts). Nothing here is part of the player site's bundle. Chunks and
 * assets are named by their hash (decision 037); each screen is its own chunk.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: Object.fromEntries(['/ops', '/media'].map((prefix) => [prefix, API_TARGET])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // One chunk per language (core strings and every screen's section): only the
        // operator's language is fetched (lib/i18n.ts).
        manualChunks(id) {
          const locale = id.match(/\/locales\/(?:([^/]+)\/[^/]+|([^/]+))\.json$/);
          return locale ? `locale-${locale[1] ?? locale[2]}` : undefined;
        },
      },
    },
  },
});
