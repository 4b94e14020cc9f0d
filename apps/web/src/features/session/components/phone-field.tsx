import { MobileNumSchema } from '@nova/contracts/api/fields';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import styles from './auth-form.module.css';

/** The contract's mobile rule (spec §5 "SMS send requires a valid mobile number first"). */
export function isValidMobile(value: string): boolean {
  return MobileNumSchema.safeParse(value).success;
}

export interface PhoneFieldProps {
  /** Dialing codes offered by the brand (register settings); null while they load. */
  dialingCodes: readonly string[] | null;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  error?: string | null;
  /** Test ids: `<prefix>-dialing-code`, `<prefix>-mobile`. */
  testIdPrefix: string;
  name?: string;
  autoFocus?: boolean;
  className?: string;
}

/** Country dialing code and mobile number, side by side. */
export function PhoneField({
  dialingCodes,
  dialingCode,
  onDialingCode,
  mobile,
  onMobile,
  error,
  testIdPrefix,
  name = 'mobileNum',
  autoFocus,
  className,
}: PhoneFieldProps) {
  const { t } = useTranslation('session');
  return (
    <div className={[styles.phone, className].filter(Boolean).join(' ')}>
      <label className={styles.dial}>
        <span className={styles.dialLabel}>{t('fields.countryDialingCode')}</span>
        <span className={styles.dialControl} data-invalid={Boolean(error)}>
          <select
            name="countryDialingCode"
            value={dialingCode}
            onChange={(e) => onDialingCode(e.target.value)}
            disabled={!dialingCodes || dialingCodes.length < 2}
            aria-label={t('fields.countryDialingCode')}
            data-testid={`${testIdPrefix}-dialing-code`}
          >
            {(dialingCodes ?? [dialingCode]).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {dialingCodes && dialingCodes.length > 1 && (
            <Icon name="chevron-down" size={14} className={styles.dialChevron} />
          )}
        </span>
      </label>
      <TextField
        name={name}
        type="tel"
        inputMode="numeric"
        label={t('fields.mobileNum')}
        placeholder={t('placeholders.mobileNum')}
        icon="phone"
        autoComplete="tel-national"
        value={mobile}
        onChange={(e) => onMobile(e.target.value)}
        error={error}
        maxLength={15}
        required
        data-autofocus={autoFocus || undefined}
        data-testid={`${testIdPrefix}-mobile`}
      />
    </div>
  );
}
