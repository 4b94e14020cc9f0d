import { getKycDocumentFile } from '@nova/contracts/api/kyc';
import { isErrorCode } from '@nova/contracts/errors';
import { ApiError, fillPath } from '../../../lib/api-client';

/**
 * One of the member's own files as a Blob (the endpoint answers bytes, not an envelope), for an
 * object URL the page shows: the file is never a link anyone could open without the session.
 */
export async function fetchKycFile(id: number, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(fillPath(getKycDocumentFile.path, { id }), {
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    throw new ApiError(isErrorCode(body?.code) ? body.code : 'INTERNAL', response.status);
  }
  return response.blob();
}
