import type * as api from '@nova/contracts/api/ops-operators';
import { DEFAULT_OPERATOR_ROLES, OPERATOR_PERMISSIONS } from '@nova/contracts/permissions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATOR_LOCKOUT } from './operators.model.ts';
import { bearer, codeOf, operatorAdminKit, PASSWORD, value } from './operators-admin-test-kit.ts';

// Issue 13 (decision 039): operators, roles and service accounts managed over the operator API.
const { t, admin, now, send, newOperator, login, signIn, one, permissionsOf, lastAudit } =
  operatorAdminKit();

describe('operators', () => {
  it('are created with a TOTP secret shown once, sign in with it, and are listed', async () => {
    const made = await newOperator('FINANCE');
    expect(made.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/u);
    expect(made.uri).toContain(made.secret);
    const stored = await one<{ totp_secret: string; password_hash: string }>(
      sql`select totp_secret, password_hash from operators where id = ${made.id}`,
    );
    expect(stored.totp_secret).toBe(made.secret);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/u);
    await signIn(made.username, made.secret);

    const page = value<{ items: api.OpsOperator[] }>(await send('GET', '/ops/operators', admin));
    const listed = page.items.find((o) => o.id === made.id);
    expect(listed).toMatchObject({
      username: made.username,
      role: 'FINANCE',
      disabled: false,
      lockedUntil: null,
      lastLoginAt: now().toISOString(),
    });
    expect(JSON.stringify(page)).not.toContain(made.secret);
    expect(await lastAudit('operator.create', made.id)).toMatchObject({
      actor: 'ops-admin-bot',
      after: expect.objectContaining({ username: made.username, role: 'FINANCE' }),
    });
  });

  it('pages the list by keyset', async () => {
    await newOperator('AUDITOR');
    await newOperator('AUDITOR');
    const first = value<{ items: { id: number }[]; nextBefore: number }>(
      await send('GET', '/ops/operators?limit=2', admin),
    );
    expect(first.items).toHaveLength(2);
    const second = value<{ items: { id: number }[] }>(
      await send('GET', `/ops/operators?limit=2&before=${first.nextBefore}`, admin),
    );
    expect(second.items[0]?.id).toBeLessThan(first.nextBefore);
  });

  it('refuse a weak password, an unknown role and a taken username, making nothing', async () => {
    const count = async () =>
      Number((await one<{ n: number }>(sql`select count(*)::int as n from operators`)).n);
    const before = await count();
    const weak = await send('POST', '/ops/operators', admin, {
      username: 'weakling',
      displayName: 'Weak',
      role: 'FINANCE',
      password: 'password123',
    });
    expect(codeOf(weak)).toBe('WEAK_PASSWORD');
    const role = await send('POST', '/ops/operators', admin, {
      username: 'roleless',
      displayName: 'Roleless',
      role: 'NO_SUCH_ROLE',
      password: PASSWORD,
    });
    expect(codeOf(role)).toBe('VALIDATION_FAILED');
    const made = await newOperator('RISK');
    const taken = await send('POST', '/ops/operators', admin, {
      username: made.username.toUpperCase(),
      displayName: 'Again',
      role: 'RISK',
      password: PASSWORD,
    });
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(await count()).toBe(before + 1);
  });
});

