/**
 * UI flags only (STYLE.md "the small client store holds UI and session flags only"). Session
 * flags are derived from member info in `useSession()`, not copied here.
 */
import { create } from 'zustand';

const SIDE_MENU_KEY = 'nova.sideMenuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDE_MENU_KEY) === '1';
  } catch {
    return false;
  }
}

function isPhoneViewport(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(max-width: 768px)').matches ?? false;
}

/**
 * The flags a server render draws with (decision 035, session 22): the server cannot see the
 * viewport or the storage, and its page has no loading cover. A hydrating page starts from the
 * same flags and takes its own (`applyClientUiFlags`) once hydrated.
 */
export function setServerUiFlags(phone: boolean): void {
  const flags = { loading: false, rightBarOpen: !phone, sideMenuCollapsed: false };
  // zustand renders its initial state on the server and while hydrating (its server snapshot).
  Object.assign(useUiStore.getInitialState(), flags);
  useUiStore.setState(flags);
}

/** The viewport's and the storage's flags, after hydration. */
export function applyClientUiFlags(): void {
  useUiStore.setState({ rightBarOpen: !isPhoneViewport(), sideMenuCollapsed: readCollapsed() });
}

interface UiState {
  /** Desktop side menu collapsed to icons; persisted across visits. */
  sideMenuCollapsed: boolean;
  /** Mobile side menu drawer open. */
  drawerOpen: boolean;
  rightBarOpen: boolean;
  servicePanelOpen: boolean;
  balanceHidden: boolean;
  /** Full-screen loading cover; shown at boot and during logout, hidden after navigation. */
  loading: boolean;
  /** A script or stylesheet chunk failed to load (spec §4 "Chunk loading"). */
  chunkError: boolean;
  toggleSideMenu: () => void;
  setDrawerOpen: (open: boolean) => void;
  toggleRightBar: () => void;
  setServicePanelOpen: (open: boolean) => void;
  toggleBalanceHidden: () => void;
  showLoading: () => void;
  hideLoading: () => void;
  setChunkError: (failed: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  sideMenuCollapsed: readCollapsed(),
  drawerOpen: false,
  // On phones the bar starts tucked away so it does not cover the page.
  rightBarOpen: !isPhoneViewport(),
  servicePanelOpen: false,
  balanceHidden: false,
  loading: true,
  chunkError: false,
  toggleSideMenu: () =>
    set((state) => {
      const next = !state.sideMenuCollapsed;
      try {
        localStorage.setItem(SIDE_MENU_KEY, next ? '1' : '0');
      } catch {
        // Not persisted; the toggle still works for this visit.
      }
      return { sideMenuCollapsed: next };
    }),
  setDrawerOpen: (open) => set({ drawerOpen: open }),
  toggleRightBar: () => set((state) => ({ rightBarOpen: !state.rightBarOpen })),
  setServicePanelOpen: (open) => set({ servicePanelOpen: open }),
  toggleBalanceHidden: () => set((state) => ({ balanceHidden: !state.balanceHidden })),
  showLoading: () => set({ loading: true }),
  hideLoading: () => set({ loading: false }),
  setChunkError: (failed) => set({ chunkError: failed }),
}));

export const SIDE_MENU_STORAGE_KEY = SIDE_MENU_KEY;
