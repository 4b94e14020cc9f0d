import type { PermissionData } from '@nova/contracts/api/system';
import { formatMinor, toMinor } from '@nova/contracts/money';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Brand-wide figures on home (the jackpot pool, the winner board) in the brand's money format:
 * its currency symbol and scale (spec §9 "2 decimals" for a scale-2 currency such as MYR), the
 * same rule as useMoneyFormat's fallback. These figures belong to the brand, not to the viewer's
 * wallet, and home is public: reading the balance here would send a refused call for visitors.
 */
export interface BrandMoney {
  symbol: string;
  /** "1,234.56" at the brand's scale, from wire minor units. */
  figure: (minor: string | bigint) => string;
  /** "RM 1,234.56". */
  format: (minor: string | bigint) => string;
}

export function useBrandMoney(): BrandMoney {
  const brand = useQueryClient().getQueryData<PermissionData>(queryKeys.permissionData)?.brand;
  const symbol = brand?.currencySymbol ?? '';
  const scale = brand?.currencyScale ?? 2;
  const figure = (minor: string | bigint) => {
    const value = typeof minor === 'bigint' ? minor : toMinor(minor);
    return `${value < 0n ? '−' : ''}${formatMinor(value < 0n ? -value : value, scale)}`;
  };
  return {
    symbol,
    figure,
    format: (minor) => (symbol ? `${symbol} ${figure(minor)}` : figure(minor)),
  };
}
