import type { CodeSent } from '@nova/contracts/api/fields';
import { SMS_REQUEST_THROTTLE_MS } from '@nova/contracts/constants';
import { useRef, useState } from 'react';
import { retryAfterOf } from '../lib/form-errors';
import { useCountdown } from './use-countdown';

/**
 * A "send code" action (spec §4 "SMS countdown", §9 request throttle): at most one request a
 * second, then the button waits expiredMinutes × 60 s — or the server's Retry-After.
 */
export function useCodeSender() {
  const countdown = useCountdown();
  const lastRequest = useRef(0);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function send(
    request: () => Promise<CodeSent>,
    onError: (error: unknown) => void,
  ): Promise<boolean> {
    const now = Date.now();
    if (pending || countdown.running || now - lastRequest.current < SMS_REQUEST_THROTTLE_MS) {
      return false;
    }
    lastRequest.current = now;
    setPending(true);
    try {
      const { expiredMinutes } = await request();
      countdown.start(expiredMinutes * 60);
      setSent(true);
      return true;
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      onError(error);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { send, sent, pending, remaining: countdown.remaining, waiting: countdown.running };
}
