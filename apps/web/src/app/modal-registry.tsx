/**
 * Modal name -> lazily loaded component. Each component receives its open props plus `close`
 * and renders a <Modal name="…"> (src/components/modal/modal.tsx).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ModalComponentProps, ModalName } from '../features/modals/use-modals';

type Loaders = {
  [N in ModalName]: () => Promise<{ default: ComponentType<ModalComponentProps<N>> }>;
};
type Registry = {
  [N in ModalName]: LazyExoticComponent<ComponentType<ModalComponentProps<N>>>;
};

export const MODAL_LOADERS: Loaders = {
  login: () => import('../features/session/components/login-modal'),
  register: () => import('../features/session/components/register-modal'),
  changePassword: () => import('../features/session/components/change-password-modal'),
  forgotPassword: () => import('../features/session/components/forgot-password-modal'),
  help: () => import('../features/help/components/help-modal'),
  feedback: () => import('../features/feedback/components/feedback-modal'),
  notice: () => import('../features/modals/components/notice-modal'),
  announcement: () => import('../features/home/components/announcement-modal'),
  popupList: () => import('../features/home/components/popup-list-modal'),
  gamePopup: () => import('../features/games/components/game-popup-modal'),
};

/** The modals a visitor's first click most likely opens: prefetched when the page is idle. */
export const FIRST_CLICK_MODALS: readonly ModalName[] = ['login', 'register', 'notice'];

function lazyModal<N extends ModalName>(name: N): Registry[N] {
  return lazy(MODAL_LOADERS[name]) as Registry[N];
}

export const MODAL_REGISTRY = Object.fromEntries(
  Object.keys(MODAL_LOADERS).map((name) => [name, lazyModal(name as ModalName)]),
) as Registry;
