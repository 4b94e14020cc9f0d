#!/usr/bin/env node
// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
// of a browser app's build (`node scripts/precompress.mjs <dist>`: the player site, the back
// office), so the server sends them by Accept-Encoding without compressing per request
// (apps/server/src/plugins/web.ts, decision 033). Files under MIN_BYTES are left alone: a
// compressed copy would save less than a packet. Run by the build of @nova/web and @nova/admin.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const MIN_BYTES = 1024;
const EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const dist = resolve(process.argv[2] ?? 'dist');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function compress(path) {
  const raw = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return { raw: raw.length, br: br.length, gz: gzipped.length };
}

const totals = { files: 0, raw: 0, br: 0, gz: 0 };
for await (const path of files(dist)) {
  if (!EXTENSIONS.has(extname(path))) continue;
  if ((await stat(path)).size < MIN_BYTES) continue;
  const sizes = await compress(path);
  totals.files++;
  totals.raw += sizes.raw;
  totals.br += sizes.br;
  totals.gz += sizes.gz;
  if (process.env.PRECOMPRESS_VERBOSE) console.log(relative(dist, path), sizes);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `precompress: ${totals.files} files, ${kb(totals.raw)} raw -> ${kb(totals.gz)} gzip, ${kb(totals.br)} brotli`,
);
