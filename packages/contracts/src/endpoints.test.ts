import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, API_MODULES, endpointsOf } from './endpoints.ts';
import { DEFAULT_OPERATOR_ROLES, OPERATOR_PERMISSIONS } from './permissions.ts';

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

  it('names a permission on every operator endpoint, and only there (issue 13)', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const label = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.auth === 'operator') {
        expect(OPERATOR_PERMISSIONS, label).toContain(endpoint.permission);
      } else expect(endpoint.permission, label).toBeUndefined();
    }
    // Every permission guards something, and the super admin holds them all.
    const used = new Set(ALL_ENDPOINTS.map((e) => e.permission).filter(Boolean));
    expect([...used].sort()).toEqual([...OPERATOR_PERMISSIONS].sort());
    expect(DEFAULT_OPERATOR_ROLES.SUPER_ADMIN).toEqual(OPERATOR_PERMISSIONS);
  });
});
