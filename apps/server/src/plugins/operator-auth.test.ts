import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { auditOps, OPERATOR_TOKEN_ACTOR, operatorOf } from './operator-auth.ts';

// Issue 11: "do not record a client-supplied name as the actor" (decision 023).
function requestWith(headers: Record<string, string>) {
  const info = vi.fn();
  const request = { headers, ip: '198.51.100.7', id: 'req-1', log: { info } };
  return { request: request as unknown as FastifyRequest, info };
}

describe('operator identity', () => {
  it('is the token, whatever x-operator claims', () => {
    for (const claim of ['alice', 'admin', 'ops', '<script>']) {
      expect(operatorOf(requestWith({ 'x-operator': claim }).request)).toBe(OPERATOR_TOKEN_ACTOR);
    }
    expect(operatorOf(requestWith({}).request)).toBe('operator-token');
  });

  it('audits the token as the actor and keeps a well-formed claim only as a note', () => {
    const { request, info } = requestWith({ 'x-operator': 'mallory' });
    auditOps(request, 'deposit.approve', { depositId: 7 });
    expect(info).toHaveBeenCalledTimes(1);
    const [entry] = info.mock.calls[0] ?? [];
    expect(entry).toMatchObject({
      audit: true,
      action: 'deposit.approve',
      actor: 'operator-token',
      claimedOperator: 'mallory',
      ip: '198.51.100.7',
      requestId: 'req-1',
      depositId: 7,
    });
    expect(Object.values(entry as object)).not.toContain('ops');
  });

  it('drops a malformed claim', () => {
    const { request, info } = requestWith({ 'x-operator': 'a b\nforged: line' });
    auditOps(request, 'upload.read', {});
    expect(info.mock.calls[0]?.[0]).toMatchObject({ claimedOperator: undefined });
  });
});
