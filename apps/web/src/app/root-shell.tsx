import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useNotice } from '../components/notice';
import { ForcedPasswordChange } from '../features/session/hooks/use-forced-password-change';
import { useSession } from '../features/session/hooks/use-session';
import { RealtimeConnection } from '../features/wallet/components/realtime-connection';
import { lazyChunk } from '../lib/lazy-chunk';
import { applyClientUiFlags, useUiStore } from '../lib/ui-store';
import { ChunkErrorScreen } from './chunk-error-screen';
import { NavigationProgress, StoreLoadingCover } from './loading-cover';
import { ModalHost } from './modal-host';
import { AccountLinksOnArrival } from './open-modal-on-arrival';

/** After-login money loader: its contracts stay out of the first load (decision 005). */
const ConsolidatedFundsLoader = lazyChunk(
  'src/features/funds/components/consolidated-funds-loader.tsx',
  () =>
    import('../features/funds/components/consolidated-funds-loader').then((m) => ({
      default: m.ConsolidatedFundsLoader,
    })),
);

/** The site's notice: its chunk loads with the first notice, not with the first page. */
const NoticeToast = lazyChunk('src/components/notice-toast.tsx', () =>
  import('../components/notice-toast').then((m) => ({ default: m.NoticeToast })),
);

/**
 * Player protection while logged in (issue 14): the reality check and the session time limit.
 * Its own chunk, loaded only for a logged-in real member, so visitors and home never carry it.
 */
const RealityCheck = lazyChunk('src/features/protection/components/reality-check.tsx', () =>
  import('../features/protection/components/reality-check').then((m) => ({
    default: m.RealityCheck,
  })),
);

function MemberRealityCheck() {
  const { member, isTrial } = useSession();
  if (member === null || isTrial || member.mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}

/**
 * Agent contracts (issue 15): the offer popup after login (spec §6 "a contract popup"). Mounted
 * here, which frames the player site and the agent layout alike; its own chunk, loaded only for
 * a logged-in agent.
 */
const ContractPopup = lazyChunk('src/features/agent-contracts/components/contract-popup.tsx', () =>
  import('../features/agent-contracts/components/contract-popup').then((m) => ({
    default: m.ContractPopup,
  })),
);

function AgentContractPopup() {
  const { member, isAgent, isTrial } = useSession();
  if (member === null || !isAgent || isTrial || member.mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup />
    </Suspense>
  );
}

/**
 * Spec §2 "On screen change the page scrolls smoothly to the top, or to the hash target".
 * The hash target may render a frame later (lazy page), so it is looked up after paint. The
 * first page of a visit is already at the top: only a hash moves it (a scroll there would
 * force a style and layout pass in the middle of start-up).
 */
function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger
  useEffect(() => {
    const arrival = first.current;
    first.current = false;
    if (arrival && !hash) return;
    const behavior: ScrollBehavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth';
    const frame = requestAnimationFrame(() => {
      const id = decodeURIComponent(hash.replace(/^#/, ''));
      const target = id ? document.getElementById(id) : null;
      if (target) target.scrollIntoView({ behavior, block: 'start' });
      else window.scrollTo({ top: 0, behavior });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

/** Spec §2 "The loading cover is hidden after each navigation". */
function useHideLoadingOnNavigate(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const hideLoading = useUiStore((state) => state.hideLoading);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per settled location
  useEffect(() => {
    if (navigation.state === 'idle') hideLoading();
  }, [location.key, navigation.state, hideLoading]);
}

/** Vite reports a failed preload of a chunk or its stylesheet with `vite:preloadError`. */
function useChunkErrorListener(): void {
  const setChunkError = useUiStore((state) => state.setChunkError);
  useEffect(() => {
    function onPreloadError(event: Event) {
      event.preventDefault();
      setChunkError(true);
    }
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [setChunkError]);
}

/**
 * `<html data-app-ready>` once the app's first render has committed: after hydration of a
 * server-rendered page (every part it shows was loaded before hydrateRoot, so nothing is left
 * suspended) or after the plain client render. The e2e's waitForApp waits for it, so no test types
 * into HTML that has no handlers yet.
 */
function useReadyMark(): void {
  useEffect(() => {
    // A server-rendered page hydrated with the server's flags: now the viewport's and storage's.
    applyClientUiFlags();
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
}

export function RootShell() {
  useReadyMark();
  useScrollOnNavigate();
  useHideLoadingOnNavigate();
  useChunkErrorListener();
  const navigation = useNavigation();
  const chunkError = useUiStore((state) => state.chunkError);
  const hasNotice = useNotice((state) => state.notice !== null);
  if (chunkError) return <ChunkErrorScreen />;
  return (
    <>
      <NavigationProgress active={navigation.state === 'loading'} />
      <Outlet />
      <ModalHost />
      <ForcedPasswordChange />
      <RealtimeConnection />
      <MemberRealityCheck />
      <AgentContractPopup />
      <Suspense fallback={null}>
        <ConsolidatedFundsLoader />
      </Suspense>
      <AccountLinksOnArrival />
      {hasNotice && (
        <Suspense fallback={null}>
          <NoticeToast />
        </Suspense>
      )}
      <StoreLoadingCover />
    </>
  );
}
