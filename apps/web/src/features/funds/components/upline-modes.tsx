import { useTranslation } from 'react-i18next';
import type { UplineMode } from '../lib/upline-rules';
import styles from './upline.module.css';

const MODES: readonly UplineMode[] = ['UPLINE', 'DOWNLINE'];

/** Agents choose between their upline and an account of their downline. */
export function UplineModes({
  value,
  uplineAvailable,
  onChange,
}: {
  value: UplineMode;
  uplineAvailable: boolean;
  onChange: (mode: UplineMode) => void;
}) {
  const { t } = useTranslation('funds');
  return (
    <fieldset className={styles.modes}>
      <legend className="visually-hidden">{t('upline.modes.label')}</legend>
      {MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          disabled={mode === 'UPLINE' && !uplineAvailable}
          className={styles.mode}
          onClick={() => onChange(mode)}
          data-testid={`upline-mode-${mode}`}
        >
          {t(`upline.modes.${mode}`)}
        </button>
      ))}
    </fieldset>
  );
}
