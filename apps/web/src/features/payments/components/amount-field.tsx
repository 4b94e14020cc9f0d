import { formatMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { quickAmounts, toInputValue } from '../lib/amount-rules';
import styles from './amount-field.module.css';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  min: bigint;
  max: bigint;
  money: MoneyFormat;
  error?: string | null;
  /** Offer the quick-amount chips (deposits). */
  chips?: boolean;
  label?: string;
}

/** An amount typed as an exact decimal, with the range shown and optional quick amounts. */
export function AmountField({
  value,
  onChange,
  min,
  max,
  money,
  error,
  chips = false,
  label,
}: AmountFieldProps) {
  const { t } = useTranslation('payments');
  const typed = money.parse(value);
  const range = t('amount.hint', { min: money.format(min), max: money.format(max) });
  return (
    <div className={styles.wrap}>
      <TextField
        name="amount"
        label={label ?? t('amount.label')}
        placeholder={t('amount.placeholder')}
        inputMode="decimal"
        autoComplete="off"
        required
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
        error={error}
        hint={range}
        trailing={<span className={styles.currency}>{money.symbol}</span>}
        data-testid="amount-input"
      />
      {chips && (
        <div className={styles.chips} title={t('amount.quick')}>
          {quickAmounts({ scale: money.scale, min, max }).map((minor) => (
            <button
              key={minor.toString()}
              type="button"
              className={styles.chip}
              aria-pressed={typed === minor}
              onClick={() => onChange(toInputValue(minor, money.scale))}
              data-testid={`amount-chip-${toInputValue(minor, money.scale)}`}
            >
              {formatMinor(minor / 10n ** BigInt(money.scale), 0, money.locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
