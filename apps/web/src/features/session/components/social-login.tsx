import { type OAuthProvider, oauthStartUrl } from '@nova/contracts/api/oauth';
import type { ErrorCode } from '@nova/contracts/errors';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { type TelegramUser, useSocialProviders, useTelegramLogin } from '../api/use-social';
import { type LoginArea, type LoginSuccess, useFinishLogin } from '../hooks/use-login-flow';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import social from './social-login.module.css';
import { FacebookLogo, GoogleLogo } from './social-logos';
import { TelegramLoginWidget } from './telegram-login-widget';

const LOGOS: Record<OAuthProvider, ComponentType> = { google: GoogleLogo, facebook: FacebookLogo };

export interface SocialLoginProps {
  area: LoginArea;
  /** What a successful Telegram login does next, as for the form beside it. */
  onSuccess: (success: LoginSuccess) => void;
  /** Why a one-click login that came back to the site failed (`?socialError=`, decision 010). */
  arrivalError?: ErrorCode;
}

/**
 * One-click login under the login forms (spec §2 "Login modal"; decision 010): only the
 * providers the server has credentials for, nothing at all while that is unknown or when none
 * is. Google and Facebook are plain links to the server's OAuth start, which redirects away;
 * Telegram is the official widget, whose signed user object is posted to the server.
 */
export function SocialLogin({ area, onSuccess, arrivalError }: SocialLoginProps) {
  const { t } = useTranslation(['session', 'errors']);
  const providers = useSocialProviders().data;
  const telegram = useTelegramLogin();
  const finish = useFinishLogin(onSuccess);
  const [arrivalDismissed, setArrivalDismissed] = useState(false);

  async function onTelegramAuth(user: TelegramUser) {
    setArrivalDismissed(true);
    try {
      finish(await telegram.mutateAsync({ ...user, area }), 'social');
    } catch {
      // Shown below from telegram.error.
    }
  }

  const oauth = (['google', 'facebook'] as const).filter((provider) => providers?.[provider]);
  const botName = providers?.telegram?.botName;
  const message = telegram.error
    ? errorMessage(t, telegram.error)
    : arrivalError && !arrivalDismissed
      ? t(`errors:${arrivalError}`)
      : null;
  if (oauth.length === 0 && !botName && !message) return null;

  return (
    <div className={social.root} data-testid="social-login">
      {(oauth.length > 0 || botName) && (
        <>
          <div className={styles.divider}>
            <span>{t('social.divider')}</span>
          </div>
          {oauth.length > 0 && (
            <div className={social.buttons}>
              {oauth.map((provider) => {
                const Logo = LOGOS[provider];
                const label = t(`social.${provider}`);
                return (
                  <a
                    key={provider}
                    href={oauthStartUrl(provider, area)}
                    className={social.button}
                    data-provider={provider}
                    aria-label={label}
                    title={label}
                    data-testid={`social-${provider}`}
                  >
                    <Logo />
                  </a>
                );
              })}
            </div>
          )}
          {botName && (
            <TelegramLoginWidget
              botName={botName}
              label={t('social.telegram')}
              className={social.telegram}
              onAuth={onTelegramAuth}
            />
          )}
        </>
      )}
      {message && <FormAlert testId="social-error">{message}</FormAlert>}
    </div>
  );
}
