import { toMinor } from '@nova/contracts/money';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './records.module.css';

/** A signed amount: credits green with "+", debits red with "−", 2 decimals and separators. */
export function SignedAmount({ minor, testId }: { minor: string | bigint; testId?: string }) {
  const money = useMoneyFormat();
  const value = typeof minor === 'bigint' ? minor : toMinor(minor);
  const tone = value > 0n ? 'credit' : value < 0n ? 'debit' : 'zero';
  return (
    <span className={styles.amount} data-tone={tone} data-testid={testId}>
      {money.format(value, { signed: true })}
    </span>
  );
}
