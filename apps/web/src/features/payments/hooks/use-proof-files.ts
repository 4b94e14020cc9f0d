import { useEffect, useRef, useState } from 'react';
import { uploadProofImage } from '../api/upload-proof';
import { type ProofIssue, selectProofFiles } from '../lib/proof-rules';

export interface ProofFile {
  key: number;
  file: File;
  preview: string;
}

let nextKey = 1;

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(preview: string): void {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}

/**
 * The proof images picked for one form (spec §5: 1–3 png/jpg under 5 MB). Each file is uploaded
 * once at submit; a retry reuses the ids already received.
 */
export function useProofFiles() {
  const [files, setFiles] = useState<ProofFile[]>([]);
  const [issue, setIssue] = useState<ProofIssue | null>(null);
  const uploaded = useRef(new Map<number, number>());
  const filesRef = useRef(files);
  filesRef.current = files;

  useEffect(
    () => () => {
      for (const f of filesRef.current) revoke(f.preview);
    },
    [],
  );

  function add(picked: readonly File[]): void {
    const selection = selectProofFiles(files.length, picked);
    setIssue(selection.issue);
    const added = selection.accepted.map((file) => ({
      key: nextKey++,
      file,
      preview: previewOf(file),
    }));
    setFiles([...files, ...added]);
  }

  function remove(key: number): void {
    const gone = files.find((f) => f.key === key);
    if (gone) revoke(gone.preview);
    uploaded.current.delete(key);
    setIssue(null);
    setFiles(files.filter((f) => f.key !== key));
  }

  function reset(): void {
    for (const f of files) revoke(f.preview);
    uploaded.current.clear();
    setIssue(null);
    setFiles([]);
  }

  /** Uploads what is not uploaded yet, one at a time; the ids in the order shown. */
  async function uploadAll(): Promise<number[]> {
    const ids: number[] = [];
    for (const item of files) {
      let id = uploaded.current.get(item.key);
      if (id === undefined) {
        id = await uploadProofImage(item.file);
        uploaded.current.set(item.key, id);
      }
      ids.push(id);
    }
    return ids;
  }

  return { files, issue, add, remove, reset, uploadAll, setIssue };
}

export type ProofFiles = ReturnType<typeof useProofFiles>;
