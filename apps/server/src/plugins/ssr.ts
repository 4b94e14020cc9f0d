import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, SERVER_STATE_ID } from '@nova/contracts/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The server render of the player site's first screen (decision 035, "Server-rendered first
 * screen (session 22)"). The web's entry-server module renders the page; its API calls go through
 * this app's own routes (`inject`) with the visitor's cookies and address, so the envelope, the
 * site gate and the permissions are the API's. Renders run one at a time (the web's module state
 * belongs to one render), at most MAX_WAITING wait, and a page not ready within the time-out is
 * the plain app shell: a render never fails a request.
 */

/** What apps/web/src/entry-server.tsx exports (kept structural: apps never import each other). */
export interface SsrEntry {
  render(input: {
    url: string;
    languageCookie: string | null;
    userAgent: string;
    transport: typeof fetch;
    signal: AbortSignal;
  }): Promise<SsrResult | null>;
}

export interface SsrResult {
  html: string;
  lang: string;
  dir: string;
  state: { chunks: string[] } & Record<string, unknown>;
  /** Passes over the tree the render took. */
  passes?: number;
}

export interface SsrPluginOptions {
  /** The render's budget from the request's arrival, waiting included. */
  timeoutMs?: number;
  /** Requests that may wait for the render in front of them; more get the shell at once. */
  maxWaiting?: number;
  /** Tests: the entry module instead of the built file. */
  entry?: SsrEntry;
}

export const SSR_TIMEOUT_MS = 4_000;
export const SSR_MAX_WAITING = 6;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app shell with the server-rendered first screen, or null for the plain shell. */
    renderAppPage(request: FastifyRequest, shell: string): Promise<string | null>;
  }
}

type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

export const ssrPlugin = fp<SsrPluginOptions>(
  async (app, options) => {
    const timeoutMs = options.timeoutMs ?? SSR_TIMEOUT_MS;
    const maxWaiting = options.maxWaiting ?? SSR_MAX_WAITING;
    const entryPath =
      app.config.webSsrEntry ?? join(dirname(app.config.webDistDir), 'dist-ssr', 'entry-server.js');
    const manifestPath = join(app.config.webDistDir, '.vite', 'manifest.json');
    let entry: Promise<SsrEntry | null> | null = options.entry
      ? Promise.resolve(options.entry)
      : null;
    let manifest: Promise<Manifest | null> | null = null;
    /** The render in progress (or the last one), settled or not: the next starts after it. */
    let queue: Promise<unknown> = Promise.resolve();
    let waiting = 0;

    function loadEntry(): Promise<SsrEntry | null> {
      entry ??= existsSync(entryPath)
        ? import(pathToFileURL(entryPath).href).then(
            (module: SsrEntry) => module,
            (error: unknown) => {
              app.log.error({ err: error }, 'ssr: the render module does not load');
              return null;
            },
          )
        : Promise.resolve(null);
      return entry;
    }

    function loadManifest(): Promise<Manifest | null> {
      manifest ??= readFile(manifestPath, 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        () => null,
      );
      return manifest;
    }

    /** Built stylesheets by file name: hashed names, so a file's text never changes. */
    const styles = new Map<string, Promise<string>>();
    async function readStyles(files: readonly string[]): Promise<string> {
      const texts = await Promise.all(
        files.map((file) => {
          let text = styles.get(file);
          if (!text) {
            text = readFile(join(app.config.webDistDir, file), 'utf8').catch(() => '');
            styles.set(file, text);
          }
          return text;
        }),
      );
      return texts.join('\n');
    }

    function transport(request: FastifyRequest): typeof fetch {
      return async (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const headers: Record<string, string> = {};
        new Headers(init?.headers).forEach((value, key) => {
          headers[key] = value;
        });
        if (request.headers.cookie) headers.cookie = request.headers.cookie;
        if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
        if (request.headers.host) headers.host = request.headers.host;
        const answer = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url,
          headers,
          remoteAddress: request.ip,
          payload: typeof init?.body === 'string' ? init.body : undefined,
        });
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(answer.headers)) {
          if (typeof value === 'string') responseHeaders.set(key, value);
        }
        return new Response(answer.rawPayload, {
          status: answer.statusCode,
          headers: responseHeaders,
        });
      };
    }

    async function renderOnce(
      request: FastifyRequest,
      module: SsrEntry,
      signal: AbortSignal,
    ): Promise<SsrResult | null> {
      const cookie = request.cookies?.[LANGUAGE_COOKIE] ?? null;
      return module.render({
        url: request.url,
        languageCookie: cookie,
        userAgent: request.headers['user-agent'] ?? '',
        transport: transport(request),
        signal,
      });
    }

    app.decorate('renderAppPage', async (request: FastifyRequest, shell: string) => {
      const started = performance.now();
      const module = await loadEntry();
      if (!module) return null;
      if (waiting >= maxWaiting) {
        request.log.warn({ waiting }, 'ssr: queue full, plain shell');
        return null;
      }
      waiting += 1;
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      // The next render starts only once this one has settled, whatever the visitor got: two
      // renders must never share the web's module state.
      const turn = queue.then(() => {
        waiting -= 1;
        if (controller.signal.aborted) return null;
        return renderOnce(request, module, controller.signal);
      });
      queue = turn.catch(() => undefined);
      try {
        const outcome = await Promise.race([turn, timedOut]);
        if (outcome === 'timeout') {
          controller.abort();
          request.log.warn(
            { ms: Math.round(performance.now() - started) },
            'ssr: timed out, plain shell',
          );
          return null;
        }
        if (!outcome) return null;
        const assets = chunkAssets(outcome.state.chunks, await loadManifest());
        const page = compose(shell, outcome, assets, await readStyles(assets.css));
        if (!page) request.log.warn('ssr: the shell has no root to fill, plain shell');
        request.log.debug(
          { ms: Math.round(performance.now() - started), passes: outcome.passes },
          'ssr: rendered',
        );
        return page;
      } catch (error) {
        request.log.error({ err: error }, 'ssr: render failed, plain shell');
        return null;
      } finally {
        clearTimeout(timer);
      }
    });
  },
  { name: 'ssr', dependencies: ['context'] },
);

