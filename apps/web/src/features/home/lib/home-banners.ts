import type { Banner } from '@nova/contracts/api/content';
import { parseYoutubeId } from './parse-youtube';

export type HomeSlide =
  | { kind: 'image'; banner: Banner }
  | { kind: 'video'; banner: Banner; videoId: string };

export interface HomeSlides {
  slides: HomeSlide[];
  /** Video banners whose link is not YouTube: not shown, reported (spec §2 "Banner carousel"). */
  rejected: Banner[];
}

/** The w_home banners as slides: images as-is, videos only when they are YouTube links. */
export function toHomeSlides(banners: readonly Banner[]): HomeSlides {
  const slides: HomeSlide[] = [];
  const rejected: Banner[] = [];
  for (const banner of banners) {
    if (banner.groupName !== 'w_home') continue;
    if (banner.mediaType === 'IMAGE') {
      slides.push({ kind: 'image', banner });
      continue;
    }
    const videoId = parseYoutubeId(banner.url);
    if (videoId) slides.push({ kind: 'video', banner, videoId });
    else rejected.push(banner);
  }
  return { slides, rejected };
}
