import type { CodeSent } from '@nova/contracts/api/fields';
import { SMS_REQUEST_THROTTLE_MS } from '@nova/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';

export type SmsSendOutcome =
  | { status: 'sent'; seconds: number }
  | { status: 'blocked' }
  | { status: 'failed'; error: unknown };

export interface SmsCountdown {
  /** Seconds until another code may be requested; 0 when the button is free. */
  secondsLeft: number;
  sending: boolean;
  /** A code was sent at least once (the button then reads "Resend"). */
  sentOnce: boolean;
  /**
   * Runs `request` unless blocked: during the countdown, while a request is in flight, or within
   * SMS_REQUEST_THROTTLE_MS of the previous request (spec §9, leading call only).
   */
  send: (request: () => Promise<CodeSent>) => Promise<SmsSendOutcome>;
}

/** Refusals that say how long to wait: the button counts that down too. */
const WAIT_CODES = new Set(['SMS_COOLDOWN', 'SMS_LOCKED', 'RATE_LIMITED']);

/**
 * The send-code button's clock (spec §4 "SMS countdown": disabled for expiredMinutes × 60 s,
 * then re-enabled; §5 "Resending an SMS code is blocked during the countdown").
 */
export function useSmsCountdown(): SmsCountdown {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const inFlight = useRef(false);
  const deadlineRef = useRef(0);

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    deadlineRef.current = current + seconds * 1000;
    setNow(current);
    setDeadline(deadlineRef.current);
  }, []);

  const send = useCallback(
    async (request: () => Promise<CodeSent>): Promise<SmsSendOutcome> => {
      const current = Date.now();
      if (inFlight.current || deadlineRef.current > current) return { status: 'blocked' };
      if (current - lastRequest.current < SMS_REQUEST_THROTTLE_MS) return { status: 'blocked' };
      lastRequest.current = current;
      inFlight.current = true;
      setSending(true);
      try {
        const { expiredMinutes } = await request();
        const seconds = expiredMinutes * 60;
        start(seconds);
        setSentOnce(true);
        return { status: 'sent', seconds };
      } catch (error) {
        if (isApiError(error) && WAIT_CODES.has(error.code) && error.retryAfter) {
          start(error.retryAfter);
        }
        return { status: 'failed', error };
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [start],
  );

  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, sending, sentOnce, send };
}
