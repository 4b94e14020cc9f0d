import type { Announcements } from '@nova/contracts/api/content';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { resetPopupListLaunch } from '../hooks/use-popup-list-launch';
import { isPopupListClosed, POPUP_LIST_CLOSED_KEY } from '../lib/popup-session';
import { announcements, notice } from '../test-fixtures';
import { PopupListLauncher } from './popup-list-launcher';
import PopupListModal from './popup-list-modal';

const data = vi.hoisted(() => ({ current: null as Announcements | null }));
vi.mock('../../content/api/use-announcements', () => ({
  useAnnouncements: () => data.current,
}));

const POPUPS = [
  notice({ id: 11, type: 'PU', title: 'Welcome offer', content: '<p>Claim <b>now</b></p>' }),
  notice({
    id: 12,
    type: 'PU',
    title: 'Maintenance',
    content: '<p>Tonight</p><script>window.hacked = true</script><img src=x onerror="alert(1)">',
  }),
];

beforeAll(() => initTestI18n());
beforeEach(() => {
  useModals.setState({ stack: [] });
  resetPopupListLaunch();
  data.current = announcements({ popup: POPUPS });
});

function openNames(): string[] {
  return useModals.getState().stack.map((entry) => entry.name);
}

describe('popup list launch (once per session)', () => {
  it('opens the popup list on the first home visit', () => {
    render(<PopupListLauncher />);
    expect(openNames()).toEqual(['popupList']);
  });

  it('does not open again when home is visited again in the same page load', () => {
    const first = render(<PopupListLauncher />);
    act(() => useModals.getState().closeModal('popupList'));
    first.unmount();
    render(<PopupListLauncher />);
    expect(openNames()).toEqual([]);
  });

  it('stays closed when the closed flag is stored for the session', () => {
    sessionStorage.setItem(POPUP_LIST_CLOSED_KEY, '1');
    render(<PopupListLauncher />);
    expect(openNames()).toEqual([]);
  });

  it('does nothing without popups', () => {
    data.current = announcements({ popup: [] });
    render(<PopupListLauncher />);
    expect(openNames()).toEqual([]);
  });

  it('waits for another dialog (login from /login) to close first', () => {
    useModals.setState({ stack: [{ name: 'login', props: {}, key: 1 }] });
    render(<PopupListLauncher />);
    expect(openNames()).toEqual(['login']);
    act(() => useModals.getState().closeModal('login'));
    expect(openNames()).toEqual(['popupList']);
  });
});

describe('PopupListModal', () => {
  it('lists every popup with sanitised content', async () => {
    renderWithProviders(<PopupListModal close={() => {}} />);
    const entries = await screen.findAllByTestId('popup-entry');
    expect(entries).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Welcome offer' })).toBeTruthy();
    const dialog = screen.getByTestId('modal-popupList');
    expect(dialog.innerHTML).not.toContain('<script');
    expect(dialog.innerHTML).not.toContain('onerror');
  });

  it('routes same-site links inside the app and closes the list', async () => {
    data.current = announcements({
      popup: [
        notice({ id: 1, type: 'PU', content: '<p>See <a href="/promotions">offers</a></p>' }),
      ],
    });
    const close = vi.fn();
    renderWithProviders(<PopupListModal close={close} />);
    fireEvent.click(await screen.findByText('offers'));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('closing without "don\'t show again" keeps the flag clear', async () => {
    const close = vi.fn();
    renderWithProviders(<PopupListModal close={close} />);
    fireEvent.click(await screen.findByTestId('popup-close'));
    expect(close).toHaveBeenCalledTimes(1);
    expect(isPopupListClosed()).toBe(false);
  });

  it('"Don\'t show again this session" stores the closed flag on close', async () => {
    const close = vi.fn();
    renderWithProviders(<PopupListModal close={close} />);
    fireEvent.click(await screen.findByLabelText("Don't show again this session"));
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(close).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(POPUP_LIST_CLOSED_KEY)).toBe('1');
  });
});
