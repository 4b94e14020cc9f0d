import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Routes never compressed on the fly: the web build's files (plugins/web.ts serves their
 * precompressed .br/.gz twins, written at build time), the realtime socket, and the partners'
 * server-to-server callbacks (small signed JSON on the hottest path; decision 033).
 */
const UNCOMPRESSED_PREFIXES = ['/vendor/wallet/', '/payment/callback/', '/wps/realtime'];
const UNCOMPRESSED_ROUTES = new Set(['/*']);

/**
 * Response compression (issue 12, decision 033): brotli or gzip by Accept-Encoding, for
 * compressible types (JSON, text, SVG) above COMPRESS_THRESHOLD_BYTES, with `Vary:
 * accept-encoding`. Images are already compressed and stay as they are. Request bodies are never
 * decompressed (a small gzip body could expand past the body limit before a signature check).
 * Registered before every route: the plugin attaches itself to each route as it is declared.
 */
export const compressionPlugin = fp(
  async (app) => {
    // Before @fastify/compress's own onRoute hook, which reads the route's `compress` option.
    app.addHook('onRoute', (route) => {
      const url = route.url;
      if (UNCOMPRESSED_ROUTES.has(url) || UNCOMPRESSED_PREFIXES.some((p) => url.startsWith(p))) {
        Object.assign(route, { compress: false });
      }
    });
    await app.register(compress, {
      globalCompression: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4: near gzip-9 sizes at a fraction of quality 11's CPU, for dynamic answers.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
