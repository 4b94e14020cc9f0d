import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

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

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);

const CONFIG = {
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
    // terser: a few KB gzip smaller than esbuild's minifier on home, for seconds more build
    // time (decision 037).
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 2 },
    },
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
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell has (the README lists
  // NODE_ENV=development as the server's default, and `npm start` builds first): Vite takes
  // React's development build, about 70 KB gzip more on home and far slower, whenever NODE_ENV
  // says development. Vite reads NODE_ENV after loading this file, so setting it here decides.
  // The server's mode is its own matter (its process never loads this file).
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (command !== 'build') return CONFIG;
  return {
    ...CONFIG,
    resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
  };
});
