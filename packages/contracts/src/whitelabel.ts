import { z } from 'zod/mini';

/** A node of the whitelabel modId tree (spec §3: '1' = on). */
export interface WhitelabelNode {
  modId: string;
  value: '0' | '1';
  children: WhitelabelNode[];
}

export const WhitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    value: z.enum(['0', '1']),
    children: z.array(WhitelabelNodeSchema),
  }),
);

/**
 * Is a switch on? A plain name (USERNAMEREG3) matches a node anywhere in the tree; a dotted name
 * (REFERRAL.enabled) walks from a node to its child. A switch is on only if it and every
 * ancestor on its path are '1'.
 */
export function isSwitchOn(tree: readonly WhitelabelNode[], name: string): boolean {
  const [head, ...rest] = name.split('.');
  if (head === undefined) return false;
  return search(tree, head, rest);
}

function search(nodes: readonly WhitelabelNode[], head: string, rest: string[]): boolean {
  for (const node of nodes) {
    if (node.value !== '1') continue;
    if (node.modId === head) return rest.length === 0 ? true : walk(node.children, rest);
    if (search(node.children, head, rest)) return true;
  }
  return false;
}

function walk(nodes: readonly WhitelabelNode[], path: string[]): boolean {
  const [next, ...rest] = path;
  const node = nodes.find((n) => n.modId === next);
  if (node?.value !== '1') return false;
  return rest.length === 0 ? true : walk(node.children, rest);
}
