import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRowLayout } from '../test-fixtures';
import { type Carousel, type CarouselOptions, useCarousel } from './use-carousel';

/** Five slides 100 px apart in a 250 px wide window: the row's end is at 250. */
const PITCH = 100;
const END = 250;

let scrollTo: ReturnType<typeof vi.fn>;
let carousel: Carousel<HTMLDivElement>;

function Row(props: Omit<CarouselOptions, 'count'>) {
  carousel = useCarousel<HTMLDivElement>({ count: 5, ...props });
  return (
    <div ref={carousel.ref} data-testid="row">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} data-slide={i}>
          <button type="button">slide {i}</button>
        </div>
      ))}
    </div>
  );
}

function show(props: Omit<CarouselOptions, 'count'>) {
  const view = render(<Row {...props} />);
  const row = view.getByTestId('row');
  layOut(row);
  return { ...view, row };
}

function layOut(row: HTMLElement) {
  scrollTo = fakeRowLayout(row, { pitch: PITCH, width: 250 });
}

function pointer(type: string, pointerType: string) {
  const event = new Event(type, { bubbles: false });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

const lastLeft = () => (scrollTo.mock.lastCall?.[0] as ScrollToOptions | undefined)?.left;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCarousel: steps on a scroll-snap row', () => {
  it('moves one slide on and back, gliding', () => {
    show({ delay: 1000, playing: false });
    act(() => carousel.step(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: PITCH, behavior: 'smooth' });
    act(() => carousel.step(1));
    expect(lastLeft()).toBe(2 * PITCH);
    act(() => carousel.step(-1));
    expect(lastLeft()).toBe(PITCH);
  });

  it('comes round past either end (a rewind), and stops at the end on the way', () => {
    const { row } = show({ delay: 1000, playing: false });
    act(() => carousel.step(-1));
    expect(lastLeft()).toBe(END);
    row.scrollLeft = 2 * PITCH;
    act(() => carousel.step(1));
    // 300 is past the end: the row goes as far as it can.
    expect(lastLeft()).toBe(END);
    act(() => carousel.step(1));
    expect(lastLeft()).toBe(0);
  });

  it('goes to a slide, or as near as the end allows; jumps under reduced motion', () => {
    show({ delay: 1000, playing: false, instant: true });
    act(() => carousel.goTo(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: PITCH, behavior: 'instant' });
    act(() => carousel.goTo(4));
    expect(lastLeft()).toBe(END);
  });
});

describe('useCarousel: autoplay', () => {
  it('moves on after each rest of `delay` while playing, and not when not', () => {
    const { row, rerender } = show({ delay: 1000, playing: true });
    act(() => vi.advanceTimersByTime(999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(lastLeft()).toBe(PITCH);
    // The glide ended: the next move comes `delay` after it.
    act(() => row.dispatchEvent(new Event('scrollend')));
    act(() => vi.advanceTimersByTime(1000));
    expect(lastLeft()).toBe(2 * PITCH);

    rerender(<Row delay={1000} playing={false} />);
    scrollTo.mockClear();
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('holds under a mouse and while focus is inside, and counts again after', () => {
    const { row, getByText } = show({ delay: 1000, playing: true });
    act(() => row.dispatchEvent(pointer('pointerenter', 'mouse')));
    act(() => vi.advanceTimersByTime(5000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => row.dispatchEvent(pointer('pointerleave', 'mouse')));
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => getByText('slide 0').focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => getByText('slide 0').blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('holds while touched; a pen or finger is not a hover', () => {
    const { row } = show({ delay: 1000, playing: true });
    act(() => row.dispatchEvent(pointer('pointerenter', 'touch')));
    act(() => row.dispatchEvent(pointer('pointerdown', 'touch')));
    act(() => vi.advanceTimersByTime(5000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => row.dispatchEvent(pointer('pointercancel', 'touch')));
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
