import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Whether an element can be seen: some of it is inside the viewport and the tab is visible.
 * Moving content pauses when it is not (decision 035): an animation no one sees still costs
 * the main thread or the compositor every frame. Without IntersectionObserver (old browsers,
 * jsdom) the element counts as on screen, so nothing stops that should move.
 */
export function useInSight(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => documentVisible());

  // The element can come and go (a skeleton first, the real block later): each commit checks
  // that the observer watches the element the ref holds now.
  const watched = useRef<{ node: Element; observer: IntersectionObserver } | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (watched.current?.node === node) return;
    watched.current?.observer.disconnect();
    watched.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(node);
    watched.current = { node, observer };
  });
  useEffect(
    () => () => {
      watched.current?.observer.disconnect();
      watched.current = null;
    },
    [],
  );

  useEffect(() => {
    const update = () => setTabVisible(documentVisible());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  return onScreen && tabVisible;
}

function documentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Whether an element has come within `margin` of the viewport at least once (it stays true).
 * Home renders its sections' cards only then (decision 035): most of them sit screens below the
 * fold on a phone, and drawing them all before first paint was most of the page's start-up
 * work. Without IntersectionObserver (jsdom, old browsers) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // The server (no window) renders the block as not near, as the browser's first render does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the section's cards render in slices while the page scrolls.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