describe('a role change', () => {
  it("of an operator holds from its session's next request, and is a security event", async () => {
    const op = await newOperator('CUSTOMER_SERVICE');
    const session = await signIn(op.username, op.secret);
    expect((await send('GET', '/ops/audit', session)).statusCode).toBe(403);
    const changed = value<api.OpsOperator>(
      await send('POST', `/ops/operators/${op.id}/role`, admin, { role: 'AUDITOR' }),
    );
    expect(changed.role).toBe('AUDITOR');
    expect((await send('GET', '/ops/audit', session)).statusCode).toBe(200);
    expect(await lastAudit('operator.role-change', op.id)).toMatchObject({
      before: { role: 'CUSTOMER_SERVICE' },
      after: { role: 'AUDITOR' },
    });
  });

  it("of a role's permissions holds from the next request of its sessions and keys", async () => {
    const code = 'DESK_READER';
    const made = value<api.OpsRole>(
      await send('POST', '/ops/roles', admin, {
        code,
        name: 'Desk reader',
        permissions: ['audit.read'],
      }),
    );
    expect(made.permissions).toEqual(['session.own', 'audit.read']);
    const op = await newOperator(code);
    const session = await signIn(op.username, op.secret);
    const key = bearer(await t.app.operators.issueServiceKey('desk-reader-bot', code));
    for (const who of [session, key]) {
      expect((await send('GET', '/ops/audit', who)).statusCode).toBe(200);
      expect((await send('GET', '/ops/members?q=x', who)).statusCode).toBe(403);
    }
    const updated = value<api.OpsRole>(
      await send('PUT', `/ops/roles/${code}`, admin, {
        name: 'Desk reader',
        permissions: ['members.read'],
      }),
    );
    expect(updated).toMatchObject({ operators: 1, serviceAccounts: 1 });
    expect(await permissionsOf(code)).toEqual(['session.own', 'members.read']);
    for (const who of [session, key]) {
      expect((await send('GET', '/ops/audit', who)).statusCode).toBe(403);
      expect((await send('GET', '/ops/members?q=x', who)).statusCode).toBe(200);
    }
    expect(await lastAudit('role.update', code)).toMatchObject({
      before: { permissions: ['session.own', 'audit.read'] },
      after: { permissions: ['session.own', 'members.read'] },
    });
  });

  it('keeps session.own, and refuses unknown permission codes changing nothing', async () => {
    const kept = value<api.OpsRole>(
      await send('PUT', '/ops/roles/CONTENT', admin, {
        name: 'Content',
        permissions: ['content.read', 'content.read'],
      }),
    );
    expect(kept.permissions).toEqual(['session.own', 'content.read']);
    value(
      await send('PUT', '/ops/roles/CONTENT', admin, {
        name: 'Content',
        permissions: DEFAULT_OPERATOR_ROLES.CONTENT,
      }),
    );
    const before = await permissionsOf('RISK');
    const audited = (await t.app.audit.list({ action: 'role.update', limit: 100 })).length;
    const unknown = await send('PUT', '/ops/roles/RISK', admin, {
      name: 'Risk',
      permissions: ['members.read', 'members.delete-everything'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(codeOf(unknown)).toBe('VALIDATION_FAILED');
    expect(await permissionsOf('RISK')).toEqual(before);
    const created = await send('POST', '/ops/roles', admin, {
      code: 'GHOST',
      name: 'Ghost',
      permissions: ['root.everything'],
    });
    expect(codeOf(created)).toBe('VALIDATION_FAILED');
    const ghost = await one<{ n: number }>(
      sql`select count(*)::int as n from operator_roles where code = 'GHOST'`,
    );
    expect(Number(ghost.n)).toBe(0);
    expect((await t.app.audit.list({ action: 'role.update', limit: 100 })).length).toBe(audited);
    expect(
      codeOf(await send('PUT', '/ops/roles/NO_SUCH', admin, { name: 'x', permissions: [] })),
    ).toBe('NOT_FOUND');
  });
});

describe('guards', () => {
  it('an operator cannot disable itself or change its own role', async () => {
    const op = await newOperator('SUPER_ADMIN');
    const session = await signIn(op.username, op.secret);
    const disable = await send('POST', `/ops/operators/${op.id}/disable`, session);
    expect(disable.statusCode).toBe(403);
    expect(codeOf(disable)).toBe('FORBIDDEN');
    const demote = await send('POST', `/ops/operators/${op.id}/role`, session, { role: 'AUDITOR' });
    expect(codeOf(demote)).toBe('FORBIDDEN');
    const row = await one<{ disabled: boolean; code: string }>(sql`
      select o.disabled, r.code from operators o join operator_roles r on r.id = o.role_id
       where o.id = ${op.id}`);
    expect(row).toEqual({ disabled: false, code: 'SUPER_ADMIN' });
    // Its session still works.
    expect((await send('GET', '/ops/auth/me', session)).statusCode).toBe(200);
  });

  it('SUPER_ADMIN keeps operators.manage', async () => {
    const before = await permissionsOf('SUPER_ADMIN');
    const res = await send('PUT', '/ops/roles/SUPER_ADMIN', admin, {
      name: 'Super admin',
      permissions: OPERATOR_PERMISSIONS.filter((p) => p !== 'operators.manage'),
    });
    expect(codeOf(res)).toBe('VALIDATION_FAILED');
    expect(await permissionsOf('SUPER_ADMIN')).toEqual(before);
  });

  it('nothing leaves the brand without an enabled operator who can manage operators', async () => {
    const last = await newOperator('SUPER_ADMIN');
    const managers = (
      (await t.app.db.execute(sql`
        select o.id from operators o join operator_roles r on r.id = o.role_id
         where not o.disabled and 'operators.manage' = any(r.permissions) and o.id <> ${last.id}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => Number(r.id));
    await t.app.db.execute(
      sql`update operators set disabled = true where id in ${sql.raw(`(${[...managers, -1].join(',')})`)}`,
    );
    try {
      const disable = await send('POST', `/ops/operators/${last.id}/disable`, admin);
      expect(codeOf(disable)).toBe('INVALID_STATE');
      const demote = await send('POST', `/ops/operators/${last.id}/role`, admin, {
        role: 'FINANCE',
      });
      expect(codeOf(demote)).toBe('INVALID_STATE');
      // A custom role holding operators.manage cannot drop it either when it holds the last one.
      value(
        await send('POST', '/ops/roles', admin, {
          code: 'OPS_LEAD',
          name: 'Ops lead',
          permissions: ['operators.manage', 'operators.read'],
        }),
      );
      value(await send('POST', `/ops/operators/${last.id}/role`, admin, { role: 'OPS_LEAD' }));
      const drop = await send('PUT', '/ops/roles/OPS_LEAD', admin, {
        name: 'Ops lead',
        permissions: ['operators.read'],
      });
      expect(codeOf(drop)).toBe('INVALID_STATE');
      expect(await permissionsOf('OPS_LEAD')).toContain('operators.manage');
      const row = await one<{ disabled: boolean }>(
        sql`select disabled from operators where id = ${last.id}`,
      );
      expect(row.disabled).toBe(false);
    } finally {
      await t.app.db.execute(
        sql`update operators set disabled = false where id in ${sql.raw(`(${[...managers, -1].join(',')})`)}`,
      );
    }
  });
});

describe('disable, enable, re-enrol and unlock', () => {
  it('disabling ends the sessions and sign-in; enabling allows sign-in again', async () => {
    const op = await newOperator('RISK');
    const session = await signIn(op.username, op.secret);
    const disabled = value<api.OpsOperator>(
      await send('POST', `/ops/operators/${op.id}/disable`, admin),
    );
    expect(disabled.disabled).toBe(true);
    expect((await send('GET', '/ops/auth/me', session)).statusCode).toBe(401);
    const open = await one<{ n: number }>(sql`
      select count(*)::int as n from operator_sessions
       where operator_id = ${op.id} and ended_at is null`);
    expect(Number(open.n)).toBe(0);
    expect(codeOf(await login(op.username, op.secret))).toBe('INVALID_CREDENTIALS');
    expect(await lastAudit('operator.disable', op.id)).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
      data: expect.objectContaining({ endedSessions: 1 }),
    });
    value(await send('POST', `/ops/operators/${op.id}/enable`, admin));
    // The ended session stays ended; a new sign-in works.
    expect((await send('GET', '/ops/auth/me', session)).statusCode).toBe(401);
    await signIn(op.username, op.secret);
  });

  it('a TOTP reset returns a new secret once, retires the old one and ends the sessions', async () => {
    const op = await newOperator('FINANCE');
    const session = await signIn(op.username, op.secret);
    const reset = value<{ totpSecret: string; otpauthUri: string }>(
      await send('POST', `/ops/operators/${op.id}/reset-totp`, admin),
    );
    expect(reset.totpSecret).not.toBe(op.secret);
    expect(reset.otpauthUri).toContain(reset.totpSecret);
    expect((await send('GET', '/ops/auth/me', session)).statusCode).toBe(401);
    expect(codeOf(await login(op.username, op.secret))).toBe('INVALID_CREDENTIALS');
    await signIn(op.username, reset.totpSecret);
    const audited = await lastAudit('operator.reset-totp', op.id);
    expect(JSON.stringify(audited)).not.toContain(reset.totpSecret);
  });

  it('unlocking clears a lockout, as a security event', async () => {
    const op = await newOperator('AUDITOR');
    for (let i = 0; i < OPERATOR_LOCKOUT.failures; i++) {
      await login(op.username, op.secret, 'wrong-password');
    }
    expect(codeOf(await login(op.username, op.secret))).toBe('RATE_LIMITED');
    const listed = value<{ items: api.OpsOperator[] }>(await send('GET', '/ops/operators', admin));
    expect(listed.items.find((o) => o.id === op.id)?.lockedUntil).not.toBeNull();
    const unlocked = value<api.OpsOperator>(
      await send('POST', `/ops/operators/${op.id}/unlock`, admin),
    );
    expect(unlocked).toMatchObject({ lockedUntil: null, failedLogins: 0 });
    await signIn(op.username, op.secret);
    const audited = await lastAudit('operator.unlock', op.id);
    expect(audited?.before).toMatchObject({
      failedLogins: OPERATOR_LOCKOUT.failures,
      lockedUntil: expect.any(String),
    });
    expect(audited?.after).toEqual({ lockedUntil: null, failedLogins: 0 });
  });
});
