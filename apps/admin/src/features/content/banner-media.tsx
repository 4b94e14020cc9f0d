import { getPermissionData } from '@nova/contracts/api/system';
import { useQuery } from '@tanstack/react-query';
import { ImageOff, PlayCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';

/** An address the contract accepts for an image: https, or a path on this site. */
export function isImageAddress(url: string): boolean {
  return /^(https:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*)$/.test(url) && !url.includes('..');
}

/**
 * Where the site loads a banner path from: the brand's first image CDN (the site draws one of
 * them per page load; any shows the same file). `/banners/a.svg` → `/media/banners/a.svg`.
 */
export function useSiteImage(): ((url: string) => string) | null {
  const permission = useQuery({
    queryKey: ['site', 'permission'],
    queryFn: () => callApi(getPermissionData),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (permission.isPending) return null;
  const base = (permission.data?.imageCDNs[0] ?? '').replace(/\/+$/, '');
  return (url) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
}

/** A small picture of a banner for the list (an icon for a video or a missing image). */
export function BannerThumb({ url, mediaType }: { url: string; mediaType: 'IMAGE' | 'VIDEO' }) {
  const { t } = useTranslation();
  const siteImage = useSiteImage();
  const [failed, setFailed] = useState(false);
  if (mediaType === 'VIDEO') {
    return (
      <span className="banner-thumb banner-thumb-icon" title={t('content.media.VIDEO')}>
        <PlayCircle size={18} aria-label={t('content.media.VIDEO')} />
      </span>
    );
  }
  if (failed || !isImageAddress(url)) {
    return (
      <span className="banner-thumb banner-thumb-icon" title={t('content.imageMissing')}>
        <ImageOff size={16} aria-label={t('content.imageMissing')} />
      </span>
    );
  }
  if (!siteImage) return <span className="banner-thumb" />;
  return (
    <img
      className="banner-thumb"
      src={siteImage(url)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** The banner as it will look: the image at the site's width, or the video's address. */
export function BannerPreview({
  url,
  mediaType,
  title,
}: {
  url: string;
  mediaType: 'IMAGE' | 'VIDEO';
  title: string;
}) {
  const { t } = useTranslation();
  const siteImage = useSiteImage();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const address = url.trim();
  let body: ReactNode;
  if (!address) {
    body = <p className="muted">{t('content.previewNoUrl')}</p>;
  } else if (mediaType === 'VIDEO') {
    body = (
      <div className="banner-video">
        <PlayCircle size={28} aria-hidden="true" />
        <span className="mono small">{address}</span>
      </div>
    );
  } else if (!isImageAddress(address)) {
    body = <p className="field-message">{t('content.errors.imageUrl')}</p>;
  } else if (!siteImage) {
    body = <span className="spinner" aria-hidden="true" />;
  } else if (failedUrl === address) {
    body = (
      <p className="muted banner-missing">
        <ImageOff size={16} aria-hidden="true" /> {t('content.imageNotLoaded')}
      </p>
    );
  } else {
    body = (
      <img
        key={address}
        className="banner-image"
        src={siteImage(address)}
        alt={title || t('content.bannerImage')}
        onError={() => setFailedUrl(address)}
      />
    );
  }
  return (
    <section className="banner-preview" aria-label={t('content.bannerPreview')}>
      <h3 className="html-preview-head">{t('content.bannerPreview')}</h3>
      <div className="banner-stage">{body}</div>
      {title.trim() ? <p className="banner-caption">{title}</p> : null}
    </section>
  );
}
