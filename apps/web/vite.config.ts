import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { localeFiles } from './scripts/locale-files';

const API_TARGET = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/wps', '/lgw', '/ops', '/media', '/docs', '/healthz'];

/**
 * Libraries every screen needs go into one long-cached vendor chunk. Only single-module ones
 * (React, react-dom, the scheduler, react-router's one bundle): a manual chunk takes every
 * module of a package that any chunk uses, so TanStack Query's infinite queries and mutations,
 * which only later screens use, went into the first load with it (0.4 KB gzip). TanStack is
 * chunked like the app's own code.
 */
const VENDOR_PACKAGES = [
  '/node_modules/react/',
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
  '/node_modules/react-router/',
];

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);

/**
 * react-router declares `var Form = React.forwardRef(…)` without a pure annotation and then sets
 * `Form.displayName`, so every bundle keeps <Form> with useSubmit, useFormAction and the form
 * submission code (about 3.7 KB raw, 1.2 KB gzip on home), though the app renders no <Form>.
 * forwardRef only wraps its argument: marked pure and without the displayName (read by React
 * DevTools only), an unused Form drops out. Build only; a react-router whose code no longer
 * matches is reported, not broken (decision 037).
 */
function dropUnusedRouterForm(): Plugin {
  const DECLARATION = /^var Form = (React\d*)\.forwardRef\(/m;
  const DISPLAY_NAME = /^Form\.displayName = "Form";$/m;
  return {
    name: 'nova-drop-unused-router-form',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/') || !code.includes('var Form =')) {
        return null;
      }
      if (!DECLARATION.test(code) || !DISPLAY_NAME.test(code)) {
        this.warn('react-router changed: <Form> is no longer marked pure (decision 037)');
        return null;
      }
      const marked = code
        .replace(DECLARATION, 'var Form = /* @__PURE__ */ $1.forwardRef(')
        .replace(DISPLAY_NAME, '');
      return { code: marked, map: null };
    },
  };
}

/**
 * The entry starts the app in a second task (src/main.tsx) with a dynamic import, which Vite would
 * fetch only once the entry has run. This links it in index.html like the entry's static imports:
 * a modulepreload for its chunks and a stylesheet for their CSS, so everything downloads at once
 * and Vite's loader, finding the links, adds none later (a stylesheet added after the first paint
 * restyles the whole page). Only the entry's own dynamic imports are such boot stages; the
 * routes' and modals' chunks are imported from other modules.
 */
function bootStagePreloads(): Plugin {
  return {
    name: 'nova-boot-stage-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk } = context;
        if (!bundle || !chunk) return html;
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (file: string) => {
          const output = bundle[file];
          if (js.has(file) || output?.type !== 'chunk') return;
          js.add(file);
          for (const sheet of output.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const imported of output.imports) visit(imported);
        };
        for (const stage of chunk.dynamicImports) visit(stage);
        const links = [
          ...[...js]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...css]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', `${links.map((link) => `${link}\n  `).join('')}</head>`);
      },
    },
  };
}

const CONFIG = {
  plugins: [
    react(),
    dropUnusedRouterForm(),
    bootStagePreloads(),
    localeFiles(fileURLToPath(new URL('./src/locales', import.meta.url))),
  ],
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
    // The server render links the CSS and modules of the lazy chunks it used (plugins/ssr.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // Chunks and assets by content hash alone: the entry chunk names every chunk it may load
        // (Vite's preload lists, the dynamic imports), and their descriptive names were about
        // 0.9 KB gzip of it on home. The manifest and the source maps still name the sources
        // (decision 037, session 24).
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        manualChunks(id) {
          if (VENDOR_PACKAGES.some((pkg) => id.includes(pkg))) return 'vendor';
          // The entry needs the helper for its import of app/start: in the vendor chunk, the
          // entry's one static import, it costs no chunk of its own (src/main.tsx).
          if (id.includes('vite/preload-helper')) return 'vendor';
          return undefined;
        },
      },
    },
  },
} satisfies UserConfig;

/**
 * The server render's build (`vite build --ssr`, decision 035 session 22): Node code that imports
 * React, react-router and TanStack from node_modules at run time; not minified, no chunks of its
 * own choosing.
 */
const SSR_BUILD = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: true,
  minify: false,
  manifest: false,
  rollupOptions: { input: 'src/entry-server.tsx', output: { manualChunks: undefined } },
} satisfies UserConfig['build'];

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV the shell has (the README lists
  // NODE_ENV=development as the server's default, and `npm start` builds first): Vite takes
  // React's development build, about 70 KB gzip more on home and far slower, whenever NODE_ENV
  // says development. Vite reads NODE_ENV after loading this file, so setting it here decides.
  // The server's mode is its own matter (its process never loads this file).
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (command !== 'build') return CONFIG;
  if (isSsrBuild) return { ...CONFIG, build: SSR_BUILD };
  return {
    ...CONFIG,
    resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
  };
});
