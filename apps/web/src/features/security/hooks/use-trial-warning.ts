import { create } from 'zustand';

interface TrialWarningState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/**
 * Whether the real-account warning is showing (spec §4 "Protected action", "Game launch": the
 * message 'in_need_true_account' with a confirm button). UI state only.
 */
export const useTrialWarning = create<TrialWarningState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

/** Imperative access for guards and hooks outside React render. */
export function showTrialWarning(): void {
  useTrialWarning.getState().show();
}
