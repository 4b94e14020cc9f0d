import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { auditOps, operatorOf } from './operator-auth.ts';

// Issue 11: "do not record a client-supplied name as the actor" (decision 023); issue 13: the
// actor is the proven account (a service account's name), audited in the log and the table.
function requestWith(headers: Record<string, string>) {
  const info = vi.fn();
  const record = vi.fn(async () => ({}));
  const request = {
    headers,
    ip: '198.51.100.7',
    id: 'req-1',
    log: { info },
    operatorPrincipal: {
      kind: 'SERVICE',
      id: 3,
      name: 'ci-bot',
      role: 'FINANCE',
      permissions: new Set(),
    },
    server: { audit: { record } },
  };
  return { request: request as unknown as FastifyRequest, info, record };
}

describe('operator identity', () => {
  it('is the proven account, whatever x-operator claims', () => {
    for (const claim of ['alice', 'admin', 'ops', '<script>']) {
      expect(operatorOf(requestWith({ 'x-operator': claim }).request)).toBe('ci-bot');
    }
  });

  it('is refused without a proven account', () => {
    const { request } = requestWith({});
    (request as unknown as { operatorPrincipal: null }).operatorPrincipal = null;
    expect(() => operatorOf(request)).toThrow('no operator');
  });

  it('audits the account as the actor and keeps a well-formed claim only as a note', async () => {
    const { request, info, record } = requestWith({ 'x-operator': 'mallory' });
    await auditOps(request, 'deposit.approve', { depositId: 7 }, { type: 'deposit', id: 7 });
    expect(info).toHaveBeenCalledTimes(1);
    const [entry] = info.mock.calls[0] ?? [];
    expect(entry).toMatchObject({
      audit: true,
      action: 'deposit.approve',
      actor: 'ci-bot',
      claimedOperator: 'mallory',
      ip: '198.51.100.7',
      requestId: 'req-1',
      depositId: 7,
    });
    expect(record).toHaveBeenCalledWith(
      expect.objectContaining({
        actor: 'ci-bot',
        actorKind: 'SERVICE',
        action: 'deposit.approve',
        objectType: 'deposit',
        objectId: 7,
        data: { depositId: 7, claimedOperator: 'mallory' },
      }),
    );
  });

  it('drops a malformed claim', async () => {
    const { request, info, record } = requestWith({ 'x-operator': 'a b\nforged: line' });
    await auditOps(request, 'upload.read', {});
    expect(info.mock.calls[0]?.[0]).toMatchObject({ claimedOperator: undefined });
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ data: {} }));
  });
});
