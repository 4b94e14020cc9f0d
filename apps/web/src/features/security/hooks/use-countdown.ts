import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A seconds countdown for "send code" buttons (spec §4 "SMS countdown": disabled for
 * expiredMinutes × 60 s, then re-enabled). It counts against the clock, not against ticks, so a
 * throttled background tab still ends on time.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (endsAt === null) return;
    timer.current = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => window.clearInterval(timer.current);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : null);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, start, stop };
}
