import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInMember } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  chunkAssets,
  compose,
  headAssets,
  type SsrEntry,
  type SsrResult,
  serializeState,
} from './ssr.ts';

/** The shape of the built index.html around the root (apps/web/index.html). */
const SHELL =
  '<!doctype html><html lang="ms" dir="ltr"><head><title>t</title></head><body><div id="root"><div class="boot-cover" aria-hidden="true"><img src="/x.svg" alt="" /></div></div></body></html>';
const WEB = new URL('../../../web/', import.meta.url).pathname;
const html = { accept: 'text/html' };

const dist = mkdtempSync(join(tmpdir(), 'nova-ssr-web-'));
writeFileSync(join(dist, 'index.html'), SHELL);

function stateOf(body: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="nova-ssr-state">(.*?)<\/script>/s.exec(body);
  if (!match?.[1]) throw new Error('no server state in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

function queryData(state: Record<string, unknown>, key: string): unknown {
  const queries = (
    state.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
  ).queries;
  return queries.find((query) => JSON.stringify(query.queryKey).includes(key))?.state.data;
}

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('server render with the web build', () => {
  // The real entry, built for this file next to the server's node_modules (its imports of
  // React and react-router resolve from there).
  const out = join(WEB, '..', 'server', 'node_modules', `.ssr-test-${process.pid}`);
  let t: TestApp;
  beforeAll(async () => {
    execFileSync(
      process.execPath,
      [
        join(WEB, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--ssr',
        '--outDir',
        out,
        '--logLevel',
        'error',
      ],
      {
        cwd: WEB,
        stdio: 'inherit',
      },
    );
    t = await createTestApp({ webDistDir: dist, webSsrEntry: join(out, 'entry-server.js') });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('renders home for a visitor: banners and jackpot in the HTML, private cache', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('data-testid="banner-carousel"');
    expect(res.body).toContain('data-testid="jackpot-counter"');
    expect(res.body).not.toContain('boot-cover');
    const state = stateOf(res.body);
    expect(queryData(state, 'memberInfo')).toBeNull();
    expect(state.chunks).toContain('src/features/home/components/home-page.tsx');
  });

  it('renders the member their own session', async () => {
    const member = await loggedInMember(t.app);
    const res = await t.app.inject({ url: '/', headers: { ...html, cookie: member.cookie } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(queryData(stateOf(res.body), 'memberInfo')).toMatchObject({ account: member.account });
    const visitor = await t.app.inject({ url: '/', headers: html });
    expect(visitor.body).not.toContain(member.account);
  });

  it('renders in the language of the nova_lang cookie', async () => {
    const res = await t.app.inject({ url: '/', headers: { ...html, cookie: 'nova_lang=EN' } });
    expect(res.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(stateOf(res.body).language).toBe('EN');
  });

  it("learns a visitor's screen: the next visitor's render takes one pass, a member's does not", async () => {
    const entry = (await import(join(out, 'entry-server.js'))) as SsrEntry;
    const member = await loggedInMember(t.app);
    const renderAs = (cookie?: string) =>
      entry.render({
        url: '/index',
        languageCookie: null,
        userAgent: 'test',
        signal: new AbortController().signal,
        transport: async (input, init) => {
          const answer = await t.app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url: String(input),
            headers: cookie ? { cookie } : {},
            payload: typeof init?.body === 'string' ? init.body : undefined,
          });
          return new Response(answer.rawPayload, { status: answer.statusCode });
        },
      });
    const first = await renderAs();
    const second = await renderAs();
    // Home's blocks ask for their data as they render: a screen never seen takes passes.
    expect(first?.passes).toBeGreaterThan(1);
    expect(second?.passes).toBe(1);
    expect(second?.html).toContain('data-testid="hot-carousel"');
    expect(second?.html).toContain('data-testid="jackpot-counter"');
    // Nothing a member's render found is kept for anyone.
    expect((await renderAs(member.cookie))?.passes).toBeGreaterThan(1);
    expect((await renderAs(member.cookie))?.passes).toBeGreaterThan(1);
  });

  it('leaves other screens to the browser', async () => {
    const res = await t.app.inject({ url: '/member', headers: html });
    expect(res.body).toContain('boot-cover');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

function result(state: Record<string, unknown> = {}): SsrResult {
  return { html: '<main>rendered</main>', lang: 'en', dir: 'ltr', state: { chunks: [], ...state } };
}

async function appWith(entry: SsrEntry, options: { timeoutMs?: number; maxWaiting?: number } = {}) {
  return createTestApp({ webDistDir: dist }, { ssr: { entry, ...options } });
}

describe('server render fallbacks', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('escapes < in the state, so no </script> closes it', async () => {
    const t = await appWith({
      render: async () => result({ note: '</script><script>alert(1)</script>' }),
    });
    apps.push(t);
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.body).toContain('<main>rendered</main>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(stateOf(res.body).note).toBe('</script><script>alert(1)</script>');
  });

  it('sends the plain shell when the render throws', async () => {
    const t = await appWith({
      render: async () => {
        throw new Error('render bug');
      },
    });
    apps.push(t);
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain shell when the render is late, and renders no two at once', async () => {
    let running = 0;
    let most = 0;
    let lateSettled: () => void = () => {};
    const settled = new Promise<void>((resolve) => {
      lateSettled = resolve;
    });
    const t = await appWith(
      {
        render: async ({ url }) => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, url === '/home' ? 600 : 50));
          running -= 1;
          if (url === '/home') lateSettled();
          return result();
        },
      },
      { timeoutMs: 300 },
    );
    apps.push(t);
    const late = await t.app.inject({ url: '/home', headers: html });
    expect(late.body).toBe(SHELL);
    expect(late.headers['cache-control']).toBe('no-cache');
    // The late render still holds the queue until it settles: the next ones start after it.
    await settled;
    const [a, b] = await Promise.all([
      t.app.inject({ url: '/', headers: html }),
      t.app.inject({ url: '/', headers: html }),
    ]);
    expect(a.body).toContain('<main>rendered</main>');
    expect(b.body).toContain('<main>rendered</main>');
    expect(most).toBe(1);
  });

  it('sends the plain shell at once when too many wait', async () => {
    const t = await appWith(
      {
        render: async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return result();
        },
      },
      { maxWaiting: 2, timeoutMs: 5_000 },
    );
    apps.push(t);
    const pages = await Promise.all(
      [1, 2, 3, 4].map(() => t.app.inject({ url: '/', headers: html })),
    );
    // One renders, two wait, the fourth gets the shell at once.
    const rendered = pages.filter((page) => page.body.includes('<main>rendered</main>'));
    expect(rendered).toHaveLength(3);
    expect(pages.filter((page) => page.body === SHELL)).toHaveLength(1);
  });
});

describe('state and links', () => {
  it('serializes the state without a raw <', () => {
    expect(serializeState({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
  });

  it("inlines the CSS of the chunks used and lists their modules, less the entry's", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        css: ['assets/index.css'],
        imports: ['_vendor.js'],
        // The boot stages (main.tsx), which index.html links like the entry's own imports.
        dynamicImports: ['src/app/start.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/app/start.tsx': {
        file: 'assets/start.js',
        css: ['assets/start.css'],
        imports: ['_vendor.js'],
      },
      'src/home.tsx': {
        file: 'assets/home.js',
        css: ['assets/home.css'],
        imports: ['_vendor.js', '_grid.js', 'src/app/start.tsx'],
      },
      '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'] },
    };
    const assets = chunkAssets(['src/home.tsx'], manifest);
    // The boot stage's CSS first (inlined in place of index.html's link), and no stage module.
    expect(assets).toEqual({
      css: ['assets/start.css', 'assets/home.css', 'assets/grid.css'],
      js: ['assets/home.js', 'assets/grid.js'],
    });
    const head = headAssets(assets, '.a{color:red}</style><script>');
    expect(head).toContain('<style data-ssr-chunks>.a{color:red}<\\/style><script></style>');
    expect(head).toContain('<link rel="stylesheet" disabled crossorigin href="/assets/home.css">');
  });

  it("loads the app's modules after the first paint, with the lazy parts'", () => {
    const shell = [
      '<html lang="en"><head>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<link rel="modulepreload" crossorigin href="/assets/start.js">',
      '<link rel="stylesheet" crossorigin href="/assets/start.css">',
      '</head><body><div id="root"><div class="boot-cover"></div></div></body></html>',
    ].join('\n');
    const result = {
      html: '<main>home</main>',
      lang: 'en',
      dir: 'ltr',
      state: { chunks: [] },
    } as unknown as SsrResult;
    const assets = { css: ['assets/start.css'], js: ['assets/home.js'] };
    const page = compose(shell, result, assets, '.start{}') ?? '';
    // Nothing but the stylesheet and the starter script in the head: no module competes with
    // the first paint's stylesheets, fonts and banner.
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    // The boot stage's stylesheet is inlined, and named by a link the browser does not fetch.
    expect(page).toContain('<style data-ssr-chunks>.start{}</style>');
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/start.css">');
    expect(page).toContain('<link rel="stylesheet" disabled crossorigin href="/assets/start.css">');
    expect(page).toContain(
      '<script type="module" src="/hydrate-after-paint.js" data-nova-entry="/assets/index.js" data-nova-preload="assets/react.js assets/start.js assets/home.js"></script>',
    );
    expect(page).toContain('<div id="root"><main>home</main></div>');
  });
});
