import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showNotice } from '../../../components/notice';

/** The flag the server's game entry adds when a launch ticket was spent or expired. */
export const EXPIRED_LAUNCH_PARAM = 'launch';

/**
 * A spent or expired launch ticket lands on `/?launch=expired` (decision 017): home tells the
 * player in their language that the game link expired and to open the game again, and drops
 * the flag from the address so a reload or a shared link does not repeat it.
 */
export function useExpiredLaunchNotice(): void {
  const { t } = useTranslation('home');
  const [params, setParams] = useSearchParams();
  const expired = params.get(EXPIRED_LAUNCH_PARAM) === 'expired';

  useEffect(() => {
    if (!expired) return;
    showNotice(t('launchExpired'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EXPIRED_LAUNCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [expired, setParams, t]);
}
