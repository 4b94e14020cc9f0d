import { useTranslation } from 'react-i18next';
import { Button, Notice, Spinner } from '../components/ui';
import { LoginPage } from '../features/login/login-page';
import { errorText } from '../lib/api';
import { OperatorContext, useOperatorQuery } from '../lib/session';
import { Shell } from './shell';

/** Signed in: the shell and the screen. Not signed in: the sign-in form at the same address. */
export function Root() {
  const { t } = useTranslation();
  const self = useOperatorQuery();
  if (self.isPending) return <Spinner label={t('common.loading')} />;
  if (self.isError) {
    return (
      <div className="login">
        <div className="login-card">
          <Notice tone="bad">{errorText(t, self.error)}</Notice>
          <Button onClick={() => void self.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  }
  if (!self.data) return <LoginPage />;
  return (
    <OperatorContext value={self.data}>
      <Shell />
    </OperatorContext>
  );
}

/** A screen that failed to render: said plainly, with a way back (never a stack trace). */
export function RootError() {
  const { t } = useTranslation();
  return (
    <div className="login">
      <div className="login-card">
        <Notice tone="bad">{t('app.crashed')}</Notice>
        <Button variant="primary" onClick={() => window.location.assign('/admin/')}>
          {t('app.reload')}
        </Button>
      </div>
    </div>
  );
}
