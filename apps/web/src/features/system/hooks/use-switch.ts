import type { WhitelabelSwitch } from '@nova/contracts/constants';
import { isSwitchOn } from '@nova/contracts/whitelabel';
import { usePermissionData } from '../api/use-permission-data';

/** Is a whitelabel switch on for this brand (spec §3 "Whitelabel switches")? */
export function useSwitch(name: WhitelabelSwitch): boolean {
  return isSwitchOn(usePermissionData().whitelabel, name);
}
