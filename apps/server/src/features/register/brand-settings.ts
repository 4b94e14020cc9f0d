import type { WhitelabelSwitch } from '@nova/contracts/constants';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import { isSwitchOn } from '@nova/contracts/whitelabel';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { registerRules, whitelabelTree } from '../system/system.service.ts';

/**
 * The brand's whitelabel switches and register rules, from the same source as the permission
 * data and GET /wps/system/setting/register. Read fresh on each call (not through the 60 s
 * permission-data cache), so an operator's change is enforced at once.
 */
export interface BrandSettings {
  isOn(name: WhitelabelSwitch): boolean;
  rules: RegisterFieldRule[];
}

export async function loadSwitches(db: Db, brand: BrandRecord) {
  const tree = await whitelabelTree(db, brand);
  return (name: WhitelabelSwitch) => isSwitchOn(tree, name);
}

export async function loadBrandSettings(db: Db, brand: BrandRecord): Promise<BrandSettings> {
  const [isOn, rules] = await Promise.all([loadSwitches(db, brand), registerRules(db, brand)]);
  return { isOn, rules };
}

/** FEATURE_DISABLED unless the switch (and every ancestor) is on (spec §6 "switched by site configuration"). */
export function requireSwitch(isOn: (name: WhitelabelSwitch) => boolean, name: WhitelabelSwitch) {
  if (!isOn(name)) throw new AppError('FEATURE_DISABLED', `${name} is off`);
}
