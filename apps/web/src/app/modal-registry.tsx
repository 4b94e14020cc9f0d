/**
 * Modal name -> lazily loaded component. Each component receives its open props plus `close`
 * and renders a <Modal name="…"> (src/components/modal/modal.tsx).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ModalComponentProps, ModalName } from '../features/modals/use-modals';

type Registry = {
  [N in ModalName]: LazyExoticComponent<ComponentType<ModalComponentProps<N>>>;
};

export const MODAL_REGISTRY: Registry = {
  login: lazy(() => import('../features/session/components/login-modal')),
  register: lazy(() => import('../features/session/components/register-modal')),
  changePassword: lazy(() => import('../features/session/components/change-password-modal')),
  forgotPassword: lazy(() => import('../features/session/components/forgot-password-modal')),
  help: lazy(() => import('../features/help/components/help-modal')),
  feedback: lazy(() => import('../features/feedback/components/feedback-modal')),
  notice: lazy(() => import('../features/modals/components/notice-modal')),
  announcement: lazy(() => import('../features/home/components/announcement-modal')),
  popupList: lazy(() => import('../features/home/components/popup-list-modal')),
  gamePopup: lazy(() => import('../features/games/components/game-popup-modal')),
};
