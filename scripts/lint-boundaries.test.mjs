import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` runs dependency-cruiser with the repository's rules (decision 031). These
// tests run the same command, with the same config, on a small fixture tree laid out like the
// repository, and check that a wrong arrow fails it with the rule's name.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const run = promisify(execFile);

/** Lays out `files` under a fresh directory and lints it; the exit code and the report. */
async function lint(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await writeFile(
    join(dir, 'tsconfig.base.json'),
    '{"compilerOptions":{"allowImportingTsExtensions":true}}',
  );
  try {
    const { stdout } = await run(
      process.execPath,
      [DEPCRUISE, 'apps', 'packages', '--config', CONFIG],
      {
        cwd: dir,
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

const CLEAN = {
  'apps/server/src/features/brand/brand.repository.ts': 'export const getBrand = () => 1;\n',
  'apps/server/src/features/brand/brand.service.ts':
    "import { getBrand } from './brand.repository.ts';\nexport const brand = () => getBrand();\n",
  'apps/server/src/features/games/games.service.ts':
    "import { brand } from '../brand/brand.service.ts';\nexport const games = () => brand();\n",
  'packages/contracts/src/money.ts': 'export const ZERO = 0n;\n',
};

describe.concurrent('npm run lint: import boundaries (decision 031)', () => {
  let base;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'nova-boundaries-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('passes a tree that keeps to the rules', async () => {
    const result = await lint(join(base, 'clean'), CLEAN);
    expect(result.output).toContain('no dependency violations found');
    expect(result.code).toBe(0);
  });

  it("fails on an import into another feature's repository", async () => {
    const result = await lint(join(base, 'repository'), {
      ...CLEAN,
      'apps/server/src/features/games/games.service.ts':
        "import { getBrand } from '../brand/brand.repository.ts';\nexport const games = () => getBrand();\n",
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      /error server-feature-internals: apps\/server\/src\/features\/games\/games\.service\.ts → apps\/server\/src\/features\/brand\/brand\.repository\.ts/,
    );
  });

  it('fails on an import cycle, type-only imports included', async () => {
    const result = await lint(join(base, 'cycle'), {
      ...CLEAN,
      'packages/contracts/src/a.ts':
        "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'packages/contracts/src/b.ts':
        "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/error no-circular: packages\/contracts\/src\/(a|b)\.ts/);
  });

  it('fails when a service imports fastify', async () => {
    const result = await lint(join(base, 'fastify'), {
      ...CLEAN,
      'node_modules/fastify/package.json':
        '{"name":"fastify","main":"fastify.js","types":"fastify.d.ts"}',
      'node_modules/fastify/fastify.js': 'module.exports = {};\n',
      'node_modules/fastify/fastify.d.ts': 'export interface FastifyInstance { db: unknown }\n',
      'apps/server/src/features/games/games.service.ts':
        "import type { FastifyInstance } from 'fastify';\nexport const games = (app: FastifyInstance) => app.db;\n",
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      /error server-service-no-fastify: apps\/server\/src\/features\/games\/games\.service\.ts/,
    );
  });

  it('fails when a package imports an app', async () => {
    const result = await lint(join(base, 'package'), {
      ...CLEAN,
      'packages/contracts/src/money.ts':
        "import { games } from '../../../apps/server/src/features/games/games.service.ts';\nexport const ZERO = games();\n",
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      /error packages-import-no-app: packages\/contracts\/src\/money\.ts/,
    );
  });

  it('fails when a back-office screen imports another screen, or a shared piece a screen', async () => {
    const result = await lint(join(base, 'admin'), {
      ...CLEAN,
      'apps/admin/src/features/members/member-status.ts': 'export const status = 1;\n',
      'apps/admin/src/features/payments/deposits.ts':
        "import { status } from '../members/member-status.ts';\nexport const d = status;\n",
      'apps/admin/src/lib/format.ts':
        "import { d } from '../features/payments/deposits.ts';\nexport const f = d;\n",
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      /error admin-feature-isolation: apps\/admin\/src\/features\/payments\/deposits\.ts → apps\/admin\/src\/features\/members\/member-status\.ts/,
    );
    expect(result.output).toMatch(
      /error admin-shared-imports-no-feature: apps\/admin\/src\/lib\/format\.ts/,
    );
  });
});
