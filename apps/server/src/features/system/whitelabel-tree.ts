import type { WhitelabelNode } from '@nova/contracts/whitelabel';

export interface SwitchRow {
  modId: string;
  parentModId: string | null;
  value: '0' | '1';
}

const MAX_DEPTH = 8;

/** Flat switch rows (already sorted) to the modId tree of spec §3. */
export function buildWhitelabelTree(rows: readonly SwitchRow[]): WhitelabelNode[] {
  const byParent = new Map<string | null, SwitchRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentModId) ?? [];
    siblings.push(row);
    byParent.set(row.parentModId, siblings);
  }
  function children(parent: string | null, depth: number): WhitelabelNode[] {
    if (depth > MAX_DEPTH) return [];
    return (byParent.get(parent) ?? []).map((row) => ({
      modId: row.modId,
      value: row.value,
      children: children(row.modId, depth + 1),
    }));
  }
  return children(null, 0);
}
