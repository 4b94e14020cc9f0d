import { LAZY_IMAGE_THRESHOLD } from '@nova/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { imageUrl } from '../lib/cdn';
import styles from './lazy-image.module.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Load at once (above-the-fold art) instead of waiting for the viewport. */
  eager?: boolean;
  width?: number;
  height?: number;
}

/**
 * An image that loads when a tenth of it enters the viewport (spec §9 "Lazy image observer
 * threshold 0.1"), on the page load's image CDN, with a shimmer until it fades in. The shimmer
 * moves only once the image is on its way: dozens of placeholders below the fold of home
 * would otherwise animate for as long as the page is open (decision 035).
 */
export function LazyImage({ src, alt, className, eager = false, width, height }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [inView, setInView] = useState(eager);
  // The outcome is remembered with the source it belongs to: a new source starts over with the
  // shimmer, and a cached image's load event can never be undone by a later reset.
  const [outcome, setOutcome] = useState<{ src: string; status: 'loaded' | 'error' } | null>(null);
  const status = outcome?.src === src ? outcome.status : 'loading';

  useEffect(() => {
    if (inView) return;
    const node = holder.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView]);

  return (
    <span
      ref={holder}
      className={[styles.holder, className].filter(Boolean).join(' ')}
      data-status={status}
      data-in-view={inView}
    >
      {status !== 'loaded' && <span className={styles.shimmer} aria-hidden="true" />}
      {inView && status !== 'error' && (
        <img
          className={styles.image}
          src={imageUrl(src)}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          loading={eager ? 'eager' : 'lazy'}
          onLoad={() => setOutcome({ src, status: 'loaded' })}
          onError={() => setOutcome({ src, status: 'error' })}
        />
      )}
    </span>
  );
}
