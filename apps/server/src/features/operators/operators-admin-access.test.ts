import * as api from '@nova/contracts/api/ops-operators';
import type { EndpointDef } from '@nova/contracts/endpoint';
import { endpointsOf } from '@nova/contracts/endpoints';
import { DEFAULT_OPERATOR_ROLES } from '@nova/contracts/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeOf, operatorAdminKit, PASSWORD, value } from './operators-admin-test-kit.ts';

// Issue 13: service-account keys, the role table of the operator-management endpoints, and the
// operator IP allow-list.
const { t, admin, send, newOperator, login, signIn, lastAudit } = operatorAdminKit();

describe('service accounts', () => {
  it('a key works until its account is revoked', async () => {
    const made = value<{ account: { id: number; name: string }; key: string }>(
      await send('POST', '/ops/service-accounts', admin, { name: 'ci-reports', role: 'AUDITOR' }),
    );
    expect(made.key).toMatch(/^nsk_/u);
    const key = bearer(made.key);
    expect((await send('GET', '/ops/audit', key)).statusCode).toBe(200);
    expect((await send('GET', '/ops/roles', key)).statusCode).toBe(200);
    expect(
      (await send('POST', '/ops/service-accounts', key, { name: 'x-y', role: 'AUDITOR' }))
        .statusCode,
    ).toBe(403);
    const again = await send('POST', '/ops/service-accounts', admin, {
      name: 'ci-reports',
      role: 'FINANCE',
    });
    expect(codeOf(again)).toBe('CONFLICT');
    const reserved = await send('POST', '/ops/service-accounts', admin, {
      name: 'operator-token',
      role: 'SUPER_ADMIN',
    });
    expect(codeOf(reserved)).toBe('VALIDATION_FAILED');

    const revoked = value<{ revokedAt: string | null }>(
      await send('POST', `/ops/service-accounts/${made.account.id}/revoke`, admin),
    );
    expect(revoked.revokedAt).not.toBeNull();
    expect((await send('GET', '/ops/audit', key)).statusCode).toBe(401);
    const listed = value<{ items: { name: string; revokedAt: string | null }[] }>(
      await send('GET', '/ops/service-accounts', admin),
    );
    expect(listed.items.find((a) => a.name === 'ci-reports')?.revokedAt).not.toBeNull();
    expect(await lastAudit('service-account.revoke', made.account.id)).toMatchObject({
      before: { revokedAt: null },
      after: { name: 'ci-reports', revokedAt: expect.any(String) },
    });
    expect(
      codeOf(await send('POST', `/ops/service-accounts/${made.account.id}/revoke`, admin)),
    ).toBe('INVALID_STATE');
  });

  it('an account cannot revoke its own key', async () => {
    const made = value<{ account: { id: number }; key: string }>(
      await send('POST', '/ops/service-accounts', admin, {
        name: 'self-revoker',
        role: 'SUPER_ADMIN',
      }),
    );
    const res = await send(
      'POST',
      `/ops/service-accounts/${made.account.id}/revoke`,
      bearer(made.key),
    );
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect((await send('GET', '/ops/roles', bearer(made.key))).statusCode).toBe(200);
  });
});

