import type { RegisterField, RegisterFieldRule } from '@nova/contracts/register-rules';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import styles from './auth-form.module.css';

const ICONS: Partial<Record<RegisterField, IconName>> = {
  username: 'user',
  password: 'lock',
  confirmPassword: 'lock',
  paymentPassword: 'lock',
  mobileNum: 'phone',
  email: 'mail',
  verificationCode: 'shield',
  affiliateCode: 'invite',
  recommenderId: 'invite',
  birthday: 'calendar',
  payeeName: 'user',
  nickname: 'user',
  telegram: 'telegram',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  address: 'home',
  nationality: 'globe',
  placeOfBirth: 'globe',
  occupation: 'wallet',
  sourceOfIncome: 'coins',
  idNumber: 'file',
};

const TYPES: Partial<Record<RegisterField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
};

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'new-password',
  email: 'email',
  payeeName: 'name',
  nickname: 'nickname',
  birthday: 'bday',
  address: 'street-address',
};

/** Date fields are typed in the format their pattern asks for (11 yyyy-MM-dd, 13 MM-dd-yyyy). */
function placeholderFor(rule: RegisterFieldRule): string | undefined {
  if (rule.patternId === 11) return 'yyyy-MM-dd';
  if (rule.patternId === 13) return 'MM-dd-yyyy';
  return undefined;
}

export interface RegisterFieldInputProps {
  rule: RegisterFieldRule;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
  wide?: boolean;
}

/** One server-configured register field. */
export function RegisterFieldInput({
  rule,
  value,
  onChange,
  error,
  autoFocus,
  wide,
}: RegisterFieldInputProps) {
  const { t } = useTranslation('session');
  const field = rule.field;
  return (
    <TextField
      name={field}
      className={wide ? styles.wide : undefined}
      label={t(`fields.${field}`)}
      placeholder={
        placeholderFor(rule) ?? t(`placeholders.${field}`, { defaultValue: t(`fields.${field}`) })
      }
      icon={ICONS[field] ?? 'file'}
      // A date picker writes yyyy-MM-dd, the format of every pattern but 13 (MM-dd-yyyy).
      type={field === 'birthday' && rule.patternId !== 13 ? 'date' : (TYPES[field] ?? 'text')}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      inputMode={rule.patternId === 6 ? 'numeric' : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required={rule.required}
      maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
      data-autofocus={autoFocus || undefined}
      data-testid={`register-${field}`}
    />
  );
}
