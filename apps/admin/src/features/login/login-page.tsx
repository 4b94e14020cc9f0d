import { OperatorLoginSchema, operatorLogin } from '@nova/contracts/api/ops-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { Button, Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { SELF_KEY } from '../../lib/session';

/** Operator sign-in: username, password and the authenticator's six digits at once. */
export function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAdminForm(OperatorLoginSchema, { username: '', password: '', totpCode: '' });
  const login = useMutation({
    mutationFn: (body: { username: string; password: string; totpCode: string }) =>
      callApi(operatorLogin, { body }),
    onSuccess: (self) => queryClient.setQueryData(SELF_KEY, self),
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setFailure(errorText(t, error));
      form.setValue('totpCode', '');
    }
  });
  return (
    <div className="login">
      <div className="login-card">
        <div className="login-brand">
          <span className="logo-mark" aria-hidden="true">
            N
          </span>
          <div>
            <h1>{t('login.title')}</h1>
            <p>{t('login.subtitle')}</p>
          </div>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          {failure ? <Notice tone="bad">{failure}</Notice> : null}
          <TextField
            label={t('login.username')}
            autoComplete="username"
            autoFocus
            error={form.message('username')}
            {...form.register('username')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            error={form.message('password')}
            {...form.register('password')}
          />
          <TextField
            label={t('login.totp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={t('login.totpHint')}
            error={form.message('totpCode')}
            {...form.register('totpCode')}
          />
          <Button type="submit" variant="primary" className="btn-block" busy={login.isPending}>
            <ShieldCheck size={16} aria-hidden="true" />
            {t('login.submit')}
          </Button>
        </form>
        <p className="login-foot">{t('login.foot')}</p>
      </div>
    </div>
  );
}
