import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openModal, useModals } from '../../modals/use-modals';
import { memberInfoQuery } from '../api/use-member-info';

/**
 * A session whose member info says `mustChangePassword` may do nothing but change its password
 * (SECURITY.md "default password"; decision 009): the change-password modal is kept open in
 * FORCED mode for as long as that holds — after a reload, in a new tab, or when something else
 * closed every modal. Never suspends: safe to mount anywhere inside the router.
 */
export function useForcedPasswordChange(): void {
  const { data: member } = useQuery(memberInfoQuery);
  const mustChange = member?.mustChangePassword === true;
  const forcedOpen = useModals((state) =>
    state.stack.some((modal) => modal.name === 'changePassword' && modal.props.forced === true),
  );
  useEffect(() => {
    if (mustChange && !forcedOpen) openModal('changePassword', { forced: true });
  }, [mustChange, forcedOpen]);
}

/** The hook as an element, for layouts: `<ForcedPasswordChange />`. */
export function ForcedPasswordChange(): null {
  useForcedPasswordChange();
  return null;
}
