import { useEffect, useMemo } from 'react';
import { Toast } from '../../../components/toast';
import { useSecurityToast } from '../hooks/use-security-toast';

const TOAST_MS = 4000;

/** A success notice at the bottom of the screen, read out politely, gone after a few seconds. */
export function SecurityToast() {
  const toast = useSecurityToast((state) => state.toast);
  const dismiss = useSecurityToast((state) => state.dismiss);
  const shown = useMemo(() => (toast ? { ...toast, tone: 'success' as const } : null), [toast]);

  // Dismissed when the page goes away, so a notice never shows on another screen later.
  useEffect(() => dismiss, [dismiss]);

  return (
    <Toast toast={shown} dismiss={dismiss} ms={TOAST_MS} icon="check" testId="security-toast" />
  );
}
