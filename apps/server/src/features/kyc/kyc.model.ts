import type { KycDocumentKind, KycStatus } from '@nova/contracts/api/kyc';

/** A member may upload this many KYC documents per hour (abuse cap, as proof uploads have). */
export const KYC_UPLOADS_PER_HOUR = 10;

/** The kinds a member needs approved to be verified. */
export const REQUIRED_KINDS: readonly KycDocumentKind[] = ['IDENTITY', 'ADDRESS'];

/**
 * The member's verification from the latest document of each kind (issue 14):
 * - VERIFIED: the latest IDENTITY and the latest ADDRESS are both APPROVED;
 * - REJECTED: a latest one is REJECTED, even while the other waits for review. The player has
 *   something to do (upload that kind again) and the card must say so; the pending one's own row
 *   still reads "pending";
 * - PENDING: otherwise, a latest one is PENDING (the other approved or not uploaded yet);
 * - UNVERIFIED: nothing uploaded, or one kind approved and the other never uploaded.
 * An older decision never counts once a newer document of its kind exists.
 */
export function kycStatusOf(
  latest: readonly { kind: KycDocumentKind; status: 'PENDING' | 'APPROVED' | 'REJECTED' }[],
): KycStatus {
  const statuses = REQUIRED_KINDS.map((kind) => latest.find((d) => d.kind === kind)?.status);
  if (statuses.includes('REJECTED')) return 'REJECTED';
  if (statuses.includes('PENDING')) return 'PENDING';
  if (statuses.every((status) => status === 'APPROVED')) return 'VERIFIED';
  return 'UNVERIFIED';
}
