import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateTimeText } from '../../../lib/datetime';
import { formatCount, useLocale } from '../../../lib/locale';
import { type MoneyFormat, useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { formatPercentNumber, parsePercent } from '../lib/ratio';

export interface ContractFormat {
  money: MoneyFormat;
  locale: string;
  /** Basis points as "30.00%" (the locale's separators, the language's way with "%"). */
  percent: (bp: number | bigint) => string;
  /** A percentage typed in the locale, in basis points (or null). */
  parsePercent: (input: string) => bigint | null;
  count: (value: number | bigint) => string;
  /** A moment in a sentence ("1 Dec 2026, 14:00"). */
  date: (iso: string) => string;
  /** A moment in a table (yyyy-MM-dd HH:mm:ss). */
  stamp: (iso: string) => string;
  /** The paying side: the upline's account, or "Platform". */
  party: (account: string | null) => string;
}

/** Money, ratios, counts and dates as the contract screens print them; never floats. */
export function useContractFormat(): ContractFormat {
  const { t } = useTranslation('agentContracts');
  const money = useMoneyFormat();
  const locale = useLocale();
  return {
    money,
    locale,
    percent: (bp) => t('percent', { value: formatPercentNumber(bp, locale) }),
    parsePercent: (input) => parsePercent(input, locale),
    count: (value) => formatCount(value, locale),
    date: (iso) => formatDateTimeText(new Date(iso), locale),
    stamp: (iso) => formatDateTime(new Date(iso)),
    party: (account) => account ?? t('platform'),
  };
}
