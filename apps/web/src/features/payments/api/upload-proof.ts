import { uploadProofImage as uploadEndpoint } from '@nova/contracts/api/payments';
import { callApi } from '../../../lib/api-client';

/** One proof image as the raw request body (contracts `uploadProofImage`); its id for `proofUploadIds`. */
export async function uploadProofImage(file: File): Promise<number> {
  const upload = await callApi(uploadEndpoint, { raw: file });
  return upload.id;
}
