import { create } from 'zustand';

export type NoticeTone = 'info' | 'error';

export interface Notice {
  id: number;
  /** Already translated text. */
  message: string;
  tone: NoticeTone;
}

interface NoticeState {
  notice: Notice | null;
  show: (message: string, tone?: NoticeTone) => void;
  dismiss: () => void;
}

let nextId = 1;

/**
 * The site's one short notice (a failed favourite, an expired game link): shown by
 * NoticeToast in the root shell. UI state only.
 */
export const useNotice = create<NoticeState>()((set) => ({
  notice: null,
  show: (message, tone = 'info') => set({ notice: { id: nextId++, message, tone } }),
  dismiss: () => set({ notice: null }),
}));

/** Imperative access for hooks outside React render. */
export function showNotice(message: string, tone: NoticeTone = 'info'): void {
  useNotice.getState().show(message, tone);
}