const ROOT = /<div id="root">[\s\S]*?<\/div><\/div>/;
const HINTS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/** The state as JSON inside a non-executed script: `<` escaped, so no `</script>` can close it. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The shell with the rendered root, the state, the language and the used chunks' assets. */
export function compose(
  shell: string,
  result: SsrResult,
  assets: ChunkAssets,
  styles: string,
): string | null {
  if (!ROOT.test(shell)) return null;
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeState(result.state)}</script>`;
  const lang = `<html lang="${escapeAttribute(result.lang)}" dir="${escapeAttribute(result.dir)}"`;
  // React writes the render's resource hints (the first banner's image preload) at the start of
  // its HTML: they go into the head, before the scripts.
  const hints = HINTS.exec(result.html)?.[0] ?? '';
  const body = result.html.slice(hints.length);
  // The app's own modules (the entry's imports and boot stages, which index.html preloads) load
  // after the first paint too, with the lazy parts': fetched from the head they competed with the
  // first banner's image (decision 035, session 23).
  const appModules = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const preload = [...appModules, ...assets.js].map(escapeAttribute).join(' ');
  return (
    shell
      .replace(/<html[^>]*?(?=>)/, lang)
      .replace('</head>', () => `${hints}${headAssets(assets, styles)}</head>`)
      .replace(ROOT, () => `<div id="root">${body}</div>${state}`)
      // The page paints without its scripts: the entry runs once the page has loaded and painted
      // (apps/web/public/hydrate-after-paint.js), and its modules load after the stylesheets,
      // fonts and images. Preloaded from the head, the lazy parts' modules (about 25 requests on
      // a phone's few connections) held the first banner back: LCP 3.37 s against 2.56 s.
      .replace(MODULE_PRELOAD, '')
      // A stage's stylesheet comes inlined (headAssets), named by its disabled link.
      .replace(STYLESHEET, (link: string, file: string) => (assets.css.includes(file) ? '' : link))
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_, entry: string) =>
          `<script type="module" src="/hydrate-after-paint.js" data-nova-entry="${entry}" data-nova-preload="${preload}"></script>`,
      )
  );
}

/** index.html's link to one of the app's stylesheets. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">\s*/g;

/** index.html's preload of one of the app's modules (Vite's and bootStagePreloads' links). */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;

export interface ChunkAssets {
  css: string[];
  js: string[];
}

/**
 * The lazy chunks' CSS inlined (one request less per stylesheet before the first paint, on a
 * phone's few connections). Each stylesheet is also named by a disabled link, which the browser
 * does not fetch: Vite's loader finds it when the client imports the chunk and adds no second
 * copy.
 */
export function headAssets(assets: ChunkAssets, styles: string): string {
  const inline = styles
    ? `<style data-ssr-chunks>${styles.replace(/<\/style/gi, '<\\/style')}</style>`
    : '';
  return [
    inline,
    ...assets.css.map(
      (file) => `<link rel="stylesheet" disabled crossorigin href="/${escapeAttribute(file)}">`,
    ),
  ].join('');
}

/**
 * CSS and modules of the lazy chunks the render used, less what the entry already loads; the CSS
 * of the entry's boot stages (main.tsx) first, which index.html links and the page inlines
 * instead (one render-blocking request less before the first paint).
 */
export function chunkAssets(chunks: readonly string[], manifest: Manifest | null): ChunkAssets {
  if (!manifest) return { css: [], js: [] };
  const entryFiles = new Set<string>();
  const bootFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    collect(manifest, key, entryFiles, new Set());
    for (const stage of chunk.dynamicImports ?? []) collect(manifest, stage, bootFiles, new Set());
  }
  const stageFiles = new Set([...bootFiles].filter((file) => !entryFiles.has(file)));
  const css = new Set([...stageFiles].filter((file) => file.endsWith('.css')));
  const js = new Set<string>();
  const seen = new Set<string>();
  for (const id of chunks) {
    const files = new Set<string>();
    collect(manifest, id, files, seen);
    for (const file of files) {
      if (entryFiles.has(file) || stageFiles.has(file)) continue;
      (file.endsWith('.css') ? css : js).add(file);
    }
  }
  return { css: [...css], js: [...js] };
}

function collect(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const file of chunk.css ?? []) files.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}
