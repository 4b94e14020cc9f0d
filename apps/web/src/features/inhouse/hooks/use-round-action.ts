import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';

/**
 * The busy flag and error line of a game screen's actions (play, start, reveal, cash out): one
 * action at a time, its failure translated (errors:<CODE>), and nothing set once the screen has
 * gone (an animation may still be awaiting when the player leaves).
 */
export function useRoundAction() {
  const { t } = useTranslation('inhouse');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Runs `action`; on failure calls `onFailure` and shows the translated error. */
  async function run(action: () => Promise<void>, onFailure?: () => void): Promise<void> {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      if (!mounted.current) return;
      onFailure?.();
      setError(errorMessage(t, failure));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return {
    busy,
    error,
    run,
    /** False once the screen has unmounted: an animation loop stops there. */
    alive: () => mounted.current,
  };
}
