import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PG_FLOOR, PG_FLOOR_FEATURES, PG_FLOOR_NAME } from './pg-floor.mjs';

// `npm run test:pg` runs only the floor on PostgreSQL (decision 030): a renamed directory or a
// new race test must not drop out of it silently.
const SERVER = join(dirname(fileURLToPath(import.meta.url)), '../apps/server');

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(SERVER, join(entry.parentPath, entry.name)));
}

const inFloor = (file) => PG_FLOOR.some((path) => file === path || file.startsWith(`${path}/`));

describe('the PostgreSQL floor', () => {
  it('names only paths that hold tests', () => {
    for (const path of PG_FLOOR) {
      expect(existsSync(join(SERVER, path)), path).toBe(true);
      const files = path.endsWith('.test.ts') ? [path] : testFiles(join(SERVER, path));
      expect(files.length, `${path} holds no test`).toBeGreaterThan(0);
    }
  });

  it('holds every race, crash and property test of the server', () => {
    const missing = testFiles(join(SERVER, 'src')).filter(
      (file) => PG_FLOOR_NAME.test(file) && !inFloor(file),
    );
    expect(missing).toEqual([]);
  });

  it('holds the money features whole', () => {
    for (const feature of ['ledger', 'records', 'withdrawals', 'transfers', 'vendor-wallet']) {
      expect(PG_FLOOR_FEATURES).toContain(`src/features/${feature}`);
    }
  });

  it('leaves a part of the suite to PGlite alone (or it is no floor)', () => {
    const all = testFiles(join(SERVER, 'src'));
    const floor = all.filter(inFloor);
    expect(floor.length).toBeLessThan(all.length);
  });
});
