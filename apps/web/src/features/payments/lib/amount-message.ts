import type { TFunction } from 'i18next';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import type { AmountIssue, AmountLimits } from './amount-rules';

/** The translated message of an amount issue; a range issue names the range with the currency. */
export function amountMessage(
  t: TFunction,
  issue: AmountIssue,
  limits: AmountLimits,
  money: MoneyFormat,
): string {
  const min = money.format(limits.min);
  const max = money.format(limits.max);
  if (issue === 'balance') {
    return t('payments:amount.balance', { available: money.format(limits.available ?? 0n) });
  }
  if (issue === 'min' || issue === 'max') return t('payments:amount.range', { min, max });
  return t(`payments:amount.${issue}`);
}
