import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
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
