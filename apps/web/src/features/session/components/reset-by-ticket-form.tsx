import { resetPasswordByTicket } from '@nova/contracts/api/password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { errorCodeOf } from '../../../lib/errors';
import { useResetPasswordByTicket } from '../api/use-password';
import { useAccountForm } from '../hooks/use-account-form';
import { withNewPasswordRules } from '../lib/password-form';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { ConfirmPasswordField, NewPasswordField, usePasswordRule } from './new-password-field';
import { ResultPanel } from './result-panel';

/** The ticket is the link's, not a field: the form checks the two passwords. */
const PasswordsSchema = z.omit(resetPasswordByTicket.body, { ticket: true });

/**
 * "Set a new password" from a reset link (decision 004: the URL carries only a single-use,
 * short-lived ticket). Success says so and offers the login.
 */
export function ResetByTicketForm({
  ticket,
  onLogin,
  onRestart,
}: {
  ticket: string;
  onLogin: () => void;
  /** The link is spent or expired: ask for a new one. */
  onRestart: () => void;
}) {
  const { t } = useTranslation(['session', 'errors']);
  const reset = useResetPasswordByTicket();
  const rule = usePasswordRule();
  const form = useAccountForm(
    withNewPasswordRules(PasswordsSchema, { rule }),
    { newPassword: '', confirmNewPassword: '' },
    { rule },
  );
  const [done, setDone] = useState(false);
  const [invalidTicket, setInvalidTicket] = useState(false);

  const onSubmit = form.submit(async (passwords) => {
    try {
      await reset.mutateAsync({ ticket, ...passwords });
      setDone(true);
    } catch (error) {
      if (errorCodeOf(error) === 'TICKET_INVALID') setInvalidTicket(true);
      else form.fail(error);
    }
  });

  if (done) {
    return (
      <ResultPanel
        icon="check"
        title={t('forgotPassword.resetDoneTitle')}
        action={
          <Button size="lg" block onClick={onLogin} data-testid="reset-ticket-login">
            {t('forgotPassword.toLogin')}
          </Button>
        }
        testId="reset-ticket-done"
      >
        {t('forgotPassword.resetDone')}
      </ResultPanel>
    );
  }

  if (invalidTicket) {
    return (
      <ResultPanel
        icon="clock"
        tone="warning"
        title={t('forgotPassword.linkInvalidTitle')}
        action={
          <Button size="lg" block onClick={onRestart} data-testid="reset-ticket-restart">
            {t('forgotPassword.requestNew')}
          </Button>
        }
        testId="reset-ticket-invalid"
      >
        {t('errors:TICKET_INVALID')}
      </ResultPanel>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="reset-ticket-form">
      <p className={styles.intro}>{t('forgotPassword.ticketIntro')}</p>
      <NewPasswordField
        label={t('accountFields.newPassword')}
        {...form.field('newPassword')}
        password={form.watch('newPassword')}
        rule={rule}
        testId="reset-ticket-new"
        autoFocus
      />
      <ConfirmPasswordField {...form.field('confirmNewPassword')} testId="reset-ticket-confirm" />
      {form.alert && <FormAlert testId="reset-ticket-error">{form.alert}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        block
        loading={reset.isPending}
        data-testid="reset-ticket-submit"
      >
        {t('forgotPassword.setPassword')}
      </Button>
    </form>
  );
}
