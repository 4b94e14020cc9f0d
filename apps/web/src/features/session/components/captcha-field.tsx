import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useCaptcha } from '../api/use-captcha';
import styles from './auth-form.module.css';

export interface CaptchaFieldProps {
  value: string;
  className?: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** Captcha input with its image; clicking the image loads a new one. */
export function CaptchaField({ value, onChange, error, className }: CaptchaFieldProps) {
  const { t } = useTranslation('session');
  const { image, loading, refresh } = useCaptcha(true);
  return (
    <TextField
      name="captcha"
      className={className}
      label={t('fields.captcha')}
      icon="shield"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      required
      data-testid="captcha-input"
      trailing={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={refresh}
          aria-label={t('captcha.refresh')}
          data-testid="captcha-refresh"
        >
          {image && !loading ? <img src={image} alt={t('captcha.alt')} /> : <Spinner size="sm" />}
        </button>
      }
    />
  );
}
