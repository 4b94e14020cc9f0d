import { WHITELABEL_SWITCHES, type WhitelabelSwitch } from '@nova/contracts/constants';
import { isSwitchOn } from '@nova/contracts/whitelabel';
import type { Db } from '../../db/client.ts';
import { whitelabelTree } from '../system/system.service.ts';
import type { BrandRecord } from './brand.model.ts';
import * as repo from './brand-admin.repository.ts';

/**
 * The whitelabel switches of spec §3 as an operator sees them: on or off, as the site reads
 * them (`isSwitchOn` over the modId tree: a switch is on only with every ancestor on). The
 * tree's group nodes (REG, LOGIN, REFERRAL) have no meaning of their own, so turning a switch
 * on turns its ancestors on; turning one off leaves them, and its siblings, as they are.
 */

/** Where a switch lives when the brand has no node for it yet (the seed's layout). */
const HOME: Record<WhitelabelSwitch, readonly string[]> = {
  USERNAMEREG3: ['REG', 'USERNAMEREG3'],
  MOBILENUMREG3: ['REG', 'MOBILENUMREG3'],
  REGMOBVERF3: ['REG', 'REGMOBVERF3'],
  MOBILENUMPASSREG3: ['REG', 'MOBILENUMPASSREG3'],
  FREEPLAY3: ['LOGIN', 'FREEPLAY3'],
  MOBILEVERCODELOGIN3: ['LOGIN', 'MOBILEVERCODELOGIN3'],
  PWDEXPFORCECHANGE3: ['LOGIN', 'PWDEXPFORCECHANGE3'],
  PTSYS3: ['PTSYS3'],
  MANPLAYREB3: ['MANPLAYREB3'],
  'REFERRAL.enabled': ['REFERRAL', 'enabled'],
};

const MAX_DEPTH = 8;

export type Switches = Record<WhitelabelSwitch, boolean>;

/** Every switch, as the site reads it now. */
export async function effectiveSwitches(db: Db, brand: BrandRecord): Promise<Switches> {
  const tree = await whitelabelTree(db, brand);
  return Object.fromEntries(
    WHITELABEL_SWITCHES.map((name) => [name, isSwitchOn(tree, name)]),
  ) as Switches;
}

/** The nodes a switch name addresses: a plain name anywhere, a dotted one under its parent. */
function nodesOf(rows: readonly repo.SwitchRow[], name: WhitelabelSwitch): repo.SwitchRow[] {
  const [head, child] = name.split('.');
  return child === undefined
    ? rows.filter((row) => row.modId === head)
    : rows.filter((row) => row.modId === child && row.parentModId === head);
}

/**
 * Set every switch to the requested value, in the caller's transaction, then check that the site
 * reads exactly that (else throw, and the transaction rolls back).
 */
export async function writeSwitches(tx: Db, brand: BrandRecord, wanted: Switches): Promise<void> {
  const rows = await repo.listSwitches(tx, brand.id);
  let sort = rows.length;
  const value = (on: boolean): '0' | '1' => (on ? '1' : '0');

  async function set(row: repo.SwitchRow, on: boolean) {
    if (row.value === value(on)) return;
    await repo.setSwitchValue(tx, row.id, value(on));
    row.value = value(on);
  }

  /** A node of a switch's home path: found, or made (a new group node is on). */
  async function ensure(parentModId: string | null, modId: string, on: boolean) {
    const found = rows.find((row) => row.parentModId === parentModId && row.modId === modId);
    if (found) return found;
    const made = await repo.insertSwitch(tx, {
      brandId: brand.id,
      modId,
      parentModId,
      value: value(on),
      sort: sort++,
    });
    rows.push(made);
    return made;
  }

  /** Every node the row hangs from (the tree joins a child to each node named its parent). */
  async function turnOnAncestors(row: repo.SwitchRow, depth = 0) {
    if (row.parentModId === null || depth > MAX_DEPTH) return;
    for (const parent of rows.filter((r) => r.modId === row.parentModId)) {
      await set(parent, true);
      await turnOnAncestors(parent, depth + 1);
    }
  }

  for (const name of WHITELABEL_SWITCHES) {
    const on = wanted[name];
    let nodes = nodesOf(rows, name);
    if (nodes.length === 0) {
      let parent: string | null = null;
      let node: repo.SwitchRow | undefined;
      for (const modId of HOME[name]) {
        node = await ensure(parent, modId, true);
        parent = modId;
      }
      nodes = node ? [node] : [];
    }
    for (const node of nodes) {
      await set(node, on);
      if (on) await turnOnAncestors(node);
    }
  }

  const now = await effectiveSwitches(tx, brand);
  const wrong = WHITELABEL_SWITCHES.filter((name) => now[name] !== wanted[name]);
  if (wrong.length > 0) throw new Error(`whitelabel switches not as set: ${wrong.join(', ')}`);
}
