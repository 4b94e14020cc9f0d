import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { errorMessage } from '../../../lib/errors';
import { useModals } from '../../modals/use-modals';
import { useFreePlayLogin } from '../api/use-login';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';

/**
 * Free play (FREEPLAY3; spec §4 "Free play login"): a trial account logs in, member info
 * reloads, every modal closes and the visitor lands on home.
 */
export function FreePlayButton() {
  const { t } = useTranslation(['session', 'errors']);
  const navigate = useNavigate();
  const freePlay = useFreePlayLogin();

  async function onClick() {
    try {
      await freePlay.mutateAsync();
    } catch {
      return;
    }
    useModals.getState().closeAll();
    await navigate('/');
  }

  return (
    <div className={styles.freePlay}>
      <div className={styles.divider}>
        <span>{t('login.or')}</span>
      </div>
      <Button
        variant="outline"
        size="lg"
        block
        icon={<Icon name="sparkles" size={18} />}
        loading={freePlay.isPending}
        onClick={onClick}
        data-testid="login-free-play"
      >
        {t('login.freePlay')}
      </Button>
      {freePlay.error && (
        <FormAlert testId="free-play-error">{errorMessage(t, freePlay.error)}</FormAlert>
      )}
    </div>
  );
}
