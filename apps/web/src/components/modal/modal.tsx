import { MODAL } from '@nova/contracts/constants';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon-full';
import { lockBodyScroll } from './body-scroll-lock';
import { focusableWithin, trapTab } from './focus-trap';
import styles from './modal.module.css';
import { isTopDialog, pushDialog } from './modal-stack';
import { useDrag } from './use-drag';

export interface ModalProps {
  /** Modal name: the dialog gets `data-testid="modal-<name>"`. */
  name: string;
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  footer?: ReactNode;
  /** Forced flows (a password that must change) hide the close button and ignore Escape. */
  closable?: boolean;
  /** Decorative side art shown beside the content on wide screens. */
  aside?: ReactNode;
  className?: string;
  bodyClassName?: string;
}

/** Spec §2: the dialog appears only after the open delay (100 ms). */
function useOpenDelay(delayMs: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return visible;
}

/**
 * A dialog with the spec's modal properties (contracts MODAL): opens after 100 ms, is not
 * closed by clicking outside, can be dragged by its header, locks body scroll, traps focus.
 */
export function Modal(props: ModalProps) {
  const visible = useOpenDelay(MODAL.openDelayMs);
  if (!visible) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  name,
  title,
  onClose,
  children,
  size = 'md',
  footer,
  closable = true,
  aside,
  className,
  bodyClassName,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { offset, onPointerDown } = useDrag(dialogRef, MODAL.draggable);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const closableRef = useRef(closable);
  closableRef.current = closable;

  useEffect(() => {
    const node = dialogRef.current;
    if (!node) return;
    const releaseScroll = lockBodyScroll();
    const token = Symbol(name);
    const popDialog = pushDialog(token);
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const preferred =
      node.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current ? focusableWithin(bodyRef.current)[0] : undefined);
    (preferred ?? node).focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (!isTopDialog(token) || !node) return;
      if (event.key === 'Escape') {
        if (!closableRef.current) return;
        event.stopPropagation();
        closeRef.current();
        return;
      }
      trapTab(event, node);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      popDialog();
      releaseScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [name]);

  return (
    // Clicking the overlay does nothing on purpose (spec §2 "not closable by clicking outside").
    <div className={styles.overlay} data-testid="modal-overlay">
      <div
        ref={dialogRef}
        className={[styles.dialog, styles[size], aside && styles.withAside, className]
          .filter(Boolean)
          .join(' ')}
        style={{
          minWidth: Math.min(MODAL.width, window.innerWidth),
          minHeight: MODAL.height,
          transform: offset.x || offset.y ? `translate(${offset.x}px, ${offset.y}px)` : undefined,
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : name}
        tabIndex={-1}
        data-testid={`modal-${name}`}
      >
        {aside && <div className={styles.aside}>{aside}</div>}
        <div className={styles.panel}>
          <header className={styles.header} onPointerDown={onPointerDown}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closable && (
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                aria-label={t('close')}
                data-testid="modal-close"
              >
                <Icon name="close" size={18} />
              </button>
            )}
          </header>
          <div ref={bodyRef} className={[styles.body, bodyClassName].filter(Boolean).join(' ')}>
            {children}
          </div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      </div>
    </div>
  );
}
