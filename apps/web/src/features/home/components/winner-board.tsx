import type { WinnerBoardEntry } from '@nova/contracts/api/winners-and-jackpot';
import { WINNER_BOARD } from '@nova/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { LazyImage } from '../../../components/lazy-image';
import { MotionToggle } from '../../../components/motion-toggle';
import { SECTION_ICON_SIZE, SectionHeader } from '../../../components/section-header';
import { useInSight } from '../../../lib/use-in-sight';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useWinnerBoard } from '../../games/api/use-home-games';
import { useGameLaunch } from '../../games/hooks/use-game-launch';
import { useBrandMoneyFormat } from '../../wallet/hooks/use-money-format';
import { splitWinners } from '../lib/winner-board';
import styles from './winner-board.module.css';
import { WinnerBoardSkeleton } from './winner-board-skeleton';

/** Entries have no id: a win is its game, time, winner and amount. */
function winnerKey(entry: WinnerBoardEntry): string {
  return `${entry.gameId}|${entry.wonAt}|${entry.customerName}|${entry.winAmount}`;
}

/**
 * Home winner board (spec §3 "Winner board entry", §9): the biggest real settled wins
 * (getWinnerBoard ALL, language, 20). The top 3 on a podium, the list from index 2 scrolling up
 * 0.5 px per frame, pausing under the pointer or focus, off screen and in a hidden tab. Names arrive masked from the server.
 */
export function WinnerBoard() {
  const { t } = useTranslation('home');
  const board = useWinnerBoard();
  if (board.isPending) return <WinnerBoardSkeleton />;
  if (board.isError) return null;
  const { top, list } = splitWinners(board.data);
  return (
    <section className={styles.section} data-testid="winner-board" aria-labelledby="winners-title">
      <SectionHeader
        icon={<Icon name="trophy" size={SECTION_ICON_SIZE} />}
        title={<span id="winners-title">{t('winners.title')}</span>}
        subtitle={t('winners.subtitle')}
      />
      {board.data.length === 0 ? (
        <EmptyState
          icon="trophy"
          title={t('winners.emptyTitle')}
          description={t('winners.empty')}
        />
      ) : (
        <div className={styles.layout}>
          <ol className={styles.podium}>
            {top.map((entry, index) => (
              <li key={winnerKey(entry)} className={styles.podiumItem} data-rank={index + 1}>
                <WinnerCard entry={entry} rank={index + 1} />
              </li>
            ))}
          </ol>
          {list.length > 0 && <WinnerList entries={list} />}
        </div>
      )}
    </section>
  );
}

function WinnerCard({ entry, rank }: { entry: WinnerBoardEntry; rank: number }) {
  const { t } = useTranslation('home');
  const launch = useGameLaunch();
  const money = useBrandMoneyFormat();
  return (
    <article className={styles.card} data-testid="winner-entry" data-rank={rank}>
      <span className={styles.rank} role="img" aria-label={t('winners.rank', { rank })}>
        {rank === 1 ? <Icon name="crown" size={18} /> : rank}
      </span>
      <LazyImage src={entry.iconUrl} alt="" className={styles.cardIcon} />
      <p className={styles.name}>{entry.customerName}</p>
      <p className={styles.amount}>{money.format(entry.winAmount)}</p>
      <button
        type="button"
        className={styles.game}
        onClick={() =>
          launch({ vassalage: entry.vassalage, gameType: entry.gameType, gameCode: entry.gameId })
        }
        aria-label={t('winners.play', { game: entry.gameName })}
      >
        {entry.gameName}
      </button>
    </article>
  );
}

/** Frames per second the spec's per-frame scroll step (WINNER_BOARD.scrollStep) assumes. */
const FRAMES_PER_SECOND = 60;

/**
 * The vertical list, auto-scrolling WINNER_BOARD.scrollStep px per frame (spec §9) from the top
 * to its end, then again from the top. It moves with a `transform` animation the compositor
 * runs (decision 035: a per-frame scrollTop kept the main thread busy forever), paused under
 * the pointer or focus, off screen and in a hidden tab; the pause button stops it for keyboard
 * and switch users too (WCAG 2.2.2). Under reduced motion it does not move at all.
 */
function WinnerList({ entries }: { entries: readonly WinnerBoardEntry[] }) {
  const { t } = useTranslation('home');
  const money = useBrandMoneyFormat();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const animation = useRef<Animation | null>(null);
  const inSight = useInSight(box);
  const moving = !reduced && !stopped;
  const playing = moving && !held && inSight;
  const playingRef = useRef(playing);
  playingRef.current = playing;

  useEffect(() => {
    const frame = box.current;
    const node = list.current;
    if (!frame || !node || reduced || typeof node.animate !== 'function') return;
    const distance = node.offsetHeight - frame.clientHeight;
    if (entries.length === 0 || distance <= 0) return;
    const run = node.animate(
      [{ transform: 'translateY(0)' }, { transform: `translateY(${-distance}px)` }],
      {
        duration: (distance / (WINNER_BOARD.scrollStep * FRAMES_PER_SECOND)) * 1000,
        iterations: Number.POSITIVE_INFINITY,
        easing: 'linear',
      },
    );
    if (!playingRef.current) run.pause();
    animation.current = run;
    return () => {
      run.cancel();
      animation.current = null;
    };
  }, [reduced, entries]);

  useEffect(() => {
    const run = animation.current;
    if (!run) return;
    if (playing) run.play();
    else run.pause();
  }, [playing]);

  return (
    <div className={styles.listFrame}>
      {!reduced && (
        <MotionToggle
          className={styles.motion}
          paused={stopped}
          onToggle={() => setStopped((value) => !value)}
          pauseLabel={t('winners.pause')}
          playLabel={t('winners.resume')}
          testId="winner-list-pause"
        />
      )}
      <div
        ref={box}
        role="marquee"
        className={styles.list}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        data-testid="winner-list"
        data-moving={moving}
        data-playing={playing}
      >
        <ul ref={list} aria-label={t('winners.list')}>
          {entries.map((entry) => (
            <li key={winnerKey(entry)} className={styles.row} data-testid="winner-entry">
              <LazyImage src={entry.iconUrl} alt="" className={styles.rowIcon} />
              <span className={styles.rowText}>
                <span className={styles.name}>{entry.customerName}</span>
                <span className={styles.rowGame}>{entry.gameName}</span>
              </span>
              <span className={styles.rowAmount}>{money.format(entry.winAmount)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
