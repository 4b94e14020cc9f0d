import { PASSWORD_MAX_LENGTH } from '@nova/contracts/constants';
import { passwordIssue } from '@nova/contracts/password-policy';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { TextField } from '../../../components/text-field';
import { errorCodeOf, errorMessage } from '../../../lib/errors';
import { type ModalComponentProps, openModal } from '../../modals/use-modals';
import { memberInfoQuery } from '../api/use-member-info';
import { useChangePassword } from '../api/use-password';
import { useConfirmSignOut } from '../hooks/use-confirm-sign-out';
import { fieldErrorsFromApi, type PasswordField } from '../lib/password-form';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import {
  ConfirmPasswordField,
  NewPasswordField,
  usePasswordIssueText,
  usePasswordRule,
} from './new-password-field';

type Values = Record<PasswordField, string>;
const PASSWORD_FIELDS: readonly PasswordField[] = [
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
];
const EMPTY: Values = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change password (spec §2, §4 "Password change success: user info reloads, modal closes, go
 * to /"). FORCED mode — after a must-change login, or whenever member info says
 * mustChangePassword — has no close button and no Escape, explains why, and offers sign-out
 * instead; from the security center it is an ordinary, closable dialog.
 */
export default function ChangePasswordModal({
  close,
  forced = false,
}: ModalComponentProps<'changePassword'>) {
  const { t } = useTranslation(['session', 'errors']);
  const navigate = useNavigate();
  const { data: member } = useQuery(memberInfoQuery);
  const signOut = useConfirmSignOut({ redirectTo: member?.isAgent ? '/agent' : '/' });
  const change = useChangePassword();
  const issueText = usePasswordIssueText();
  const rule = usePasswordRule();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  // Signed out (here or elsewhere): a forced change has nothing left to protect.
  useEffect(() => {
    if (forced && member === null) close();
  }, [forced, member, close]);

  function set(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function validate(): Partial<Record<PasswordField, string>> {
    const found: Partial<Record<PasswordField, string>> = {};
    const required = (field: PasswordField) =>
      t('issues.required', { field: t(`accountFields.${field}`) });
    if (!values.oldPassword) found.oldPassword = required('oldPassword');
    const issue = passwordIssue(values.newPassword, { username: member?.account, rule });
    if (!values.newPassword) found.newPassword = required('newPassword');
    else if (issue) found.newPassword = issueText(issue, rule);
    else if (values.newPassword === values.oldPassword)
      found.newPassword = t('errors:SAME_PASSWORD');
    if (!values.confirmNewPassword) found.confirmNewPassword = required('confirmNewPassword');
    else if (values.confirmNewPassword !== values.newPassword)
      found.confirmNewPassword = t('issues.mismatch');
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync(values);
    } catch (error) {
      const placed = fieldErrorsFromApi(error, PASSWORD_FIELDS, t);
      setErrors(placed);
      if (Object.keys(placed).length === 0) setAlert(errorMessage(t, error));
      if (errorCodeOf(error) === 'UNAUTHENTICATED') close();
      return;
    }
    close();
    openModal('notice', {
      tone: 'success',
      title: t('changePassword.title'),
      message: t('changePassword.success'),
    });
    await navigate('/');
  }

  return (
    <Modal
      name="changePassword"
      title={forced ? t('changePassword.forcedTitle') : t('changePassword.title')}
      onClose={close}
      closable={!forced}
      size="sm"
    >
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        data-testid="change-password-form"
        data-forced={forced || undefined}
      >
        {forced && (
          <div className={styles.lead} data-tone="warning" data-testid="change-password-forced">
            <span className={styles.leadIcon}>
              <Icon name="lock" size={20} />
            </span>
            <p className={styles.leadText}>{t('changePassword.forcedText')}</p>
          </div>
        )}
        <TextField
          name="oldPassword"
          type="password"
          label={t('accountFields.oldPassword')}
          placeholder={t('placeholders.oldPassword')}
          icon="lock"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(e) => set('oldPassword', e.target.value)}
          error={errors.oldPassword}
          maxLength={PASSWORD_MAX_LENGTH}
          required
          data-autofocus
          data-testid="change-password-old"
        />
        <NewPasswordField
          name="newPassword"
          label={t('accountFields.newPassword')}
          value={values.newPassword}
          onChange={(value) => set('newPassword', value)}
          error={errors.newPassword}
          username={member?.account}
          rule={rule}
          testId="change-password-new"
        />
        <ConfirmPasswordField
          value={values.confirmNewPassword}
          onChange={(value) => set('confirmNewPassword', value)}
          error={errors.confirmNewPassword}
          testId="change-password-confirm"
        />
        {alert && <FormAlert testId="change-password-error">{alert}</FormAlert>}
        <Button
          type="submit"
          size="lg"
          block
          loading={change.isPending}
          data-testid="change-password-submit"
        >
          {t('changePassword.submit')}
        </Button>
        {forced && (
          <p className={styles.switchLine}>
            {t('changePassword.notNow')}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={signOut}
              data-testid="change-password-sign-out"
            >
              {t('changePassword.signOut')}
            </button>
          </p>
        )}
      </form>
    </Modal>
  );
}
