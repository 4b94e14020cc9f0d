import { MODAL } from '@nova/contracts/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modal-host';
import { type ModalComponentProps, useModals } from '../../features/modals/use-modals';
import { Modal } from './modal';

function TestNotice({ close, message }: ModalComponentProps<'notice'>) {
  return (
    <Modal name="notice" title="Title" onClose={close}>
      <p>{message}</p>
      <button type="button">inside</button>
    </Modal>
  );
}

function TestLogin({ close }: ModalComponentProps<'login'>) {
  return (
    <Modal name="login" title="Login" onClose={close}>
      <input aria-label="user" />
    </Modal>
  );
}

const registry = { notice: TestNotice, login: TestLogin } as never;

describe('modal system', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useModals.setState({ stack: [] });
  });
  afterEach(() => {
    act(() => useModals.getState().closeAll());
    vi.useRealTimers();
  });

  it('mounts the dialog only after the 100 ms open delay', () => {
    render(<ModalHost registry={registry} />);
    act(() => useModals.getState().openModal('notice', { message: 'Hello' }));
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs - 1));
    expect(screen.queryByTestId('modal-notice')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByTestId('modal-notice');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('locks body scroll while open and restores it when the last modal closes', () => {
    document.body.style.overflow = 'auto';
    render(<ModalHost registry={registry} />);
    act(() => useModals.getState().openModal('notice', { message: 'a' }));
    expect(document.body.style.overflow).toBe('auto');
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => useModals.getState().openModal('login'));
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs));
    act(() => useModals.getState().closeModal('login'));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => useModals.getState().closeModal('notice'));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('is not closed by a click on the overlay, but by the close button', () => {
    render(<ModalHost registry={registry} />);
    act(() => useModals.getState().openModal('notice', { message: 'x' }));
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs));
    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.getByTestId('modal-notice')).toBeTruthy();
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(screen.queryByTestId('modal-notice')).toBeNull();
    expect(useModals.getState().stack).toEqual([]);
  });

  it('closes the top modal only on Escape', () => {
    render(<ModalHost registry={registry} />);
    act(() => useModals.getState().openModal('notice', { message: 'x' }));
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs));
    act(() => useModals.getState().openModal('login'));
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('modal-login')).toBeNull();
    expect(screen.getByTestId('modal-notice')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('modal-notice')).toBeNull();
  });

  it('moves focus into the dialog and keeps Tab inside it', () => {
    render(<ModalHost registry={registry} />);
    act(() => useModals.getState().openModal('login'));
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs));
    const input = screen.getByLabelText('user');
    expect(document.activeElement).toBe(input);
    const close = screen.getByTestId('modal-close');
    close.focus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(input);
  });

  it('a forced (non-closable) modal ignores Escape and has no close button', () => {
    const onClose = vi.fn();
    render(
      <Modal name="forced" title="t" onClose={onClose} closable={false}>
        body
      </Modal>,
    );
    act(() => vi.advanceTimersByTime(MODAL.openDelayMs));
    expect(screen.queryByTestId('modal-close')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
