import type { RegisterField, RegisterFieldRule } from '@nova/contracts/register-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/icon';
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
};

const TYPES: Partial<Record<RegisterField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
  birthday: 'date',
};

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel',
  payeeName: 'name',
  birthday: 'bday',
  verificationCode: 'one-time-code',
};

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
  const [smsNote, setSmsNote] = useState(false);
  const field = rule.field;
  return (
    <TextField
      name={field}
      className={wide ? styles.wide : undefined}
      label={t(`fields.${field}`)}
      placeholder={t(`placeholders.${field}`, { defaultValue: t(`fields.${field}`) })}
      icon={ICONS[field] ?? 'file'}
      type={TYPES[field] ?? 'text'}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required={rule.required}
      maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
      data-autofocus={autoFocus || undefined}
      hint={smsNote ? t('register.smsComing') : undefined}
      trailing={
        field === 'verificationCode' ? (
          <button type="button" className={styles.sendCode} onClick={() => setSmsNote(true)}>
            {t('register.sendCode')}
          </button>
        ) : undefined
      }
    />
  );
}
