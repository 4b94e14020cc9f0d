import type { PermissionData } from '@nova/contracts/api/system';
import { formatMinor, parseLocaleDecimal, toMinor } from '@nova/contracts/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/locale';
import { queryKeys } from '../../../lib/query-keys';
import { balanceQuery } from '../api/use-balance';

export interface MoneyFormat {
  symbol: string;
  scale: number;
  /** The BCP 47 locale whose separators `format` prints and `parse` reads. */
  locale: string;
  /**
   * "RM 1,234.56" from wire minor units, with the locale's separators ("RM 1.234,56" in de);
   * `signed` puts "+" before credits.
   */
  format: (minor: string | bigint, options?: { signed?: boolean; symbol?: boolean }) => string;
  /**
   * What a person typed, in minor units, or null when it is not an amount at this scale: the
   * locale's decimal separator or '.', and no ambiguous separator (parseLocaleDecimal).
   */
  parse: (input: string) => bigint | null;
}

/**
 * The format of a symbol, scale and locale: the brand's symbol, a space, then the number as
 * Intl writes it in that locale ("RM 1,234.56" in en and ms; no space without a symbol). The
 * sign stays ours ('−', '+' for signed credits) and before the symbol. Never floats.
 */
export function moneyFormat(symbol: string, scale: number, locale = 'en'): MoneyFormat {
  return {
    symbol,
    scale,
    locale,
    format(minor, { signed = false, symbol: withSymbol = true } = {}) {
      const value = typeof minor === 'bigint' ? minor : toMinor(minor);
      const abs = formatMinor(value < 0n ? -value : value, scale, locale);
      const sign = value < 0n ? '−' : signed && value > 0n ? '+' : '';
      return `${sign}${withSymbol && symbol ? `${symbol} ` : ''}${abs}`;
    },
    parse: (input) => parseLocaleDecimal(input, scale, locale),
  };
}

function useBrandCurrency() {
  // The brand's, from the permission data the app loaded at boot.
  return useQueryClient().getQueryData<PermissionData>(queryKeys.permissionData)?.brand;
}

/**
 * The one way the web shows and reads amounts (STYLE.md "Money": formatting in one module).
 * The currency symbol and scale come from the balance (spec §3 store values balance and
 * currencySymbol), falling back to the brand's while it loads. Never floats (STYLE.md "Money").
 */
export function useMoneyFormat(): MoneyFormat {
  // Member-center pages only (real members; the route guard refuses trial accounts).
  const wallet = useQuery(balanceQuery).data;
  const brand = useBrandCurrency();
  const locale = useLocale();
  return moneyFormat(
    wallet?.currencySymbol ?? brand?.currencySymbol ?? '',
    wallet?.scale ?? brand?.currencyScale ?? 2,
    locale,
  );
}

/**
 * Brand-wide figures on public pages (the jackpot pool, the winner board): the brand's symbol
 * and scale, without asking for a wallet balance a visitor does not have.
 */
export function useBrandMoneyFormat(): MoneyFormat {
  const brand = useBrandCurrency();
  const locale = useLocale();
  return moneyFormat(brand?.currencySymbol ?? '', brand?.currencyScale ?? 2, locale);
}
