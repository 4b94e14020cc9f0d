#!/usr/bin/env node
// Prints the gzip size of the JavaScript the home route loads before its first render. Run
// after `npm run build`. Three figures:
//   1. entry + static imports: the entry script of apps/web/dist/index.html plus every chunk it
//      preloads or imports statically (followed transitively);
//   2. home route: 1 plus the home page chunk (a lazy route, preloaded at boot on home) and its
//      static imports. Chunks it only `import()`s, such as the first-click modals, are
//      left out: they load after the first render;
//   3. home route with its text: 2 plus the default language's locale files the home screen
//      reads (i18next fetches them lazily, per namespace);
//   4. the back office (apps/admin/dist, its own build under /admin): its entry and the chunks
//      it imports statically, before the first screen's lazy chunk (issue 13).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 170; // decision 037
const DEFAULT_LOCALE = 'ms'; // spec §1: MY is the default language
const HOME_NAMESPACES = ['common', 'errors', 'layout', 'home'];

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?([^"]+\.js)"/g)].map(
  (m) => m[1],
);

// Follow static imports (`import ... from "./x.js"` / `import "./x.js"`), not dynamic import().
function withStaticImports(files, root = dist) {
  const found = new Set(files);
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    const code = readFileSync(join(root, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const m of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      const target = dir + m[1].slice(2);
      if (!found.has(target)) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  return found;
}

function gzipSize(file, root = dist) {
  const buf = readFileSync(join(root, file));
  return { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
}

function report(label, files, note = '', root = dist, target = TARGET_KB) {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const size = gzipSize(file, root);
    raw += size.raw;
    gz += size.gz;
  }
  console.log(
    `${label}: ${(gz / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw), ${files.size} files${target ? `; target < ${target} KB gzip` : ''}${note}`,
  );
}

function printRows(files, marker = () => '') {
  for (const file of [...files].sort()) {
    const { raw, gz } = gzipSize(file);
    console.log(
      `${(gz / 1024).toFixed(1).padStart(8)} KB gz  ${(raw / 1024).toFixed(1).padStart(8)} KB  ${file}${marker(file)}`,
    );
  }
}

// Issue 12: a build made with NODE_ENV=development once shipped React's development build. The
// string below only exists in react-dom's development build; refuse to measure such a dist.
const DEV_BUILD_MARKER = 'Download the React DevTools';
const devChunks = readdirSync(join(dist, 'assets')).filter(
  (name) =>
    name.endsWith('.js') &&
    readFileSync(join(dist, 'assets', name), 'utf8').includes(DEV_BUILD_MARKER),
);
if (devChunks.length > 0) {
  console.error(`React's development build in ${devChunks.join(', ')}: not a production build`);
  process.exit(1);
}

const initial = withStaticImports(entry);

// Chunks are named by hash alone: the manifest knows which one holds the home page.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const homePages = Object.values(manifest).filter((chunk) => chunk.name === 'home-page');
if (homePages.length !== 1) throw new Error(`expected one home-page chunk, found ${homePages}`);
const homePage = homePages[0].file;
const homeRoute = withStaticImports([...initial, homePage]);

// The locale files are static JSON under one version directory (apps/web/scripts/locale-files.ts).
const versions = readdirSync(join(dist, 'assets', 'locales'));
if (versions.length !== 1) throw new Error(`expected one locale version, found ${versions}`);
const localeFiles = HOME_NAMESPACES.map(
  (ns) => `assets/locales/${versions[0]}/${DEFAULT_LOCALE}/${ns}.json`,
);
const withText = new Set([...homeRoute, ...localeFiles]);

printRows(withText, (file) =>
  initial.has(file) ? '' : localeFiles.includes(file) ? '  (locale)' : '  (home route)',
);
report('entry + static imports', initial);
report('home route initial JS', homeRoute, ' (entry + home page chunk, static imports)');
report(
  'home route initial JS + text',
  withText,
  ` (+ ${DEFAULT_LOCALE} ${HOME_NAMESPACES.join(', ')})`,
);

// The back office: a separate build; the player site never references it.
const adminDist = new URL('../apps/admin/dist/', import.meta.url).pathname;
let adminHtml = null;
try {
  adminHtml = readFileSync(join(adminDist, 'index.html'), 'utf8');
} catch {
  console.log('back office: apps/admin/dist not built (npm run build)');
}
if (adminHtml) {
  const adminEntry = [
    ...adminHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/admin\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const adminInitial = withStaticImports(adminEntry, adminDist);
  report(
    'back office initial JS',
    adminInitial,
    ' (apps/admin entry + static imports)',
    adminDist,
    0,
  );
  // The operator's language is one chunk fetched before the first render (apps/admin
  // lib/i18n.ts): English is the one holding the sign-in form's label.
  const englishStrings = readdirSync(join(adminDist, 'assets'))
    .map((file) => `assets/${file}`)
    .filter((file) => file.endsWith('.js') && !adminInitial.has(file))
    .filter((file) => readFileSync(join(adminDist, file), 'utf8').includes('Authenticator code'));
  if (englishStrings.length !== 1)
    throw new Error(`back office English strings: ${englishStrings}`);
  report(
    'back office initial JS + English strings',
    new Set([...adminInitial, ...englishStrings]),
    ' (+ the one language chunk fetched before the first render)',
    adminDist,
    0,
  );
  const webFiles = readdirSync(join(dist, 'assets'));
  const shared = [...adminInitial].filter((file) => webFiles.includes(file.replace('assets/', '')));
  if (shared.length > 0) throw new Error(`the player site ships back-office files: ${shared}`);
}
