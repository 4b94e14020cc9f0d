import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { AppDownloadBand } from './app-download-band';
import { BannerCarousel, BannerCarouselSkeleton } from './banner-carousel';
import styles from './home-page.module.css';
import { HomeSections, HomeSectionsSkeleton } from './home-sections';
import { NoticeMarquee } from './notice-marquee';
import { PopupListLauncher } from './popup-list-launcher';
import { TrustStrip } from './trust-strip';

/**
 * Home (spec §2 routes "/ , /index, /home", also /login, /register, /help). Each block loads
 * on its own: a slow or failing call hides one block, never the page.
 */
export function HomePage() {
  return (
    <div data-testid="home-page" className={styles.page}>
      <Block>
        <NoticeMarquee />
      </Block>
      <Block fallback={<BannerCarouselSkeleton />}>
        <BannerCarousel />
      </Block>
      {/* Slot (games issue): <HotGamesCarousel /> — spec §2 home "hot games carousel"
          (HOT_CAROUSEL: 1200 ms autoplay, 4 per view; arrows above HOT_SECTION_ARROWS_ABOVE). */}
      {/* Slot (games issue): <JackpotCounter /> — real figures from the API only (SECURITY.md:
          the jackpot counter and winner board never show invented figures). */}
      <Block fallback={<HomeSectionsSkeleton />}>
        <HomeSections />
      </Block>
      {/* Slot (games issue): <WinnerBoard /> — real winners from the winner board call
          (WINNER_BOARD: top 3 biggest, list from index 2). */}
      <TrustStrip />
      <Block>
        <AppDownloadBand />
      </Block>
      <Block>
        <PopupListLauncher />
      </Block>
    </div>
  );
}

export default HomePage;

function Block({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
