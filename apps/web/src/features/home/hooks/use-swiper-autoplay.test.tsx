import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutoplaySwiper, useSwiperAutoplay } from './use-swiper-autoplay';

type Handler = () => void;

/** A Swiper stand-in: records its event handlers, counts slideNext. */
function fakeSwiper() {
  const handlers = new Map<string, Set<Handler>>();
  const swiper = {
    destroyed: false,
    el: document.createElement('div'),
    slideNext: vi.fn(),
    on: vi.fn((event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    }),
    off: vi.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
    }),
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
    listeners(event: string) {
      return handlers.get(event)?.size ?? 0;
    },
  };
  return swiper;
}

function pointer(type: string, pointerType: string): Event {
  const event = new Event(type);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

function play(swiper: ReturnType<typeof fakeSwiper>, playing = true) {
  return renderHook(
    ({ on }: { on: boolean }) => useSwiperAutoplay(swiper as unknown as AutoplaySwiper, 1000, on),
    { initialProps: { on: playing } },
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSwiperAutoplay', () => {
  it('moves one slide after the delay, then again only after that move has ended', () => {
    const swiper = fakeSwiper();
    play(swiper);
    act(() => vi.advanceTimersByTime(999));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    // The transition is still running: no second move until it ends, then a full delay.
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => swiper.emit('transitionEnd'));
    act(() => vi.advanceTimersByTime(1000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('holds while touched and counts again from the end of the move the touch made', () => {
    const swiper = fakeSwiper();
    play(swiper);
    act(() => vi.advanceTimersByTime(500));
    act(() => swiper.emit('touchStart'));
    act(() => vi.advanceTimersByTime(3000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => swiper.emit('touchEnd'));
    act(() => swiper.emit('transitionEnd'));
    act(() => vi.advanceTimersByTime(999));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('holds while a mouse is over the carousel, not for a finger', () => {
    const swiper = fakeSwiper();
    play(swiper);
    act(() => {
      swiper.el.dispatchEvent(pointer('pointerenter', 'touch'));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => swiper.emit('transitionEnd'));
    act(() => {
      swiper.el.dispatchEvent(pointer('pointerenter', 'mouse'));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => {
      swiper.el.dispatchEvent(pointer('pointerleave', 'mouse'));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('does nothing while not playing, and stops and lets go of the carousel when it stops', () => {
    const swiper = fakeSwiper();
    const hook = play(swiper, false);
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(swiper.listeners('transitionEnd')).toBe(0);

    hook.rerender({ on: true });
    expect(swiper.listeners('transitionEnd')).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    hook.rerender({ on: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(swiper.listeners('transitionEnd')).toBe(0);
    expect(swiper.listeners('touchStart')).toBe(0);
  });

  it('never moves a destroyed carousel', () => {
    const swiper = fakeSwiper();
    play(swiper);
    swiper.destroyed = true;
    act(() => vi.advanceTimersByTime(2000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
  });
});
