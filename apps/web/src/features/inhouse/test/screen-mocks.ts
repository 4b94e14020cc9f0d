/**
 * The mocks of an in-house screen test, made inside the test file's `vi.hoisted` (vi.mock stays
 * in the test file: vitest hoists it there). This module imports nothing of the app, so it can
 * load before the modules it stands in for:
 *
 *   const mocks = await vi.hoisted(() => import('../../test/screen-mocks').then((m) => m.screenMocks()));
 *   vi.mock('<path>/session/hooks/use-session', () => mocks.sessionModule);
 *   vi.mock('<path>/lib/api-client', mocks.apiClientModule);
 */
import { vi } from 'vitest';
import type { Session } from '../../session/hooks/use-session';

export function screenMocks() {
  const callApi = vi.fn();
  const state = { session: null as unknown as Session };
  return {
    callApi,
    state,
    /** use-session: the session the test put in `state`. */
    sessionModule: { useSession: () => state.session },
    /** api-client: the real module with `callApi` mocked. */
    apiClientModule: async (importOriginal: () => Promise<unknown>) => ({
      ...((await importOriginal()) as object),
      callApi,
    }),
  };
}
