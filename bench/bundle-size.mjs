#!/usr/bin/env node
// Prints the gzip size of the JavaScript the home route loads before first render:
// the entry script of apps/web/dist/index.html plus every chunk it preloads or imports
// statically (followed transitively). Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set();
for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?([^"]+\.js)"/g))
  initial.add(m[1]);

// Follow static imports (`import ... from "./x.js"` / `import "./x.js"`), not dynamic import().
const queue = [...initial];
while (queue.length > 0) {
  const file = queue.pop();
  const code = readFileSync(join(dist, file), 'utf8');
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  for (const m of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    const target = dir + m[1].slice(2);
    if (!initial.has(target)) {
      initial.add(target);
      queue.push(target);
    }
  }
}

let raw = 0;
let gz = 0;
const rows = [];
for (const file of [...initial].sort()) {
  const buf = readFileSync(join(dist, file));
  const z = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += z;
  rows.push(
    `${(z / 1024).toFixed(1).padStart(8)} KB gz  ${(buf.length / 1024).toFixed(1).padStart(8)} KB  ${file}`,
  );
}
console.log(rows.join('\n'));
console.log(
  `home route initial JS: ${(gz / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw), ${initial.size} files; target < 200 KB gzip`,
);
