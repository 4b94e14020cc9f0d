import type { LimitKind } from '@nova/contracts/api/protection';
import { useTranslation } from 'react-i18next';
import { formatDateTimeText } from '../../../lib/datetime';
import { useLocale } from '../../../lib/locale';
import { type MoneyFormat, moneyFormat, useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { hoursAndMinutes } from '../lib/limits';

export interface ProtectionFormat {
  money: MoneyFormat;
  /** "RM 1,500.00" for a money limit, "2 h 30 min" for the session limit. */
  value: (kind: LimitKind, value: string | bigint) => string;
  /** Minutes as "2 h 30 min", "45 min", "3 h". */
  duration: (minutes: number) => string;
  /** A moment in a sentence, the locale's way ("Dec 1, 2026, 2:00 PM"). */
  date: (iso: string | Date) => string;
}

/**
 * Amounts at the scale the server answered with (the member's currency symbol, the locale's
 * separators), durations and dates, as the protection screens print them.
 */
export function useProtectionFormat(scale: number): ProtectionFormat {
  const { t } = useTranslation('protection');
  const wallet = useMoneyFormat();
  const locale = useLocale();
  const money = moneyFormat(wallet.symbol, scale, locale);

  function duration(total: number): string {
    const { hours, minutes } = hoursAndMinutes(total);
    if (hours === 0) return t('duration.minutes', { minutes });
    if (minutes === 0) return t('duration.hours', { hours });
    return t('duration.hoursMinutes', { hours, minutes });
  }

  return {
    money,
    value: (kind, value) => (kind === 'SESSION' ? duration(Number(value)) : money.format(value)),
    duration,
    date: (iso) => formatDateTimeText(typeof iso === 'string' ? new Date(iso) : iso, locale),
  };
}
