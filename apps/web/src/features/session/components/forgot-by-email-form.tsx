import { forgotPasswordByEmail } from '@nova/contracts/api/password';
import { FIELD_PATTERNS } from '@nova/contracts/register-field-check';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useForgotPasswordByEmail } from '../api/use-password';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { ResultPanel } from './result-panel';

const EMAIL_PATTERN = FIELD_PATTERNS[3] as RegExp;

/** The request, and the address in the register form's email rule (pattern 3). */
const ForgotByEmailSchema = z.extend(forgotPasswordByEmail.body, {
  email: forgotPasswordByEmail.body.shape.email.check(z.regex(EMAIL_PATTERN)),
});

/**
 * Forgot password by email (spec §2, §5 "Forgot by email: username rule and email rule"; §8
 * "Forgot-by-email success shows a confirmation message"). The answer is the same whether or
 * not the details match, so the confirmation says "if".
 */
export function ForgotByEmailForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation(['session', 'errors']);
  const forgot = useForgotPasswordByEmail();
  const form = useZodForm(ForgotByEmailSchema, {
    ns: 'session',
    defaultValues: { username: '', email: '' },
    invalid: { email: 'patterns.3' },
    // The answer never depends on the details (no enumeration): a failure is the form's.
    placeError: () => ({}),
  });
  const [sent, setSent] = useState(false);

  const onSubmit = form.submit(async (body) => {
    try {
      await forgot.mutateAsync(body);
      setSent(true);
    } catch (error) {
      form.fail(error);
    }
  });

  if (sent) {
    return (
      <ResultPanel
        icon="mail"
        title={t('forgotPassword.emailSentTitle')}
        action={
          <Button size="lg" block onClick={onLogin} data-testid="forgot-email-login">
            {t('forgotPassword.backToLogin')}
          </Button>
        }
        testId="forgot-email-sent"
      >
        {t('forgotPassword.emailSent')}
      </ResultPanel>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="forgot-email-form">
      <p className={styles.intro}>{t('forgotPassword.emailIntro')}</p>
      <TextField
        label={t('fields.username')}
        placeholder={t('placeholders.username')}
        icon="user"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
        maxLength={64}
        required
        data-autofocus
        data-testid="forgot-username"
      />
      <TextField
        type="email"
        label={t('fields.email')}
        placeholder={t('placeholders.email')}
        icon="mail"
        autoComplete="email"
        {...form.field('email')}
        maxLength={254}
        required
        data-testid="forgot-email"
      />
      {form.alert && <FormAlert testId="forgot-error">{form.alert}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        block
        loading={forgot.isPending}
        data-testid="forgot-email-submit"
      >
        {t('forgotPassword.sendLink')}
      </Button>
    </form>
  );
}
