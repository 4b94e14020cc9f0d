import { describe, expect, it } from 'vitest';
import { isSwitchOn, type WhitelabelNode } from './whitelabel.ts';

function node(modId: string, value: '0' | '1', children: WhitelabelNode[] = []): WhitelabelNode {
  return { modId, value, children };
}

const tree = [
  node('REG', '1', [node('USERNAMEREG3', '1'), node('MOBILENUMREG3', '0')]),
  node('LOGIN', '0', [node('FREEPLAY3', '1')]),
  node('REFERRAL', '1', [node('enabled', '1')]),
  node('PROMO', '1', [node('enabled', '0')]),
];

describe('isSwitchOn', () => {
  it('finds a switch anywhere in the tree', () => {
    expect(isSwitchOn(tree, 'USERNAMEREG3')).toBe(true);
    expect(isSwitchOn(tree, 'MOBILENUMREG3')).toBe(false);
  });
  it('is off when an ancestor is off', () => {
    expect(isSwitchOn(tree, 'FREEPLAY3')).toBe(false);
  });
  it('walks dotted names from a node to its child', () => {
    expect(isSwitchOn(tree, 'REFERRAL.enabled')).toBe(true);
    expect(isSwitchOn(tree, 'PROMO.enabled')).toBe(false);
    expect(isSwitchOn(tree, 'REFERRAL.missing')).toBe(false);
  });
  it('is off for unknown names', () => {
    expect(isSwitchOn(tree, 'NOPE')).toBe(false);
    expect(isSwitchOn([], 'USERNAMEREG3')).toBe(false);
  });
});
