import { SMS_REQUEST_THROTTLE_MS } from '@nova/contracts/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { useSmsCountdown } from './use-sms-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Countdown = ReturnType<typeof useSmsCountdown>;

async function send(
  result: { current: Countdown },
  request: () => Promise<{ expiredMinutes: number }>,
) {
  let outcome: Awaited<ReturnType<Countdown['send']>> | undefined;
  await act(async () => {
    outcome = await result.current.send(request);
  });
  return outcome;
}

describe('useSmsCountdown', () => {
  it('counts down expiredMinutes × 60 s after a send, then frees the button', async () => {
    const { result } = renderHook(() => useSmsCountdown());
    const request = vi.fn(async () => ({ expiredMinutes: 1 }));
    expect(await send(result, request)).toEqual({ status: 'sent', seconds: 60 });
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.sentOnce).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('blocks a resend during the countdown, and allows it once the countdown ends', async () => {
    const { result } = renderHook(() => useSmsCountdown());
    const request = vi.fn(async () => ({ expiredMinutes: 2 }));
    await send(result, request);
    act(() => vi.advanceTimersByTime(60_000));
    expect(await send(result, request)).toEqual({ status: 'blocked' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(60_000));
    expect(await send(result, request)).toMatchObject({ status: 'sent' });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('throttles requests to one per SMS_REQUEST_THROTTLE_MS even when a send failed', async () => {
    const { result } = renderHook(() => useSmsCountdown());
    const request = vi.fn(async () => {
      throw new ApiError('SMS_QUOTA_EXCEEDED', 503);
    });
    expect(await send(result, request)).toMatchObject({ status: 'failed' });
    // A failure with no wait starts no countdown, but a click within the throttle is ignored.
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(SMS_REQUEST_THROTTLE_MS - 1));
    expect(await send(result, request)).toEqual({ status: 'blocked' });
    expect(request).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(await send(result, request)).toMatchObject({ status: 'failed' });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('ignores a second click while the first request is in flight', async () => {
    const { result } = renderHook(() => useSmsCountdown());
    let resolve: (value: { expiredMinutes: number }) => void = () => {};
    const request = vi.fn(
      () =>
        new Promise<{ expiredMinutes: number }>((r) => {
          resolve = r;
        }),
    );
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.send(request);
    });
    expect(result.current.sending).toBe(true);
    act(() => vi.advanceTimersByTime(SMS_REQUEST_THROTTLE_MS * 3));
    expect(await send(result, request)).toEqual({ status: 'blocked' });
    await act(async () => {
      resolve({ expiredMinutes: 1 });
      await first;
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(60);
  });

  it('counts down the retryAfter of SMS_COOLDOWN and SMS_LOCKED refusals', async () => {
    const { result } = renderHook(() => useSmsCountdown());
    const locked = vi.fn(async () => {
      throw new ApiError('SMS_LOCKED', 429, [], { retryAfter: 300 });
    });
    const outcome = await send(result, locked);
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'SMS_LOCKED' } });
    expect(result.current.secondsLeft).toBe(300);
    expect(result.current.sentOnce).toBe(false);
    act(() => vi.advanceTimersByTime(300_000));
    expect(result.current.secondsLeft).toBe(0);
  });
});
