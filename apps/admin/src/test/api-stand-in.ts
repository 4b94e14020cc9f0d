import { type Mock, vi } from 'vitest';
import type * as Api from '../lib/api';

/**
 * A stand-in for the back office's `callApi`, answering by endpoint. A test file puts it in place
 * of the real one with
 *
 *   vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));
 *
 * (a dynamic import: `vi.mock` is hoisted above the file's imports), then says what each
 * endpoint answers with `answerApi` and reads the calls from `api.callApi`.
 */
export const api: { callApi: Mock } = { callApi: vi.fn() };

/** `lib/api` as it is, but for `callApi`, which goes to the stand-in of the moment. */
export async function apiModule(): Promise<typeof Api> {
  const actual = await vi.importActual<typeof Api>('../lib/api');
  return {
    ...actual,
    callApi: ((...args: unknown[]) => api.callApi(...args)) as typeof actual.callApi,
  };
}

/**
 * From now on `callApi(endpoint, input)` resolves to what the endpoint's answer makes of `input`
 * (an answer that throws rejects the call); an endpoint without one fails the call loudly.
 * Returns the stand-in, which records what it was sent.
 */
export function answerApi(
  answers: Iterable<readonly [unknown, (input: unknown) => unknown]>,
): Mock {
  const byEndpoint = new Map(answers);
  api.callApi = vi.fn(async (endpoint: unknown, input: unknown) => {
    const answer = byEndpoint.get(endpoint);
    if (!answer) throw new Error(`unexpected call to ${(endpoint as { path?: string }).path}`);
    return answer(input);
  });
  return api.callApi;
}
