import type { LaunchGameResult } from '@nova/contracts/api/game-launch';
import { CATEGORY_PATHS } from '@nova/contracts/constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { launchCdnBase } from '../../../lib/cdn';
import { errorMessage } from '../../../lib/errors';
import { openModal } from '../../modals/use-modals';
import { useSession } from '../../session/hooks/use-session';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useGameMaintenance } from '../hooks/use-game-launch';
import { useLaunchRequest, useSeamlessTarget } from '../hooks/use-launch-request';
import { useTransferBack } from '../hooks/use-transfer-back';
import { GameMaintenanceDialog } from './game-maintenance-dialog';
import { LaunchTransferDialog } from './launch-transfer-dialog';
import { SeamlessBalance } from './seamless-balance';
import styles from './seamless-page.module.css';

export interface SeamlessPageProps {
  /** Our own games (display INTERNAL): app/pages/seamless-route.tsx supplies the in-house screen. */
  renderInternal?: (gameCode: string, trial: boolean) => ReactNode;
}

/**
 * What a vendor's frame may do: run its scripts, reach its own origin (its API, its storage),
 * post its forms and open popups (a cashier, the rules), but never navigate our page away
 * (no allow-top-navigation).
 */
export const VENDOR_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Where a launch URL points: launch paths go to this page load's launch CDN (spec §9). */
export function launchAddress(result: LaunchGameResult): string {
  if (/^https?:\/\//i.test(result.url)) return result.url;
  const path = result.url.startsWith('/') ? result.url : `/${result.url}`;
  return `${launchCdnBase()}${path}`;
}

/**
 * Seamless game screen (spec §2 "/seamless", §4 "Game launch"): asks the server for the launch
 * and shows the game full size under a slim bar (name, balance, fullscreen, close). Vendors that
 * refuse frames (display WINDOW) open in a new window from a click; our own games render here.
 */
export function SeamlessPage({ renderInternal }: SeamlessPageProps) {
  const { t } = useTranslation('games');
  const { target, trial } = useSeamlessTarget();
  const { isLogin, isTrial } = useSession();
  // Spec §4/§6 and decision 021: a session first; a trial account only for a free trial.
  const allowed = isLogin && (trial || !isTrial);
  const { state, request, refresh } = useLaunchRequest(target, trial, allowed);
  const stage = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const showMaintenance = useGameMaintenance((s) => s.show);

  // Decision 027: a transfer-mode game opened with an empty vendor wallet asks first (PROMPT);
  // once answered, a fresh ticket opens the game on the filled wallet. The screen waits for that
  // ticket (a new request, not a refresh that keeps the screen): showing the frame at once would
  // load the game on the first ticket, issued before the transfer, and then load it again.
  const [prompted, setPrompted] = useState(false);
  const transferBack = useTransferBack(state.status === 'ready' ? state.result : null);
  const maintenance = state.status === 'error' && state.code === 'GAME_MAINTENANCE';
  useEffect(() => {
    if (maintenance && target) showMaintenance(target);
  }, [maintenance, target, showMaintenance]);

  async function close() {
    await transferBack();
    // Back only within our site: the first entry of this app ('default' key) may follow another
    // site in the same tab, so it goes to the game's category instead.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(target ? CATEGORY_PATHS[target.gameType] : '/');
  }

  function fullscreen() {
    void stage.current?.requestFullscreen?.().catch(() => undefined);
  }

  const result = state.status === 'ready' ? state.result : null;
  const launchTransfer = result?.transfer;
  const asking = launchTransfer?.action === 'PROMPT' && !prompted;
  let body: ReactNode;
  if (!target) {
    body = (
      <EmptyState
        icon="alert"
        title={t('seamless.invalidTitle')}
        description={t('seamless.invalid')}
      />
    );
  } else if (!allowed) {
    body = isLogin ? (
      <EmptyState
        icon="lock"
        title={t('seamless.realOnlyTitle')}
        description={t('seamless.realOnly')}
      />
    ) : (
      <EmptyState
        icon="lock"
        title={t('seamless.loginTitle')}
        description={t('seamless.login')}
        action={<Button onClick={() => openModal('login', {})}>{t('seamless.loginButton')}</Button>}
      />
    );
  } else if (state.status === 'error') {
    body = (
      <EmptyState
        icon="alert"
        title={t(maintenance ? 'maintenance.title' : 'seamless.failedTitle')}
        description={errorMessage(t, state.error ?? state.code)}
        action={
          <Button variant="outline" onClick={() => void request()} data-testid="seamless-retry">
            {t('seamless.retry')}
          </Button>
        }
      />
    );
  } else if (!result) {
    body = <SeamlessLoading />;
  } else if (asking && launchTransfer) {
    body = (
      <>
        <SeamlessLoading />
        <LaunchTransferDialog
          transfer={launchTransfer}
          gameName={result.gameName}
          onDone={() => {
            setPrompted(true);
            void request();
          }}
          onCancel={() => void close()}
        />
      </>
    );
  } else if (result.display === 'INTERNAL') {
    body = renderInternal?.(result.gameCode, result.mode === 'TRIAL') ?? null;
  } else if (result.display === 'WINDOW') {
    body = <WindowLaunch result={result} relaunch={refresh} />;
  } else {
    body = (
      <iframe
        className={styles.frame}
        src={launchAddress(result)}
        title={result.gameName}
        data-testid="seamless-frame"
        allow="autoplay; fullscreen; encrypted-media"
        allowFullScreen
        referrerPolicy="no-referrer"
        sandbox={VENDOR_FRAME_SANDBOX}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="seamless-page" data-trial={trial}>
      <header className={styles.bar}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void close()}
          aria-label={t('seamless.close')}
        >
          <Icon name="chevron-left" size={20} />
        </button>
        <h1 className={styles.title}>
          {result?.gameName ?? target?.gameCode ?? t('seamless.title')}
        </h1>
        {trial && (
          <span className={styles.trialBadge} data-testid="seamless-trial">
            {t('seamless.trial')}
          </span>
        )}
        {launchTransfer?.action === 'TRANSFERRED' && <TransferredNote transfer={launchTransfer} />}
        <div className={styles.tools}>
          {!trial && isLogin && !isTrial && <SeamlessBalance />}
          <button
            type="button"
            className={styles.iconButton}
            onClick={fullscreen}
            aria-label={t('seamless.fullscreen')}
          >
            <FullscreenIcon />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => void close()}
            aria-label={t('seamless.close')}
            data-testid="seamless-close"
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      </header>
      <div ref={stage} className={styles.stage} data-kind={result?.display ?? 'message'}>
        {body}
      </div>
      <GameMaintenanceDialog />
    </div>
  );
}

