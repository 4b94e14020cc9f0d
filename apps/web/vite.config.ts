import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/wps', '/lgw', '/ops', '/media', '/docs', '/healthz'];

/** Libraries every screen needs go into one long-cached vendor chunk. */
const VENDOR_PACKAGES = [
  '/node_modules/react/',
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
  '/node_modules/react-router/',
  '/node_modules/@tanstack/',
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The member's event connection (WebSocket); listed first, before the /wps prefix. The
      // Host header is kept, so the server's same-origin check sees the page's own origin.
      '/wps/realtime': { target: API_TARGET, changeOrigin: false, ws: true },
      ...Object.fromEntries(
        PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
      ),
    },
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every es2022 browser supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (id.includes('/node_modules/swiper/')) return 'swiper';
          if (VENDOR_PACKAGES.some((pkg) => id.includes(pkg))) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
