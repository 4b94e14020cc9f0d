import { useTranslation } from 'react-i18next';
import { openModal } from '../../modals/use-modals';
import { useLogout } from '../api/use-logout';

/**
 * Sign out after the visitor confirms (spec §4 "Logout"): returns the function that opens the
 * confirmation; confirming logs out and goes to `redirectTo` (home, or /agent from the agent
 * area).
 */
export function useConfirmSignOut(options: { redirectTo?: string } = {}): () => void {
  const { t } = useTranslation('layout');
  const logout = useLogout(options);
  return () =>
    openModal('notice', {
      tone: 'warning',
      title: t('account.signOut'),
      message: t('account.signOutConfirm'),
      cancelLabel: t('common:cancel'),
      confirmLabel: t('account.signOut'),
      onConfirm: () => logout.mutate(),
    });
}
