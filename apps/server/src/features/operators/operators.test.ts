import { ALL_ENDPOINTS } from '@nova/contracts/endpoints';
import { DEFAULT_OPERATOR_ROLES } from '@nova/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Issue 13: roles are data, every /ops route checks its contract's permission, machine access
// is a named service account with a role.
const t = setUpTestApp({ operatorApiToken: OPERATOR_TOKEN });

const OPS = ALL_ENDPOINTS.filter((e) => e.auth === 'operator');

function call(endpoint: (typeof OPS)[number], key: string) {
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(':id', '999999'),
    headers: { authorization: `Bearer ${key}` },
    // An empty body: an allowed call stops at validation or finds nothing, changing nothing.
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('roles', () => {
  it("start as the contracts' defaults, as data", async () => {
    const roles = await t.app.operators.roles();
    expect(Object.fromEntries(roles.map((r) => [r.code, [...r.permissions].sort()]))).toEqual(
      Object.fromEntries(
        Object.entries(DEFAULT_OPERATOR_ROLES).map(([code, p]) => [code, [...p].sort()]),
      ),
    );
  });
});

describe('every /ops route against every role', () => {
  it.each(Object.keys(DEFAULT_OPERATOR_ROLES))('%s', async (role) => {
    const key = await t.app.operators.issueServiceKey(`role-${role.toLowerCase()}`, role);
    const granted = new Set(DEFAULT_OPERATOR_ROLES[role]);
    const table = await Promise.all(
      OPS.map(async (endpoint) => {
        const res = await call(endpoint, key);
        return {
          route: `${endpoint.method} ${endpoint.path}`,
          allowed: granted.has(endpoint.permission as never),
          status: res.statusCode,
        };
      }),
    );
    for (const row of table) {
      if (row.allowed) expect([401, 403], row.route).not.toContain(row.status);
      else expect(row.status, row.route).toBe(403);
    }
    // Each refusal is in the audit log under the account's name.
    const denied = await t.app.audit.list({
      actor: `role-${role.toLowerCase()}`,
      action: 'auth.denied',
      limit: 500,
    });
    expect(denied).toHaveLength(table.filter((row) => !row.allowed).length);
  });
});

describe('service accounts', () => {
  it('refuse an unknown key, a revoked account, and no key, with 401', async () => {
    const key = await t.app.operators.issueServiceKey('reports-bot', 'AUDITOR');
    expect(key).toMatch(/^nsk_[\w-]{43}$/);
    const audit = OPS.find((e) => e.path === '/ops/audit');
    if (!audit) throw new Error('no /ops/audit');
    expect((await call(audit, key)).statusCode).toBe(200);
    expect((await call(audit, `${key}x`)).statusCode).toBe(401);
    expect(await t.app.operators.revokeServiceAccount('reports-bot')).toBe(true);
    expect((await call(audit, key)).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/ops/audit' });
    expect(none.statusCode).toBe(401);
  });

  it('take the key of OPERATOR_API_TOKEN as the account operator-token, audited by that name', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/region-restriction',
      payload: { blockedRanges: [] },
      headers: operatorHeaders(),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.audit.list({ action: 'system.region-restriction', limit: 1 });
    expect(row).toMatchObject({ actor: 'operator-token', actorKind: 'SERVICE' });
  });

  it('refuse a role that does not exist', async () => {
    await expect(t.app.operators.issueServiceKey('nobody', 'NO_SUCH_ROLE')).rejects.toThrow(
      'No operator role NO_SUCH_ROLE',
    );
  });
});
