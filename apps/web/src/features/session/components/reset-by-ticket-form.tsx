import { passwordIssue } from '@nova/contracts/password-policy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { errorCodeOf, errorMessage } from '../../../lib/errors';
import { useResetPasswordByTicket } from '../api/use-password';
import { fieldErrorsFromApi } from '../lib/password-form';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import {
  ConfirmPasswordField,
  NewPasswordField,
  usePasswordIssueText,
  usePasswordRule,
} from './new-password-field';
import { ResultPanel } from './result-panel';

type Field = 'newPassword' | 'confirmNewPassword';
const FIELDS: readonly Field[] = ['newPassword', 'confirmNewPassword'];

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
  const issueText = usePasswordIssueText();
  const rule = usePasswordRule();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [invalidTicket, setInvalidTicket] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const issue = passwordIssue(newPassword, { rule });
    const found: Partial<Record<Field, string>> = {};
    if (!newPassword)
      found.newPassword = t('issues.required', { field: t('accountFields.newPassword') });
    else if (issue) found.newPassword = issueText(issue, rule);
    if (!confirm)
      found.confirmNewPassword = t('issues.required', {
        field: t('accountFields.confirmNewPassword'),
      });
    else if (confirm !== newPassword) found.confirmNewPassword = t('issues.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await reset.mutateAsync({ ticket, newPassword, confirmNewPassword: confirm });
      setDone(true);
    } catch (error) {
      if (errorCodeOf(error) === 'TICKET_INVALID') {
        setInvalidTicket(true);
        return;
      }
      const placed = fieldErrorsFromApi(error, FIELDS, t);
      setErrors(placed);
      if (Object.keys(placed).length === 0) setAlert(errorMessage(t, error));
    }
  }

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
        name="newPassword"
        label={t('accountFields.newPassword')}
        value={newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
        rule={rule}
        testId="reset-ticket-new"
        autoFocus
      />
      <ConfirmPasswordField
        value={confirm}
        onChange={setConfirm}
        error={errors.confirmNewPassword}
        testId="reset-ticket-confirm"
      />
      {alert && <FormAlert testId="reset-ticket-error">{alert}</FormAlert>}
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
