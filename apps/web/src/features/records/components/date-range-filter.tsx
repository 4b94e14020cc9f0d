import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangeState } from '../hooks/use-date-range';
import { DATE_PRESETS, MAX_RANGE_DAYS } from '../lib/date-range';
import styles from './records.module.css';

/** Presets (today, yesterday, last 7 and 30 days) and a custom from/to, both days included. */
export function DateRangeFilter({ state }: { state: DateRangeState }) {
  const { t } = useTranslation('records');
  const id = useId();
  return (
    <div className={styles.dateFilter}>
      <fieldset className={styles.presets}>
        <legend className="visually-hidden">{t('range.presets')}</legend>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={state.preset === preset}
            onClick={() => state.choosePreset(preset)}
            data-testid={`range-preset-${preset}`}
          >
            {t(`range.${preset}`)}
          </button>
        ))}
      </fieldset>
      <div className={styles.days}>
        <label htmlFor={`${id}-from`} className="visually-hidden">
          {t('range.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={styles.dateInput}
          value={state.range.from}
          max={state.today}
          onChange={(event) => state.setFrom(event.target.value)}
          aria-invalid={state.problem !== null || undefined}
          data-testid="range-from"
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-to`} className="visually-hidden">
          {t('range.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={styles.dateInput}
          value={state.range.to}
          max={state.today}
          onChange={(event) => state.setTo(event.target.value)}
          aria-invalid={state.problem !== null || undefined}
          data-testid="range-to"
        />
      </div>
      {state.problem && (
        <p className={styles.rangeError} role="alert" data-testid="range-error">
          {t(`range.problem.${state.problem}`, { max: MAX_RANGE_DAYS })}
        </p>
      )}
    </div>
  );
}
