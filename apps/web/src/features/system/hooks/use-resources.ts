import type { Resource } from '@nova/contracts/api/system';
import type { ResourceType } from '@nova/contracts/constants';
import { usePermissionData } from '../api/use-permission-data';

const NONE: readonly Resource[] = [];

/** Brand resources of one type (logos, payment methods, licences…), in configured order. */
export function useResources(type: ResourceType): readonly Resource[] {
  return usePermissionData().resources[type] ?? NONE;
}
