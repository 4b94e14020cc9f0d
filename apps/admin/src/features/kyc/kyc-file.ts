import { opsGetKycFile } from '@nova/contracts/api/ops-kyc';
import { isErrorCode } from '@nova/contracts/errors';
import { ApiError } from '../../lib/api';

/**
 * A KYC document's bytes as a Blob, fetched with the operator's session (the endpoint answers
 * the file, not an envelope; each read is audited), for an object URL the preview shows.
 */
export async function fetchKycFile(id: number, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(opsGetKycFile.path.replace(':id', String(id)), {
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
