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
 * threshold 0.1"), on the page load's image CDN, with a shimmer until it fades in.
 */
export function LazyImage({ src, alt, className, eager = false, width, height }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [inView, setInView] = useState(eager);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');

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

  // A new source starts over with the shimmer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when src changes
  useEffect(() => {
    setStatus('loading');
  }, [src]);

  return (
    <span
      ref={holder}
      className={[styles.holder, className].filter(Boolean).join(' ')}
      data-status={status}
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
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
        />
      )}
    </span>
  );
}
