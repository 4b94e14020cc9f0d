import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, onSessionEndedByServer } from './query-client';
import { queryKeys } from './query-keys';

// Decision 023: a session inside the site when maintenance starts sees the status page.
describe('query client and the site gate', () => {
  it.each([
    ['MAINTENANCE', 503],
    ['REGION_RESTRICTED', 451],
  ] as const)(
    'asks for the system status again after %s, without retrying',
    async (code, status) => {
      const client = createQueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const query = vi.fn(async () => {
        throw new ApiError(code, status);
      });
      await expect(client.fetchQuery({ queryKey: ['balance'], queryFn: query })).rejects.toThrow();
      expect(query).toHaveBeenCalledTimes(1);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.systemStatus });

      invalidate.mockClear();
      const mutation = client.getMutationCache().build(client, {
        mutationFn: async () => {
          throw new ApiError(code, status);
        },
      });
      await expect(mutation.execute(undefined)).rejects.toThrow();
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.systemStatus });
    },
  );

  it('leaves the status alone after other errors', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const failing = async () => {
      throw new ApiError('UNAUTHENTICATED', 401);
    };
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: failing })).rejects.toThrow();
    expect(invalidate).not.toHaveBeenCalled();
  });
});

// Issue 14: a request answered TIMED_OUT or SESSION_LIMIT_REACHED means the member's session is
// over; the client ends it too. SELF_EXCLUDED refuses one action: a self-excluded player may still
// be signed in to withdraw.
describe('query client and a session ended by the server', () => {
  const member = { id: 7, account: 'demo' };

  async function fail(
    client: ReturnType<typeof createQueryClient>,
    code: 'TIMED_OUT' | 'FORBIDDEN' | 'SELF_EXCLUDED' | 'SESSION_LIMIT_REACHED',
  ) {
    await expect(
      client.fetchQuery({
        queryKey: ['balance', code],
        queryFn: async () => {
          throw new ApiError(code, 403);
        },
      }),
    ).rejects.toThrow();
  }

  it.each(['TIMED_OUT', 'SESSION_LIMIT_REACHED'] as const)(
    'tells the listeners after %s while a member is logged in',
    async (code) => {
      const client = createQueryClient();
      client.setQueryData(queryKeys.memberInfo, member);
      const listener = vi.fn();
      const stop = onSessionEndedByServer(listener);
      try {
        await fail(client, code);
        expect(listener).toHaveBeenCalledTimes(1);
        expect(listener.mock.calls[0]?.[0]).toMatchObject({ code });

        const mutation = client.getMutationCache().build(client, {
          mutationFn: async () => {
            throw new ApiError(code, 403);
          },
        });
        await expect(mutation.execute(undefined)).rejects.toThrow();
        expect(listener).toHaveBeenCalledTimes(2);
      } finally {
        stop();
      }
    },
  );

  it('ignores other codes (a self-excluded member may withdraw), and a refused login', async () => {
    const listener = vi.fn();
    const stop = onSessionEndedByServer(listener);
    try {
      const client = createQueryClient();
      client.setQueryData(queryKeys.memberInfo, member);
      await fail(client, 'FORBIDDEN');
      await fail(client, 'SELF_EXCLUDED');
      const visitor = createQueryClient();
      visitor.setQueryData(queryKeys.memberInfo, null);
      await fail(visitor, 'TIMED_OUT');
      expect(listener).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('asks for member info again when nothing listens yet', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.memberInfo, member);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await fail(client, 'SESSION_LIMIT_REACHED');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.memberInfo });
  });
});
