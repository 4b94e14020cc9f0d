import type { SiteImageType } from '@nova/contracts/api/ops-content-pages';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageAddress, useSiteImage } from './banner-media';
import { CONTENT_KEY } from './content-shared';

/** The query key of the site images; every write refreshes it. */
export const IMAGES_KEY = [...CONTENT_KEY, 'site-images'] as const;

export type ImageGroupKey = 'logos' | 'payments' | 'licences' | 'certifications' | 'social' | 'age';
export interface ImageGroup {
  key: ImageGroupKey;
  /** The types it lists; the first is what its Add button creates. */
  types: readonly [SiteImageType, ...SiteImageType[]];
}

/** Where the images show on the site, in the footer's order. */
export const IMAGE_GROUPS: readonly ImageGroup[] = [
  { key: 'logos', types: ['LOGO', 'LOGO_MARK'] },
  { key: 'payments', types: ['PAYMENT_METHOD'] },
  { key: 'licences', types: ['LICENSE'] },
  { key: 'certifications', types: ['CERTIFICATION'] },
  { key: 'social', types: ['SOCIAL_MEDIA'] },
  { key: 'age', types: ['AGE_BADGE'] },
];

/**
 * A site image as the footer shows it: on the site's dark background, scaled to fit (the
 * brand's logos are drawn light on dark). An icon when the address is not one or fails to load.
 */
export function SiteImageThumb({
  url,
  title,
  large = false,
}: {
  url: string;
  title: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const siteImage = useSiteImage();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const className = `image-thumb${large ? ' image-thumb-large' : ''}`;
  if (failedUrl === url || !isImageAddress(url)) {
    return (
      <span className={`${className} image-thumb-icon`} title={t('content.imageNotLoaded')}>
        <ImageOff size={16} aria-label={t('content.imageMissing')} />
      </span>
    );
  }
  return (
    <span className={className}>
      {siteImage ? (
        <img
          src={siteImage(url)}
          alt={large ? title : ''}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      ) : null}
    </span>
  );
}
