import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { Spinner } from '../../../components/spinner';
import { useRecommendedGames } from '../api/use-home-games';
import { useGameMaintenance } from '../hooks/use-game-launch';
import type { LaunchTarget } from '../lib/launch-decision';
import { GameGrid } from './game-grid';
import styles from './game-maintenance-dialog.module.css';

/**
 * Spec §8 "Game maintenance, with a recommendation of other games": shown when a card under
 * maintenance is played or the server answers GAME_MAINTENANCE. Mounted by each game screen.
 */
export function GameMaintenanceDialog() {
  const target = useGameMaintenance((state) => state.target);
  const hide = useGameMaintenance((state) => state.hide);
  if (!target) return null;
  return <MaintenanceModal target={target} onClose={hide} />;
}

function closeOnLaunch(target: EventTarget, close: () => void) {
  if (target instanceof Element && target.closest(LAUNCH_BUTTONS)) close();
}

const LAUNCH_BUTTONS = '[data-testid="game-card-play"], [data-testid="game-card-trial"]';

function MaintenanceModal({ target, onClose }: { target: LaunchTarget; onClose: () => void }) {
  const { t } = useTranslation('games');
  const recommended = useRecommendedGames(target.gameType, target.gameCode);
  const games = (recommended.data ?? []).filter((g) => g.gameId !== target.gameCode).slice(0, 6);
  return (
    <Modal name="game-maintenance" title={t('maintenance.title')} onClose={onClose} size="lg">
      <div className={styles.body} data-testid="game-maintenance">
        <p className={styles.intro}>
          <Icon name="alert" size={20} />
          {t('maintenance.text')}
        </p>
        {recommended.isPending ? (
          <Spinner />
        ) : games.length > 0 ? (
          <>
            <h3 className={styles.heading}>{t('maintenance.recommended')}</h3>
            {/* Play or trial on a recommended game closes this message before the launch goes on. */}
            <div onClickCapture={(event) => closeOnLaunch(event.target, onClose)}>
              <GameGrid games={games} />
            </div>
          </>
        ) : null}
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose} data-testid="game-maintenance-close">
            {t('maintenance.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
