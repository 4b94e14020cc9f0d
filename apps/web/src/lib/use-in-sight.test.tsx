import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInSight } from './use-in-sight';

let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    observed = callback;
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

  it('counts as in sight without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe').getAttribute('data-in-sight')).toBe('true');
  });
});
