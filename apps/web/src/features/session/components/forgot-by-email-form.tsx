import { FIELD_PATTERNS } from '@nova/contracts/register-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/errors';
import { useForgotPasswordByEmail } from '../api/use-password';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { ResultPanel } from './result-panel';

const EMAIL_PATTERN = FIELD_PATTERNS[3] as RegExp;

/**
 * Forgot password by email (spec §2, §5 "Forgot by email: username rule and email rule"; §8
 * "Forgot-by-email success shows a confirmation message"). The answer is the same whether or
 * not the details match, so the confirmation says "if".
 */
export function ForgotByEmailForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation(['session', 'errors']);
  const forgot = useForgotPasswordByEmail();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('issues.required', { field: t('fields.username') }),
      email: !email.trim()
        ? t('issues.required', { field: t('fields.email') })
        : EMAIL_PATTERN.test(email.trim())
          ? undefined
          : t('patterns.3'),
    };
    setErrors(found);
    if (found.username || found.email) return;
    try {
      await forgot.mutateAsync({ username: username.trim(), email: email.trim() });
      setSent(true);
    } catch {
      // Shown from forgot.error.
    }
  }

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
        name="username"
        label={t('fields.username')}
        placeholder={t('placeholders.username')}
        icon="user"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
        maxLength={64}
        required
        data-autofocus
        data-testid="forgot-username"
      />
      <TextField
        name="email"
        type="email"
        label={t('fields.email')}
        placeholder={t('placeholders.email')}
        icon="mail"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        maxLength={254}
        required
        data-testid="forgot-email"
      />
      {forgot.error && <FormAlert testId="forgot-error">{errorMessage(t, forgot.error)}</FormAlert>}
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
