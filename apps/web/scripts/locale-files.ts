/**
 * The locale files as static JSON (decision 037, session 24): `src/locales/<locale>/<ns>.json`
 * is served at `/assets/locales/<version>/<locale>/<ns>.json`, where `<version>` is a hash of
 * every locale file, so the files are cached for a year and a new translation gets a new path.
 * The app finds them from two constants (`__NOVA_LOCALES__`: the version and the locales that
 * have files), not from one loader per file: that map grew by one entry a file in the entry
 * chunk, about 14 times over once the 40 languages come.
 *
 * - Build: every locale directory gets a file for every namespace any locale has (`{}` where a
 *   namespace is not translated yet, so i18next falls back to English without a 404).
 * - Dev server: the same paths, read from `src/locales` on each request.
 * - The server render and the tests read the JSON through Vite's glob (`lib/bundled-locales.ts`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export interface LocaleFiles {
  version: string;
  locales: string[];
}

const URL_PREFIX = '/assets/locales/';
/** A locale directory and a namespace file, nothing that could leave `src/locales`. */
const SEGMENT = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const FILE = /^[a-z][a-z-]*\.json$/;

function readLocales(root: string) {
  const locales = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const namespaces = [
    ...new Set(
      locales.flatMap((locale) =>
        readdirSync(join(root, locale))
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -'.json'.length)),
      ),
    ),
  ].sort();
  const hash = createHash('sha256');
  const files: Array<{ locale: string; namespace: string; json: string }> = [];
  for (const locale of locales) {
    for (const namespace of namespaces) {
      const path = join(root, locale, `${namespace}.json`);
      // Minified: the files are parsed once, by JSON.parse, and nobody reads them in the build.
      const json = existsSync(path) ? JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))) : '{}';
      hash.update(`${locale}/${namespace}\0${json}\0`);
      files.push({ locale, namespace, json });
    }
  }
  return { locales, files, version: hash.digest('hex').slice(0, 10) };
}

/** The constants the app reads, for a config's `define` (the tests' config uses it too). */
export function localeDefine(root: string): Record<string, string> {
  const { version, locales } = readLocales(root);
  return { __NOVA_LOCALES__: JSON.stringify({ version, locales } satisfies LocaleFiles) };
}

export function localeFiles(root: string): Plugin {
  let ssr = false;
  return {
    name: 'nova-locale-files',
    config(_config, env) {
      ssr = Boolean(env.isSsrBuild);
      return { define: localeDefine(root) };
    },
    configureServer(server) {
      // `/assets/locales/<any version>/<locale>/<ns>.json`, read from the source on each request.
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(URL_PREFIX)) return next();
        const [, locale = '', file = ''] = path.slice(URL_PREFIX.length).split('/');
        if (!SEGMENT.test(locale) || !FILE.test(file) || !existsSync(join(root, locale))) {
          return next();
        }
        const source = join(root, locale, file);
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        // A namespace not translated yet: an empty bundle, as the build writes it.
        res.end(existsSync(source) ? readFileSync(source) : '{}');
      });
    },
    generateBundle() {
      if (ssr) return;
      const { version, files } = readLocales(root);
      for (const { locale, namespace, json } of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${URL_PREFIX.slice(1)}${version}/${locale}/${namespace}.json`,
          source: json,
        });
      }
    },
  };
}
