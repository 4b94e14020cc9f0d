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
  rightBarOpen: !window.matchMedia?.('(max-width: 768px)').matches,
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
