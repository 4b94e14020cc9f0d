import { lazy, Suspense } from 'react';
import { SeamlessLoading, SeamlessPage } from '../../features/games/components/seamless-page';

// The in-house games load only when one is opened (decision 005: heavy screens stay lazy).
const InhouseGameScreen = lazy(() =>
  import('../../features/inhouse/components/inhouse-game-screen').then((m) => ({
    default: m.InhouseGameScreen,
  })),
);

/**
 * /seamless (spec §2 "Seamless game screen"): a vendor game in a frame, or, for vassalage
 * INHOUSE (display INTERNAL), our own game screen (features/inhouse). Composed here because it
 * joins two features.
 */
export function SeamlessRoute() {
  return (
    <SeamlessPage
      renderInternal={(gameCode, trial) => (
        <Suspense fallback={<SeamlessLoading />}>
          <InhouseGameScreen gameCode={gameCode} trial={trial} />
        </Suspense>
      )}
    />
  );
}
