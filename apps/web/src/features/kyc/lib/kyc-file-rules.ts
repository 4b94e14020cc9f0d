import { KYC_FILE_TYPES, KYC_MAX_BYTES, type KycFileType } from '@nova/contracts/api/kyc';

/** What the file input accepts (the server checks the content again; this spares a round trip). */
export const KYC_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
export const KYC_MAX_MEGABYTES = KYC_MAX_BYTES / (1024 * 1024);

export type KycFileIssue = 'type' | 'size' | 'empty';

const BY_EXTENSION: Record<string, KycFileType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

function isKycType(type: string): type is KycFileType {
  return (KYC_FILE_TYPES as readonly string[]).includes(type);
}

/**
 * The file to send with its type (the request's Content-Type), or why it cannot be sent. Some
 * systems give no type for a scan: its extension names it then.
 */
export function checkKycPick(
  file: File,
): { ok: true; blob: Blob } | { ok: false; issue: KycFileIssue } {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = isKycType(file.type) ? file.type : file.type ? undefined : BY_EXTENSION[extension];
  if (!type) return { ok: false, issue: 'type' };
  if (file.size === 0) return { ok: false, issue: 'empty' };
  if (file.size > KYC_MAX_BYTES) return { ok: false, issue: 'size' };
  return { ok: true, blob: file.type === type ? file : new Blob([file], { type }) };
}
