import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { MemberGamesLoader } from '../../games/components/member-games-loader';
import { useExpiredLaunchNotice } from '../hooks/use-expired-launch-notice';
import { BannerCarousel, BannerCarouselSkeleton } from './banner-carousel';
import styles from './home-page.module.css';
import { HomeSectionsSkeleton } from './home-sections-skeleton';
import { HotGamesCarousel, HotGamesSkeleton } from './hot-games-carousel';
import { JackpotCounterSkeleton } from './jackpot-skeleton';
import { NoticeMarquee } from './notice-marquee';
import { PopupListLauncher } from './popup-list-launcher';
import { WinnerBoardSkeleton } from './winner-board-skeleton';

// Further down or shown only on demand: their own chunks keep the home route's first load
// under the 200 KB budget (decision 005).
const JackpotCounter = lazyChunk('src/features/home/components/jackpot-counter.tsx', () =>
  import('./jackpot-counter').then((m) => ({ default: m.JackpotCounter })),
);
const WinnerBoard = lazyChunk('src/features/home/components/winner-board.tsx', () =>
  import('./winner-board').then((m) => ({ default: m.WinnerBoard })),
);
// Below the first screen at 1440 and 390 px: not needed for the first render (decision 037).
const HomeSections = lazyChunk('src/features/home/components/home-sections.tsx', () =>
  import('./home-sections').then((m) => ({ default: m.HomeSections })),
);
const TrustStrip = lazyChunk('src/features/home/components/trust-strip.tsx', () =>
  import('./trust-strip').then((m) => ({ default: m.TrustStrip })),
);
const AppDownloadBand = lazyChunk('src/features/home/components/app-download-band.tsx', () =>
  import('./app-download-band').then((m) => ({ default: m.AppDownloadBand })),
);
const GameMaintenanceDialog = lazyChunk(
  'src/features/games/components/game-maintenance-dialog.tsx',
  () =>
    import('../../games/components/game-maintenance-dialog').then((m) => ({
      default: m.GameMaintenanceDialog,
    })),
);

/**
 * Home (spec §2 routes "/ , /index, /home", also /login, /register, /help). Each block loads
 * on its own: a slow or failing call hides one block, never the page. The order is spec §2's:
 * marquee, banners, hot games, jackpot, winner board, then the category sections. `?launch=expired` (a spent
 * game ticket) shows a notice.
 */
export function HomePage() {
  useExpiredLaunchNotice();
  return (
    <div data-testid="home-page" className={styles.page}>
      <Block>
        <NoticeMarquee />
      </Block>
      <Block fallback={<BannerCarouselSkeleton />}>
        <BannerCarousel />
      </Block>
      {/* Skeletons as fallbacks hold each block's place while it suspends (a chunk or a
          namespace loading), so nothing below jumps up and back (layout shift). */}
      <Block fallback={<HotGamesSkeleton />}>
        <HotGamesCarousel />
      </Block>
      <Block fallback={<JackpotCounterSkeleton />}>
        <JackpotCounter />
      </Block>
      <Block fallback={<WinnerBoardSkeleton />}>
        <WinnerBoard />
      </Block>
      <Block fallback={<HomeSectionsSkeleton />}>
        <HomeSections />
      </Block>
      <Block>
        <TrustStrip />
      </Block>
      <Block>
        <AppDownloadBand />
      </Block>
      <Block>
        <PopupListLauncher />
      </Block>
      <Block>
        <GameMaintenanceDialog />
      </Block>
      <Block>
        <MemberGamesLoader />
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
