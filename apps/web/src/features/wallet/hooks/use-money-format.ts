import type { PermissionData } from '@nova/contracts/api/system';
import { formatMinor, parseDecimal, toMinor } from '@nova/contracts/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { balanceQuery } from '../api/use-balance';

export interface MoneyFormat {
  symbol: string;
  scale: number;
  /** "RM 1,234.56" from wire minor units; `signed` puts "+" before credits. */
  format: (minor: string | bigint, options?: { signed?: boolean; symbol?: boolean }) => string;
  /** What a person typed, in minor units, or null when it is not an amount at this scale. */
  parse: (input: string) => bigint | null;
}

/**
 * The one way the web shows and reads amounts (STYLE.md "Money": formatting in one module).
 * The currency symbol and scale come from the balance (spec §3 store values balance and
 * currencySymbol), falling back to the brand's while it loads. Never floats (STYLE.md "Money").
 */
export function useMoneyFormat(): MoneyFormat {
  // Member-center pages only (real members; the route guard refuses trial accounts).
  const wallet = useQuery(balanceQuery).data;
  // Until the wallet answers: the brand's, from the permission data the app loaded at boot.
  const brand = useQueryClient().getQueryData<PermissionData>(queryKeys.permissionData)?.brand;
  const symbol = wallet?.currencySymbol ?? brand?.currencySymbol ?? '';
  const scale = wallet?.scale ?? brand?.currencyScale ?? 2;
  return {
    symbol,
    scale,
    format(minor, { signed = false, symbol: withSymbol = true } = {}) {
      const value = typeof minor === 'bigint' ? minor : toMinor(minor);
      const abs = formatMinor(value < 0n ? -value : value, scale);
      const sign = value < 0n ? '−' : signed && value > 0n ? '+' : '';
      return `${sign}${withSymbol ? `${symbol} ` : ''}${abs}`;
    },
    parse: (input) => parseDecimal(input, scale),
  };
}
