import { changePassword } from '@nova/contracts/api/password';
import { PASSWORD_MAX_LENGTH } from '@nova/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { TextField } from '../../../components/text-field';
import { type ModalComponentProps, openModal } from '../../modals/use-modals';
import { memberInfoQuery } from '../api/use-member-info';
import { useChangePassword } from '../api/use-password';
import { useAccountForm } from '../hooks/use-account-form';
import { useConfirmSignOut } from '../hooks/use-confirm-sign-out';
import { withNewPasswordRules } from '../lib/password-form';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { ConfirmPasswordField, NewPasswordField, usePasswordRule } from './new-password-field';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

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
  const rule = usePasswordRule();
  const form = useAccountForm(
    withNewPasswordRules(changePassword.body, { username: member?.account, rule }),
    EMPTY,
    { rule },
  );

  // Signed out (here or elsewhere): a forced change has nothing left to protect.
  useEffect(() => {
    if (forced && member === null) close();
  }, [forced, member, close]);

  const onSubmit = form.submit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (form.fail(error) === 'UNAUTHENTICATED') close();
      return;
    }
    close();
    openModal('notice', {
      tone: 'success',
      title: t('changePassword.title'),
      message: t('changePassword.success'),
    });
    // Spec §4 "agent logins go to /agentHome": an agent changing its first password too.
    await navigate(member?.isAgent ? '/agentHome' : '/');
  });

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
          type="password"
          label={t('accountFields.oldPassword')}
          placeholder={t('placeholders.oldPassword')}
          icon="lock"
          autoComplete="current-password"
          {...form.field('oldPassword')}
          maxLength={PASSWORD_MAX_LENGTH}
          required
          data-autofocus
          data-testid="change-password-old"
        />
        <NewPasswordField
          label={t('accountFields.newPassword')}
          {...form.field('newPassword')}
          password={form.watch('newPassword')}
          username={member?.account}
          rule={rule}
          testId="change-password-new"
        />
        <ConfirmPasswordField
          {...form.field('confirmNewPassword')}
          testId="change-password-confirm"
        />
        {form.alert && <FormAlert testId="change-password-error">{form.alert}</FormAlert>}
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
