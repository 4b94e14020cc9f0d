import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface CarouselOptions {
  /** How many slides the row holds. */
  count: number;
  /** Rest between two moves, in ms (spec §9: 5000 for banners, 1200 for hot games). */
  delay: number;
  /** Whether it moves by itself now: in sight, not paused, no reduced motion. */
  playing: boolean;
  /** Jump instead of gliding (reduced motion). */
  instant?: boolean;
  /** Keep `index` current (a pagination shows it); otherwise it stays 0 and costs nothing. */
  tracksIndex?: boolean;
}

export interface Carousel<Track extends HTMLElement> {
  /** The scrolling row: its children are the slides, side by side, snapping to the start. */
  ref: RefObject<Track | null>;
  /** The slide at the start of the row, as far as the row knows (the pagination's dot). */
  index: number;
  /** One slide on (1) or back (-1); past either end it comes round to the other (rewind). */
  step: (direction: 1 | -1) => void;
  /** To slide `index`, or as near as the row's end allows. */
  goTo: (index: number) => void;
}

/**
 * A carousel on a native scroll-snap row (decision 035, session 23). The server renders the row
 * as it stays: nothing is rebuilt when the page hydrates, the browser glides the row on the
 * compositor, and a finger swipes it without script. A timer moves it on `delay` ms after the
 * row last came to rest, while `playing`:
 * - a mouse over the row or focus inside it holds it (pause on hover, WCAG 2.2.2 for keyboards);
 * - a touch holds it, and the count starts again once the row is at rest;
 * - past the last slide it comes round to the first (a rewind rather than an endless loop).
 */
export function useCarousel<Track extends HTMLElement>({
  count,
  delay,
  playing,
  instant = false,
  tracksIndex = false,
}: CarouselOptions): Carousel<Track> {
  const ref = useRef<Track>(null);
  const [index, setIndex] = useState(0);

  const scrollToLeft = useCallback(
    (left: number) => {
      ref.current?.scrollTo?.({ left, behavior: instant ? 'instant' : 'smooth' });
    },
    [instant],
  );

  const goTo = useCallback(
    (target: number) => {
      const track = ref.current;
      if (!track) return;
      scrollToLeft(Math.min(scrollEnd(track), Math.max(0, target * slidePitch(track))));
    },
    [scrollToLeft],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const track = ref.current;
      const pitch = track ? slidePitch(track) : 0;
      if (!track || pitch <= 0) return;
      const at = track.scrollLeft;
      const end = scrollEnd(track);
      if (direction > 0 && at >= end - EDGE) scrollToLeft(0);
      else if (direction < 0 && at <= EDGE) scrollToLeft(end);
      else goTo(Math.round(at / pitch) + direction);
    },
    [scrollToLeft, goTo],
  );

  // Which slide is at the start: the one most of which shows. An observer, not a scroll
  // listener, so gliding costs the main thread nothing.
  useEffect(() => {
    const track = ref.current;
    if (!track || !tracksIndex || count < 2 || typeof IntersectionObserver === 'undefined') return;
    const slides = Array.from(track.children);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setIndex(slides.indexOf(entry.target));
        }
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [count, tracksIndex]);

  useEffect(() => {
    const track = ref.current;
    if (!track || !playing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const holds = new Set<string>();
    const schedule = (wait = delay) => {
      clearTimeout(timer);
      if (holds.size > 0) return;
      timer = setTimeout(() => {
        step(1);
        // Browsers without `scrollend` never say the glide ended: allow for it.
        schedule(delay + GLIDE_ALLOWANCE_MS);
      }, wait);
    };
    const hold = (reason: string) => {
      holds.add(reason);
      clearTimeout(timer);
    };
    const release = (reason: string) => {
      holds.delete(reason);
      schedule();
    };
    const onEnter = (event: PointerEvent) => event.pointerType === 'mouse' && hold('hover');
    const onLeave = (event: PointerEvent) => event.pointerType === 'mouse' && release('hover');
    const onDown = (event: PointerEvent) => event.pointerType !== 'mouse' && hold('touch');
    const onUp = () => holds.has('touch') && release('touch');
    const onFocusIn = () => hold('focus');
    const onFocusOut = (event: FocusEvent) => {
      if (!track.contains(event.relatedTarget as Node | null)) release('focus');
    };
    const onRest = () => schedule();
    const listeners: [string, EventListener][] = [
      ['pointerenter', onEnter as EventListener],
      ['pointerleave', onLeave as EventListener],
      ['pointerdown', onDown as EventListener],
      ['pointerup', onUp],
      ['pointercancel', onUp],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut as EventListener],
      ['scrollend', onRest],
    ];
    for (const [type, listener] of listeners) track.addEventListener(type, listener);
    schedule();
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) track.removeEventListener(type, listener);
    };
  }, [delay, playing, step]);

  return { ref, index, step, goTo };
}

/** A glide lasts under this; without `scrollend` the next move waits for it too. */
const GLIDE_ALLOWANCE_MS = 1000;
/** Sub-pixel scroll positions: this near an end counts as at it. */
const EDGE = 2;

/** The farthest the row scrolls. */
function scrollEnd(track: HTMLElement): number {
  return Math.max(0, track.scrollWidth - track.clientWidth);
}

/** The distance from one slide's start to the next's (width and gap), or the row's width. */
function slidePitch(track: HTMLElement): number {
  const [first, second] = track.children as unknown as HTMLElement[];
  if (first && second) return second.offsetLeft - first.offsetLeft;
  return track.clientWidth;
}
