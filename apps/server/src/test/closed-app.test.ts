import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * Test files share a worker process (decision 030), which builds hundreds of apps: whatever a
 * closed app leaves registered in the process (an observer, a timer, a listener) keeps the app
 * and its database alive, and the workers ran out of memory. A server that is closed and
 * reopened in one process would leak the same way.
 */
describe('a closed app', () => {
  it('leaves nothing in the process that keeps it or its database alive', async () => {
    const refs = await (async () => {
      const t = await createTestApp();
      await t.app.inject({ url: '/metrics' });
      const held = { app: new WeakRef(t.app), db: new WeakRef(t.app.db) };
      await t.close();
      return held;
    })();
    for (let round = 0; round < 3 && (refs.app.deref() || refs.db.deref()); round++) {
      await sleep(50);
      gc();
    }
    expect(refs.app.deref(), 'the app').toBeUndefined();
    expect(refs.db.deref(), 'its database').toBeUndefined();
  });
});
