import type { Notice } from '@nova/contracts/api/content';
import { imageUrl } from '../../../lib/cdn';

export interface NoticeImagesProps {
  notice: Notice;
  className?: string;
  /** Alt text of the image at `index`; none (decorative) by default. */
  alt?: (index: number) => string;
  /** Load at once (the first popup on screen) instead of when scrolled near. */
  eager?: boolean;
}

/** A notice's images in their back-office order (`sequence`), on the page load's image CDN. */
export function NoticeImages({ notice, className, alt, eager = false }: NoticeImagesProps) {
  const images = [...notice.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return images.map((image, index) => (
    <img
      key={image.url}
      src={imageUrl(image.url)}
      alt={alt?.(index) ?? ''}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ));
}
