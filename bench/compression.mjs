#!/usr/bin/env node
// Prints the bytes a running server sends for what home loads first: the HTML shell, the entry
// scripts and stylesheets it names (and their modulepreloads), asked for with no
// Accept-Encoding, with gzip, and with brotli (decision 033). Also one large JSON answer.
//   node bench/compression.mjs [base-url]      (default http://localhost:3000)
import { request } from 'node:http';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');

function get(path, encoding) {
  return new Promise((resolve, reject) => {
    const headers = { accept: '*/*' };
    if (encoding) headers['accept-encoding'] = encoding;
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'] ?? 'identity',
          vary: res.headers.vary ?? '',
          cache: res.headers['cache-control'] ?? '',
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const shell = (await get('/', undefined)).bytes.toString('utf8');
// A server-rendered page names the entry and the modules it loads after the first paint in its
// boot script's data attributes (apps/server/src/plugins/ssr.ts), not in links.
const entry = /data-nova-entry="([^"]+)"/.exec(shell)?.[1];
const afterPaint = (/data-nova-preload="([^"]*)"/.exec(shell)?.[1] ?? '')
  .split(' ')
  .filter(Boolean)
  .map((file) => `/${file}`);
const files = [
  ...new Set([
    ...[...shell.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1],
    ),
    ...(entry ? [entry] : []),
    ...afterPaint,
  ]),
];
const paths = ['/', ...files, '/wps/system/permission'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
const totals = { raw: 0, gzip: 0, br: 0 };
console.log(
  `${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  path (encoding sent for br; cache-control)`,
);
for (const path of paths) {
  const [raw, gz, br] = await Promise.all([get(path), get(path, 'gzip'), get(path, 'br, gzip')]);
  totals.raw += raw.bytes.length;
  totals.gzip += gz.bytes.length;
  totals.br += br.bytes.length;
  console.log(
    `${kb(raw.bytes.length)} ${kb(gz.bytes.length)} ${kb(br.bytes.length)}  ${path} (${br.encoding}; vary ${br.vary || '-'}; ${br.cache || '-'})`,
  );
}
console.log(`${kb(totals.raw)} ${kb(totals.gzip)} ${kb(totals.br)}  total on the wire`);
