import { openModal } from '../../modals/use-modals';
import { useSession } from '../../session/hooks/use-session';
import { showTrialWarning } from './use-trial-warning';

/**
 * Spec §4 "Protected action": logged out opens the login popup, a trial account gets the
 * real-account warning (SECURITY.md 16), anyone else runs the action. Returns whether it ran.
 */
export function useProtectedAction(): (action: () => void) => boolean {
  const { isLogin, isTrial } = useSession();
  return (action) => {
    if (!isLogin) {
      openModal('login', {});
      return false;
    }
    if (isTrial) {
      showTrialWarning();
      return false;
    }
    action();
    return true;
  };
}
