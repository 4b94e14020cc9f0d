/**
 * `npm run i18n:check`: lists, per language of @nova/contracts/languages, the keys missing
 * against English, shipped languages first (`-- --all` lists every key of unshipped ones too).
 * Fails only when a shipped language misses keys.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@nova/contracts/languages';
import { completenessReport, type LocaleTable } from '../src/lib/i18n-completeness.ts';

const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

function readTable(): LocaleTable {
  const table: LocaleTable = {};
  for (const locale of readdirSync(LOCALES_DIR)) {
    const dir = join(LOCALES_DIR, locale);
    if (!statSync(dir).isDirectory()) continue;
    const bundle: Record<string, unknown> = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      bundle[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
    table[locale] = bundle;
  }
  return table;
}

const reports = completenessReport(LANGUAGES, readTable());
let failed = false;
for (const { language, missing, missingCount } of reports) {
  const tag = `${language.code} (${language.locale}${language.shipped ? ', shipped' : ''})`;
  if (missingCount === 0) {
    console.log(`✔ ${tag}: complete`);
    continue;
  }
  if (language.shipped) failed = true;
  console.log(`${language.shipped ? '✖' : '…'} ${tag}: ${missingCount} missing`);
  if (language.shipped) {
    for (const [namespace, keys] of Object.entries(missing)) {
      for (const key of keys) console.log(`    ${namespace}:${key}`);
    }
  } else if (process.argv.includes('--all')) {
    for (const [namespace, keys] of Object.entries(missing)) {
      console.log(`    ${namespace}: ${keys.join(', ')}`);
    }
  } else {
    const namespaces = Object.entries(missing).map(([ns, keys]) => `${ns} ${keys.length}`);
    console.log(`    ${namespaces.join(', ')}`);
  }
}
if (failed) {
  console.error('\nShipped languages must be complete: add the keys listed above.');
  process.exit(1);
}
