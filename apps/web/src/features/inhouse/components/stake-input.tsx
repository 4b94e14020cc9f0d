import { INHOUSE_STAKE } from '@nova/contracts/constants';
import { minorToDecimal } from '@nova/contracts/money';
import { MAX_ROUND_PAYOUT } from '@nova/games-math/payout';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useGameSession } from '../hooks/game-session';
import { clampStake } from '../lib/games';
import { reachesCap } from '../lib/payout-cap';
import styles from './stake-input.module.css';

/** Quick stakes in whole currency units. */
const CHIPS = [1n, 5n, 10n, 50n, 100n];

/** The stake a screen starts with: 1.00 in the brand's currency. */
export function defaultStake(scale: number): bigint {
  return 10n ** BigInt(scale);
}

/**
 * The stake of the next round, in minor units (STYLE.md "Money": parsed with parseDecimal,
 * never a float), kept inside INHOUSE_STAKE and the balance. `topBps` is the game's top
 * multiplier for the chosen settings (null: none, as a crash bet without a target); when the
 * stake can reach the maximum payout per round there, a note says wins are capped (decision 018).
 */
export function StakeInput({
  value,
  onChange,
  disabled = false,
  topBps,
}: {
  value: bigint;
  onChange: (stake: bigint) => void;
  disabled?: boolean;
  topBps?: number | null;
}) {
  const { t } = useTranslation('inhouse');
  const money = useMoneyFormat();
  const { balance } = useGameSession();
  const id = useId();
  const [text, setText] = useState(() => minorToDecimal(value, money.scale));
  const [invalid, setInvalid] = useState(false);

  // A change from outside (chips, ½, 2×) rewrites the field.
  useEffect(() => {
    setText(minorToDecimal(value, money.scale));
  }, [value, money.scale]);

  const set = (next: bigint) => {
    setInvalid(false);
    onChange(clampStake(next, balance));
  };
  const unit = 10n ** BigInt(money.scale);

  return (
    <div className={styles.stake}>
      <label className={styles.label} htmlFor={id}>
        {t('stake.label')}
      </label>
      <div className={styles.inputRow}>
        <span className={styles.symbol}>{money.symbol}</span>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          value={text}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          data-testid="stake-input"
          onChange={(event) => {
            setText(event.target.value);
            const parsed = money.parse(event.target.value);
            const ok =
              parsed !== null &&
              parsed >= INHOUSE_STAKE.minMinor &&
              parsed <= INHOUSE_STAKE.maxMinor;
            setInvalid(!ok);
            if (ok) onChange(parsed);
          }}
          onBlur={() => set(money.parse(text) ?? value)}
        />
        <button
          type="button"
          className={styles.adjust}
          disabled={disabled}
          onClick={() => set(value / 2n)}
          aria-label={t('stake.half')}
          data-testid="stake-half"
        >
          ½
        </button>
        <button
          type="button"
          className={styles.adjust}
          disabled={disabled}
          onClick={() => set(value * 2n)}
          aria-label={t('stake.double')}
          data-testid="stake-double"
        >
          2×
        </button>
      </div>
      <div className={styles.chips}>
        {CHIPS.map((chip) => (
          <button
            key={chip.toString()}
            type="button"
            className={styles.chip}
            disabled={disabled}
            onClick={() => set(chip * unit)}
            data-testid={`stake-chip-${chip}`}
          >
            {chip.toString()}
          </button>
        ))}
      </div>
      {topBps !== undefined && reachesCap(value, topBps) && (
        <p className={styles.cap} data-testid="stake-cap">
          {t('stake.capped', { amount: money.format(MAX_ROUND_PAYOUT) })}
        </p>
      )}
      {invalid && (
        <p className={styles.hint} role="alert">
          {t('stake.limits', {
            min: money.format(INHOUSE_STAKE.minMinor),
            max: money.format(INHOUSE_STAKE.maxMinor),
          })}
        </p>
      )}
    </div>
  );
}