describe('the role table of these endpoints', () => {
  const ENDPOINTS = endpointsOf(api);
  let target: { id: number };
  beforeAll(async () => {
    target = await newOperator('AUDITOR', 'target');
  });
  let made = 0;
  /** A request each endpoint accepts from an allowed caller, fresh where it makes something. */
  async function requestFor(endpoint: EndpointDef): Promise<{ url: string; payload?: object }> {
    made += 1;
    const path = endpoint.path.replace(':id', String(target.id));
    switch (endpoint) {
      case api.opsCreateOperator:
        return {
          url: path,
          payload: {
            username: `table-${process.pid}-${made}`,
            displayName: 'Table',
            role: 'AUDITOR',
            password: PASSWORD,
          },
        };
      case api.opsChangeOperatorRole:
        return { url: path, payload: { role: 'AUDITOR' } };
      case api.opsUpdateRole:
        return {
          url: endpoint.path.replace(':code', 'AGENT_MANAGER'),
          payload: { name: 'Agent manager', permissions: DEFAULT_OPERATOR_ROLES.AGENT_MANAGER },
        };
      case api.opsCreateRole:
        return { url: path, payload: { code: `TABLE_${made}`, name: 'Table', permissions: [] } };
      case api.opsSetIpAllowList:
        return { url: path, payload: { cidrs: [] } };
      case api.opsCreateServiceAccount:
        return { url: path, payload: { name: `table-bot-${made}`, role: 'AUDITOR' } };
      case api.opsRevokeServiceAccount: {
        const key = await t.app.operators.issueServiceKey(`revokee-${made}`, 'AUDITOR');
        const account = (await t.app.operators.authenticateKey(key))?.id;
        return { url: endpoint.path.replace(':id', String(account)) };
      }
      default:
        return { url: path };
    }
  }

  it.each(Object.keys(DEFAULT_OPERATOR_ROLES))('%s', async (role) => {
    const key = bearer(await t.app.operators.issueServiceKey(`table-${role.toLowerCase()}`, role));
    const table: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const endpoint of ENDPOINTS) {
      const { url, payload } = await requestFor(endpoint);
      const res = await send(
        endpoint.method,
        url,
        key,
        payload ?? (endpoint.method === 'GET' ? undefined : {}),
      );
      const label = `${endpoint.method} ${endpoint.path}`;
      table[label] = res.statusCode;
      expected[label] = DEFAULT_OPERATOR_ROLES[role]?.includes(endpoint.permission as never)
        ? 200
        : 403;
    }
    expect(table).toEqual(expected);
  });

  it('grants reading to SUPER_ADMIN and AUDITOR, and managing to SUPER_ADMIN only', () => {
    const holders = (permission: string) =>
      Object.entries(DEFAULT_OPERATOR_ROLES)
        .filter(([, permissions]) => permissions.includes(permission as never))
        .map(([code]) => code);
    expect(holders('operators.read')).toEqual(['SUPER_ADMIN', 'AUDITOR']);
    expect(holders('operators.manage')).toEqual(['SUPER_ADMIN']);
    expect(holders('dashboard.read')).toEqual(Object.keys(DEFAULT_OPERATOR_ROLES));
  });
});

describe('the operator IP allow-list', () => {
  const OFFICE = '10.1.2.3';
  it('refuses operator sign-ins and sessions from other addresses, audited; keys are not bound', async () => {
    const op = await newOperator('SUPER_ADMIN');
    const session = await signIn(op.username, op.secret);
    expect(value(await send('GET', '/ops/security/ip-allow-list', admin))).toEqual({
      cidrs: [],
      yourIp: '127.0.0.1',
    });
    // An operator cannot set a list that refuses its own address.
    const own = await send('PUT', '/ops/security/ip-allow-list', session, {
      cidrs: ['10.1.0.0/16'],
    });
    expect(codeOf(own)).toBe('INVALID_STATE');
    const bad = await send('PUT', '/ops/security/ip-allow-list', admin, { cidrs: ['999.1.2.3'] });
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    expect(value(await send('GET', '/ops/security/ip-allow-list', admin))).toMatchObject({
      cidrs: [],
    });

    const set = await send('PUT', '/ops/security/ip-allow-list', admin, {
      cidrs: ['10.1.0.0/16', '10.1.0.0/16', '2001:db8::/32'],
    });
    try {
      expect(value(set)).toEqual({ cidrs: ['10.1.0.0/16', '2001:db8::/32'], yourIp: '127.0.0.1' });
      expect(await lastAudit('security.ip-allow-list', t.brand)).toMatchObject({
        before: { cidrs: [] },
        after: { cidrs: ['10.1.0.0/16', '2001:db8::/32'] },
      });
      const refused = await send('GET', '/ops/auth/me', session);
      expect(refused.statusCode).toBe(403);
      expect(value(await send('GET', '/ops/auth/me', session, undefined, OFFICE))).toMatchObject({
        name: op.username,
      });
      expect((await login(op.username, op.secret)).statusCode).toBe(403);
      expect((await login(op.username, op.secret, PASSWORD, OFFICE)).statusCode).toBe(200);
      // A service key works from anywhere.
      expect((await send('GET', '/ops/roles', admin)).statusCode).toBe(200);
      const [signInRow, sessionRow] = [
        (await t.app.audit.list({ action: 'auth.ip-refused', actor: 'unknown', limit: 1 }))[0],
        (await t.app.audit.list({ action: 'auth.ip-refused', actor: op.username, limit: 1 }))[0],
      ];
      expect(signInRow).toMatchObject({
        ip: '127.0.0.1',
        data: { route: 'POST /ops/auth/login', attemptedUsername: op.username },
      });
      expect(sessionRow).toMatchObject({
        ip: '127.0.0.1',
        actorKind: 'OPERATOR',
        objectId: String(op.id),
        data: { route: 'GET /ops/auth/me' },
      });
    } finally {
      value(await send('PUT', '/ops/security/ip-allow-list', admin, { cidrs: [] }));
    }
    expect((await send('GET', '/ops/auth/me', session)).statusCode).toBe(200);
  });
});
