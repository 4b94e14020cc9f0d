import type { GameListItem } from '@nova/contracts/api/games';
import { CARD_THEME_COUNT } from '@nova/contracts/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { LazyImage } from '../../../components/lazy-image';
import styles from './game-card.module.css';

export interface GameCardProps {
  game: GameListItem;
  /** Position in its list: picks the card theme behind the icon. */
  index: number;
  isFavourite: boolean;
  onToggleFavourite: (game: GameListItem) => void;
  onPlay: (game: GameListItem) => void;
  onTrial: (game: GameListItem) => void;
  /** Row cards (home, carousel) are fixed width; grid cards fill their cell. */
  compact?: boolean;
}

/**
 * A game list card (spec §2 "Game cards"): icon (lazy, image CDN), name, vendor, favourite
 * toggle, hot and new badges, play and free-trial buttons, maintenance overlay.
 */
export function GameCard({
  game,
  index,
  isFavourite,
  onToggleFavourite,
  onPlay,
  onTrial,
  compact = false,
}: GameCardProps) {
  const { t } = useTranslation('games');
  const theme = index % CARD_THEME_COUNT;
  const name = game.displayName || game.gameName || game.nodeName;
  return (
    <article
      className={styles.card}
      data-testid="game-card"
      data-node-id={game.nodeId}
      data-vassalage={game.vassalage}
      data-compact={compact}
      data-maintenance={game.maintenance}
      style={{ '--card-bg': `var(--card-theme-${theme})` } as CSSProperties}
    >
      <div className={styles.cover}>
        <LazyImage src={game.showIcon || game.iconUrl} alt="" className={styles.art} />
        <div className={styles.badges}>
          {game.isHot === 1 && (
            <span className={`${styles.badge} ${styles.hot}`} data-testid="game-card-hot">
              <Icon name="fire" size={12} />
              {t('card.hot')}
            </span>
          )}
          {game.isNew === 1 && (
            <span className={`${styles.badge} ${styles.new}`} data-testid="game-card-new">
              {t('card.new')}
            </span>
          )}
        </div>
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={isFavourite}
          aria-label={isFavourite ? t('card.unfavourite', { name }) : t('card.favourite', { name })}
          data-testid="favourite-toggle"
          onClick={() => onToggleFavourite(game)}
        >
          <Icon name={isFavourite ? 'star-filled' : 'star'} size={18} />
        </button>
        {game.maintenance && (
          <div className={styles.maintenance} data-testid="game-card-maintenance">
            <Icon name="alert" size={20} />
            <span>{t('card.maintenance')}</span>
          </div>
        )}
        {/* Under maintenance, play still answers: with the maintenance message and other games. */}
        <div className={styles.overlay}>
          <button
            type="button"
            className={styles.play}
            aria-label={t('card.playName', { name })}
            data-testid="game-card-play"
            onClick={() => onPlay(game)}
          >
            <Icon name="rocket" size={16} />
            {t('card.play')}
          </button>
          {game.hasTrial && !game.maintenance && (
            <button
              type="button"
              className={styles.trial}
              aria-label={t('card.trialName', { name })}
              data-testid="game-card-trial"
              onClick={() => onTrial(game)}
            >
              {t('card.trial')}
            </button>
          )}
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        <p className={styles.vendor}>{game.vendorName || game.vassalage}</p>
      </div>
    </article>
  );
}

/** The card's frame while a list loads. */
export function GameCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.cover} />
      <div className={styles.body}>
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLineShort} />
      </div>
    </div>
  );
}
