import type { PermissionData } from '@nova/contracts/api/system';
import { formatMinor, toMinor } from '@nova/contracts/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { balanceQuery } from '../../wallet/api/use-balance';

export interface MoneyFormat {
  symbol: string;
  scale: number;
  /** "RM1,234.56" from a wire amount (integer minor-unit string) or a bigint. */
  format: (minor: string | bigint) => string;
}

/**
 * The brand's currency symbol and scale come from the wallet (spec §9: 2 decimals, thousands
 * separators); amounts are formatted from minor units by the contracts' money module only.
 */
export function useMoneyFormat(): MoneyFormat {
  const wallet = useQuery(balanceQuery).data;
  // Until the wallet answers, the brand's symbol from the permission data already loaded.
  const brand = useQueryClient().getQueryData<PermissionData>(queryKeys.permissionData)?.brand;
  const symbol = wallet?.currencySymbol ?? brand?.currencySymbol ?? '';
  const scale = wallet?.scale ?? 2;
  return {
    symbol,
    scale,
    format: (minor) =>
      formatMinor(typeof minor === 'bigint' ? minor : toMinor(minor), scale, symbol),
  };
}
