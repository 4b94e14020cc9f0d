/**
 * Which modals are open, in stacking order (spec §2 "Modals"). Components open them by name;
 * <ModalHost/> renders each from the registry. UI state only: no server data in here.
 */
import type { ErrorCode } from '@nova/contracts/errors';
import { create } from 'zustand';

export const MODAL_NAMES = [
  'login',
  'register',
  'changePassword',
  'forgotPassword',
  'help',
  'feedback',
  'notice',
  'announcement',
  'popupList',
  'gamePopup',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface NoticeModalProps {
  /** Already translated text. */
  title?: string;
  message: string;
  tone?: 'info' | 'warning' | 'danger' | 'success';
  confirmLabel?: string;
  /** With a cancel label the notice becomes a cancel/confirm dialog. */
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** Modals opened without props. */
export type NoProps = Record<never, never>;

/** Props each modal accepts when opened; every field is optional unless the modal needs it. */
export interface ModalPropsMap {
  /** `socialError`: why a one-click login that came back to the site failed (decision 010). */
  login: { tab?: 'username' | 'sms'; socialError?: ErrorCode };
  register: { tab?: 'username' | 'mobile'; referralCode?: string };
  /**
   * `forced`: the session may do nothing but change its password (a weak, default or expired
   * one, spec §4 "Login success"): no close button, a sign-out link instead.
   */
  changePassword: { forced?: boolean };
  /** `ticket`: the single-use reset ticket of a reset link; opens the "set new password" step. */
  forgotPassword: { ticket?: string };
  /** `section` is a help page key such as `term` (spec §2 "/help (optional #term)"). */
  help: { section?: string };
  feedback: NoProps;
  notice: NoticeModalProps;
  announcement: { noticeId?: number };
  popupList: NoProps;
  gamePopup: { vendor?: string; gameName?: string };
}

export type ModalComponentProps<N extends ModalName> = Partial<ModalPropsMap[N]> & {
  /** Closes this modal. */
  close: () => void;
};

export interface OpenModal {
  name: ModalName;
  props: Record<string, unknown>;
  /** Changes on every open so a re-opened modal remounts with its open delay. */
  key: number;
}

interface ModalState {
  stack: OpenModal[];
  openModal: <N extends ModalName>(name: N, props?: ModalPropsMap[N]) => void;
  closeModal: (name: ModalName) => void;
  closeAll: () => void;
}

let nextKey = 1;

export const useModals = create<ModalState>()((set) => ({
  stack: [],
  openModal: (name, props) =>
    set((state) => ({
      stack: [
        ...state.stack.filter((m) => m.name !== name),
        { name, props: (props ?? {}) as Record<string, unknown>, key: nextKey++ },
      ],
    })),
  closeModal: (name) => set((state) => ({ stack: state.stack.filter((m) => m.name !== name) })),
  closeAll: () => set({ stack: [] }),
}));

/** Imperative access for loaders, guards and non-React code. */
export function openModal<N extends ModalName>(name: N, props?: ModalPropsMap[N]): void {
  useModals.getState().openModal(name, props);
}

export function closeModal(name: ModalName): void {
  useModals.getState().closeModal(name);
}

export function isModalOpen(name: ModalName): boolean {
  return useModals.getState().stack.some((m) => m.name === name);
}
