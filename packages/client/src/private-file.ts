/**
 * Files only the session may read (a KYC document: the player's own in the site, any member's in
 * the back office), shown from an object URL of their bytes: the page never links to the file's
 * address, which opens for nobody without the session.
 */
import type { EndpointDef } from '@nova/contracts/endpoint';
import { isErrorCode } from '@nova/contracts/errors';
import type { z } from 'zod/mini';
import { ApiError, fillPath } from './api-client';

/** A private file as a page shows it: the object URL of its bytes, or why there is none. */
export type PrivateFile = { url: string } | { error: unknown };

type ParamsOf<E extends EndpointDef> = E['params'] extends z.ZodMiniType
  ? z.input<E['params']>
  : undefined;

/** The bytes of an endpoint that answers the file itself (an error is still an envelope). */
async function fetchBlob(path: string, signal: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    throw new ApiError(isErrorCode(body?.code) ? body.code : 'INTERNAL', response.status);
  }
  return response.blob();
}

/**
 * Fetches the file `endpoint` answers for `params`, with the session, into an object URL. `onOpen`
 * hears the URL, or the failure (an ApiError: SERVICE_UNAVAILABLE when the network failed, else
 * the error body's code, INTERNAL without one). The returned function aborts the fetch and
 * releases the URL, and `onOpen` is not called after it: it is an effect's cleanup.
 */
export function openPrivateFile<E extends EndpointDef>(
  endpoint: E,
  params: ParamsOf<E>,
  onOpen: (file: PrivateFile) => void,
): () => void {
  const controller = new AbortController();
  let url: string | null = null;
  fetchBlob(fillPath(endpoint.path, params), controller.signal).then(
    (blob) => {
      if (controller.signal.aborted) return;
      url = URL.createObjectURL(blob);
      onOpen({ url });
    },
    (error: unknown) => {
      if (!controller.signal.aborted) onOpen({ error });
    },
  );
  return () => {
    controller.abort();
    if (url) URL.revokeObjectURL(url);
  };
}
