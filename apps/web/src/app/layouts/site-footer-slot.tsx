import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { useNearViewport } from '../../lib/use-in-sight';
import type { SiteFooter as SiteFooterComponent } from './site-footer';
import styles from './site-footer-slot.module.css';

/*
 * The footer is never on the first screen: the content above it is at least a screen tall
 * (main-layout.module.css). So it is not in the first chunk (decision 037): it renders when it
 * comes near the viewport, or once main.tsx's idle prefetch has brought its chunk, whichever
 * comes first. Until then a space of about its height holds its place.
 */

let footerModule: Promise<typeof SiteFooterComponent> | null = null;
let markLoaded: () => void = () => {};
const footerLoaded = new Promise<void>((resolve) => {
  markLoaded = resolve;
});

/** Fetches the footer's chunk once (a failed fetch is tried again by the next call). */
export function loadSiteFooter(): Promise<typeof SiteFooterComponent> {
  footerModule ??= import('./site-footer').then(
    (m) => {
      markLoaded();
      return m.SiteFooter;
    },
    (error: unknown) => {
      footerModule = null;
      throw error;
    },
  );
  return footerModule;
}

const SiteFooter = lazyChunk('src/app/layouts/site-footer.tsx', () =>
  loadSiteFooter().then((component) => ({ default: component })),
);

export function SiteFooterSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let active = true;
    void footerLoaded.then(() => {
      // A transition, like a section that comes near: rendered in slices (decision 035).
      if (active) startTransition(() => setLoaded(true));
    });
    return () => {
      active = false;
    };
  }, []);

  const space = <div className={styles.space} />;
  return (
    <div ref={slot} data-testid="site-footer-slot">
      {near || loaded ? (
        <Suspense fallback={space}>
          <SiteFooter />
        </Suspense>
      ) : (
        space
      )}
    </div>
  );
}
