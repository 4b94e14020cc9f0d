import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, API_MODULES, endpointsOf } from './endpoints.ts';

const API_DIR = new URL('./api/', import.meta.url);
/** Development-only contracts (DEV_TOOLS): registered by the server, never part of the API. */
const DEVELOPMENT_ONLY = new Set(['dev']);

describe('ALL_ENDPOINTS', () => {
  it('collects every module of api/ that defines an endpoint', async () => {
    const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files) {
      const name = file.slice(0, -'.ts'.length);
      const module = (await import(new URL(file, API_DIR).href)) as Record<string, unknown>;
      const endpoints = endpointsOf(module);
      if (DEVELOPMENT_ONLY.has(name)) {
        for (const endpoint of endpoints) expect(ALL_ENDPOINTS, name).not.toContain(endpoint);
        continue;
      }
      if (endpoints.length === 0) continue;
      expect(Object.keys(API_MODULES), `api/${file} is missing from endpoints.ts`).toContain(name);
      for (const endpoint of endpoints) expect(ALL_ENDPOINTS).toContain(endpoint);
    }
  });

  it('has one endpoint per method and path', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
