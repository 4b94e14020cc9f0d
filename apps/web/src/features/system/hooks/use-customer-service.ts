import type { CustomerService } from '@nova/contracts/api/system';
import { usePermissionData } from '../api/use-permission-data';

/** The brand's customer-service channels, optionally narrowed to some types. */
export function useCustomerService(
  types?: readonly CustomerService['csType'][],
): CustomerService[] {
  const all = usePermissionData().customerService;
  return types ? all.filter((cs) => types.includes(cs.csType)) : all;
}

export function useLiveChatUrl(): string | null {
  return useCustomerService(['LIVECHAT'])[0]?.url ?? null;
}