/** Decision 027: the brand moved money to the vendor's wallet as the game launched. */
function TransferredNote({ transfer }: { transfer: NonNullable<LaunchGameResult['transfer']> }) {
  const { t } = useTranslation('games');
  const money = useMoneyFormat();
  const key =
    transfer.transferStatus === 'SUCCESS' ? 'launchTransfer.moved' : 'launchTransfer.movePending';
  return (
    <span className={styles.transferNote} role="status" data-testid="launch-transferred">
      {t(key, { amount: money.format(transfer.amount), wallet: transfer.vendor })}
    </span>
  );
}

/** The game is on its way: the launch answer, or the in-house screen's code. */
export function SeamlessLoading() {
  const { t } = useTranslation('games');
  return (
    <div className={styles.loading} data-testid="seamless-loading">
      <Spinner size="lg" label={t('seamless.loading')} />
      <p>{t('seamless.loading')}</p>
    </div>
  );
}

/**
 * Vendors that refuse frames (display WINDOW). Browsers only allow a new window from a click, so
 * the click opens a blank window at once and gives it the game's address: the ticket already
 * answered if unused, else a fresh one when it arrives (asked for without leaving this screen, so
 * the spent ticket is never offered again). A refused window shows the popup message.
 */
function WindowLaunch({
  result,
  relaunch,
}: {
  result: LaunchGameResult;
  relaunch: () => Promise<LaunchGameResult | null>;
}) {
  const { t } = useTranslation('games');
  const [outcome, setOutcome] = useState<'waiting' | 'opened' | 'blocked'>('waiting');
  const unused = useRef<LaunchGameResult | null>(result);

  async function open() {
    const win = window.open('', '_blank');
    if (!win) {
      setOutcome('blocked');
      return;
    }
    win.opener = null;
    // Taken before any await: a ticket opens exactly one window.
    const spare = unused.current;
    unused.current = null;
    const ticket = spare ?? (await relaunch());
    if (!ticket) {
      win.close();
      return;
    }
    win.location.href = launchAddress(ticket);
    setOutcome('opened');
  }

  return (
    <div className={styles.window}>
      <EmptyState
        icon="rocket"
        title={t('seamless.windowTitle', { name: result.gameName })}
        description={outcome === 'opened' ? t('seamless.windowOpened') : t('seamless.window')}
        action={
          <Button onClick={() => void open()} data-testid="seamless-open-window">
            {t(outcome === 'opened' ? 'seamless.openAgain' : 'seamless.open')}
          </Button>
        }
      />
      {outcome === 'opened' && <span data-testid="seamless-window-opened" hidden />}
      {outcome === 'blocked' && (
        <p className={styles.blocked} role="alert" data-testid="popup-blocked">
          {t('seamless.popupBlocked')}
        </p>
      )}
    </div>
  );
}

/** Four corners: the icon set has no fullscreen glyph. */
function FullscreenIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}
