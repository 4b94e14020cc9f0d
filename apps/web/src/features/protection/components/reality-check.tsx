import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { onSessionEndedByServer } from '../../../lib/query-client';
import { sessionSummaryQuery } from '../api/protection-queries';
import { useEndSession } from '../hooks/use-end-session';
import { delayUntil, nextRealityCheck, serverClock } from '../lib/reality-schedule';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * Mounted once for a logged-in real member (root shell, its own chunk). It keeps the session's
 * protection promises on this device (SECURITY.md 37):
 * - the reality check at startedAt + k × interval on the server's clock, with this session's
 *   time, stakes, wins and net read again when it shows;
 * - the session time limit: at its end the player is logged out with SESSION_LIMIT_REACHED;
 * - a request answered TIMED_OUT or SESSION_LIMIT_REACHED means the session is over
 *   (lib/query-client.ts): this device logs out too and says why.
 */
export function RealityCheck() {
  const { t } = useTranslation(['protection', 'errors']);
  const summary = useQuery(sessionSummaryQuery);
  const endSession = useEndSession();
  const [open, setOpen] = useState(false);
  /**
   * The last check shown (k, at its interval), so a device clock running ahead never shows the
   * same one twice; a new interval counts afresh.
   */
  const shown = useRef({ interval: 0, index: 0 });
  /** Several requests may be refused at once: the session ends (and says why) once. */
  const ended = useRef(false);
  const { data, dataUpdatedAt, refetch } = summary;

  const endWith = useCallback(
    (message: string) => {
      if (ended.current) return;
      ended.current = true;
      setOpen(false);
      endSession({ tone: 'warning', title: t('sessionEnded'), message });
    },
    [endSession, t],
  );

  useEffect(() => onSessionEndedByServer((error) => endWith(errorMessage(t, error))), [endWith, t]);

  // The next check, armed again after each answer and after the dialog closes.
  useEffect(() => {
    if (!data || open) return;
    const clock = serverClock(data.now, dataUpdatedAt);
    const interval = data.intervalMinutes;
    const after = shown.current.interval === interval ? shown.current.index : 0;
    const next = nextRealityCheck(data.startedAt, interval, clock, Date.now(), after);
    if (!next) return;
    const timer = window.setTimeout(() => {
      shown.current = { interval, index: next.index };
      // The figures as they are now; a failed read still shows the last ones.
      void refetch().finally(() => setOpen(true));
    }, next.delayMs);
    return () => window.clearTimeout(timer);
  }, [data, dataUpdatedAt, open, refetch]);

  // The session time limit's end.
  useEffect(() => {
    if (!data?.sessionEndsAt) return;
    const clock = serverClock(data.now, dataUpdatedAt);
    const timer = window.setTimeout(
      () => endWith(t('errors:SESSION_LIMIT_REACHED')),
      delayUntil(data.sessionEndsAt, clock, Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [data, dataUpdatedAt, endWith, t]);

  if (!open || !data) return null;
  return (
    <RealityCheckDialog
      summary={data}
      onContinue={() => setOpen(false)}
      onLogout={() => {
        setOpen(false);
        endSession();
      }}
    />
  );
}
