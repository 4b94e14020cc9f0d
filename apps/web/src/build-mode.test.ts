import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_DIR = dirname(__dirname);
const NODE_ENVS = ['development', 'test', 'production', '(unset)'];

/**
 * Resolves the web app's Vite config for `vite build` once per NODE_ENV, in a plain Node process
 * (esbuild, which loads vite.config.ts, refuses to run under jsdom). Returns, per NODE_ENV, what
 * decides React's build: Vite's isProduction and the NODE_ENV the bundle is compiled with.
 */
function resolvedBuilds(): Record<string, { isProduction: boolean; nodeEnv: string }> {
  const script = `
    import { resolveConfig } from 'vite';
    const out = {};
    for (const nodeEnv of ${JSON.stringify(NODE_ENVS)}) {
      if (nodeEnv === '(unset)') delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      const config = await resolveConfig({ logLevel: 'silent' }, 'build');
      out[nodeEnv] = { isProduction: config.isProduction, nodeEnv: process.env.NODE_ENV };
    }
    console.log(JSON.stringify(out));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: WEB_DIR,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

/**
 * Issue 12: `npm start` with NODE_ENV=development (the server's documented default) built the
 * site with React's development build. The web build is a production build whatever NODE_ENV
 * says; bench/bundle-size.mjs also refuses a dist holding React's development build.
 */
describe('web build mode', () => {
  it('builds production assets whatever NODE_ENV says', { timeout: 60_000 }, () => {
    const production = { isProduction: true, nodeEnv: 'production' };
    expect(resolvedBuilds()).toEqual(Object.fromEntries(NODE_ENVS.map((e) => [e, production])));
  });
});
