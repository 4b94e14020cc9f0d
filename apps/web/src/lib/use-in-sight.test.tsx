import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInSight, useNearViewport } from './use-in-sight';

let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
let observedMargin: string | undefined;
class FakeObserver {
  constructor(
    callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    options?: IntersectionObserverInit,
  ) {
    observed = callback;
    observedMargin = options?.rootMargin;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const inSight = useInSight(ref);
  return <div ref={ref} data-testid="probe" data-in-sight={inSight} />;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('useInSight', () => {
  it('follows the viewport and the tab', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    expect(probe.getAttribute('data-in-sight')).toBe('true');
    act(() => observed?.([{ isIntersecting: false }]));
    expect(probe.getAttribute('data-in-sight')).toBe('false');
    act(() => observed?.([{ isIntersecting: true }]));
    expect(probe.getAttribute('data-in-sight')).toBe('true');
    act(() => setVisibility('hidden'));
    expect(probe.getAttribute('data-in-sight')).toBe('false');
    act(() => setVisibility('visible'));
    expect(probe.getAttribute('data-in-sight')).toBe('true');
  });
});

function NearProbe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '400px');
  return <div ref={ref} data-testid="near" data-near={near} />;
}

describe('useNearViewport', () => {
  it('turns true once the element comes within the margin, and stays true', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<NearProbe />);
    const probe = screen.getByTestId('near');
    expect(probe.getAttribute('data-near')).toBe('false');
    expect(observedMargin).toBe('400px 0px');
    act(() => observed?.([{ isIntersecting: false }]));
    expect(probe.getAttribute('data-near')).toBe('false');
    act(() => observed?.([{ isIntersecting: true }]));
    expect(probe.getAttribute('data-near')).toBe('true');
    // Latched: the observer is gone, scrolling away changes nothing.
    expect(observed).toBeNull();
  });
});

describe('without IntersectionObserver', () => {
  it('everything counts as in sight and near, so nothing stays still or undrawn', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <>
        <Probe />
        <NearProbe />
      </>,
    );
    expect(screen.getByTestId('probe').getAttribute('data-in-sight')).toBe('true');
    expect(screen.getByTestId('near').getAttribute('data-near')).toBe('true');
  });
});
