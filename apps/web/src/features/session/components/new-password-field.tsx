import { PASSWORD_MAX_LENGTH } from '@nova/contracts/constants';
import {
  type PasswordIssue,
  passwordIssue,
  passwordLengthBounds,
} from '@nova/contracts/password-policy';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import { useRegisterSettings } from '../api/use-register-settings';
import { passwordIssueKey } from '../lib/password-form';
import styles from './auth-form.module.css';

/**
 * The brand's register rule for `password`: a changed or reset password meets the same rule as
 * a registered one, as the server checks (decision 028).
 */
export function usePasswordRule(): RegisterFieldRule | undefined {
  const { data } = useRegisterSettings();
  return data?.rules.find((rule) => rule.field === 'password');
}

/** The translated reason a new password is refused (contracts `passwordIssue`). */
export function usePasswordIssueText() {
  const { t } = useTranslation('session');
  return (issue: PasswordIssue, rule?: RegisterFieldRule): string =>
    t(passwordIssueKey(issue, rule), {
      field: t('fields.password'),
      ...passwordLengthBounds(rule),
    });
}

/** The input's own props: `value` and `onChange`, or react-hook-form's `register` props. */
type PasswordInputProps = Omit<
  TextFieldProps,
  'type' | 'label' | 'placeholder' | 'icon' | 'autoComplete' | 'hint' | 'maxLength' | 'required'
>;

export interface NewPasswordFieldProps extends PasswordInputProps {
  label: string;
  /** The password as typed, explained under the field. */
  password: string;
  /** Checked against the password so it does not contain it. */
  username?: string;
  /** The brand's password rule (`usePasswordRule`), explained as the visitor types. */
  rule?: RegisterFieldRule | undefined;
  testId: string;
  autoFocus?: boolean;
}

/**
 * A new password with a live strength hint: the contract's password rule, the one the server
 * applies (SECURITY.md 2), explained under the field as the visitor types.
 */
export function NewPasswordField({
  label,
  password,
  username,
  rule,
  testId,
  autoFocus,
  ...input
}: NewPasswordFieldProps) {
  const { t } = useTranslation('session');
  const issueText = usePasswordIssueText();
  const issue = password ? passwordIssue(password, { username, rule }) : null;
  const hint =
    password === '' ? (
      t('passwordPolicy.hint', { min: passwordLengthBounds(rule).min })
    ) : issue ? (
      <span className={styles.strength} data-strength="weak" data-testid={`${testId}-strength`}>
        <Icon name="alert" size={12} />
        {issueText(issue, rule)}
      </span>
    ) : (
      <span className={styles.strength} data-strength="ok" data-testid={`${testId}-strength`}>
        <Icon name="check" size={12} />
        {t('passwordPolicy.ok')}
      </span>
    );
  return (
    <TextField
      {...input}
      type="password"
      label={label}
      placeholder={t('placeholders.newPassword')}
      icon="lock"
      autoComplete="new-password"
      hint={hint}
      maxLength={PASSWORD_MAX_LENGTH}
      required
      data-autofocus={autoFocus || undefined}
      data-testid={testId}
    />
  );
}

export interface ConfirmPasswordFieldProps extends PasswordInputProps {
  testId: string;
}

/** The confirmation of a new password (spec §3 `confirmNewPassword`), checked as typed. */
export function ConfirmPasswordField({ testId, ...input }: ConfirmPasswordFieldProps) {
  const { t } = useTranslation('session');
  return (
    <TextField
      name="confirmNewPassword"
      {...input}
      type="password"
      label={t('accountFields.confirmNewPassword')}
      placeholder={t('placeholders.confirmPassword')}
      icon="lock"
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      required
      data-testid={testId}
    />
  );
}
