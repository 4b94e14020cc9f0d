import { create } from 'zustand';

interface Toast {
  id: number;
  message: string;
}

interface ToastState {
  toast: Toast | null;
  show: (message: string) => void;
  dismiss: () => void;
}

let nextId = 1;

/** The security center's success notice (already translated text). UI state only. */
export const useSecurityToast = create<ToastState>()((set) => ({
  toast: null,
  show: (message) => set({ toast: { id: nextId++, message } }),
  dismiss: () => set({ toast: null }),
}));
