import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MIME_TYPES } from '@nova/contracts/constants';

export type ProofIssue = 'type' | 'size' | 'count';

/** Spec §5: png or jpg only, each under 5 MB, at most 3. Checked again by content on the server. */
export function checkProofFile(file: File): Exclude<ProofIssue, 'count'> | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size >= UPLOAD_MAX_BYTES) return 'size';
  return null;
}

export interface ProofSelection {
  accepted: File[];
  issue: ProofIssue | null;
}

/** The picked files that may join the `current` ones; the first issue met is reported. */
export function selectProofFiles(current: number, picked: readonly File[]): ProofSelection {
  const accepted: File[] = [];
  let issue: ProofIssue | null = null;
  for (const file of picked) {
    const problem = checkProofFile(file);
    if (problem) {
      issue ??= problem;
      continue;
    }
    if (current + accepted.length >= UPLOAD_MAX_FILES) {
      issue ??= 'count';
      continue;
    }
    accepted.push(file);
  }
  return { accepted, issue };
}
