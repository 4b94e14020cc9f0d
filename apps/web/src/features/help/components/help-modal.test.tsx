import { getHelpCenter, type HelpPage } from '@nova/contracts/api/help-center';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import HelpModal from './help-modal';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ callApi }));

const PAGES: HelpPage[] = [
  { id: 1, key: 'about', title: 'About us', content: '<p>We are Nova88.</p>' },
  {
    id: 2,
    key: 'term',
    title: 'Terms and conditions',
    content: '<h2>Terms</h2><script>window.x = 1</script><a href="javascript:alert(1)">x</a>',
  },
  {
    id: 3,
    key: 'faq',
    title: 'FAQ',
    content: '<ul><li>How do I deposit? See <a href="/promotions">offers</a>.</li></ul>',
  },
];

beforeAll(() => initTestI18n());
beforeEach(() => callApi.mockReset());

describe('HelpModal', () => {
  it('fetches the help center for the current language on the web device', async () => {
    callApi.mockResolvedValue(PAGES);
    renderWithProviders(<HelpModal close={() => {}} />, { route: '/help' });
    await screen.findByTestId('help-tab-about');
    expect(callApi).toHaveBeenCalledWith(
      getHelpCenter,
      expect.objectContaining({ query: { lang: 'EN', device: 'WEB' } }),
    );
  });

  it('lists the pages and shows the first one by default', async () => {
    callApi.mockResolvedValue(PAGES);
    renderWithProviders(<HelpModal close={() => {}} />, { route: '/help' });
    const about = await screen.findByTestId('help-tab-about');
    expect(about.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('help-content').textContent).toContain('We are Nova88.');
    fireEvent.click(screen.getByTestId('help-tab-faq'));
    expect(screen.getByTestId('help-content').textContent).toContain('How do I deposit?');
  });

  it('opens the page named by the section (/help#term), sanitised', async () => {
    callApi.mockResolvedValue(PAGES);
    renderWithProviders(<HelpModal close={() => {}} section="term" />, { route: '/help' });
    const term = await screen.findByTestId('help-tab-term');
    expect(term.getAttribute('aria-selected')).toBe('true');
    const content = screen.getByTestId('help-content');
    expect(content.textContent).toContain('Terms');
    expect(content.innerHTML).not.toContain('<script');
    expect(content.innerHTML).not.toContain('javascript:');
  });

  it('routes same-site links inside the app and closes the modal', async () => {
    callApi.mockResolvedValue(PAGES);
    const close = vi.fn();
    renderWithProviders(<HelpModal close={close} section="faq" />, { route: '/help' });
    fireEvent.click(await screen.findByText('offers'));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('falls back to the first page for an unknown section', async () => {
    callApi.mockResolvedValue(PAGES);
    renderWithProviders(<HelpModal close={() => {}} section="nope" />, { route: '/help' });
    expect((await screen.findByTestId('help-tab-about')).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('moves between topics with the arrow keys', async () => {
    callApi.mockResolvedValue(PAGES);
    renderWithProviders(<HelpModal close={() => {}} />, { route: '/help' });
    const about = await screen.findByTestId('help-tab-about');
    fireEvent.keyDown(about, { key: 'ArrowDown' });
    expect(screen.getByTestId('help-tab-term').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(about, { key: 'End' });
    expect(screen.getByTestId('help-tab-faq').getAttribute('aria-selected')).toBe('true');
  });

  it('shows loading, then the empty state when there are no pages', async () => {
    let resolve: (pages: HelpPage[]) => void = () => {};
    callApi.mockReturnValue(new Promise<HelpPage[]>((r) => (resolve = r)));
    renderWithProviders(<HelpModal close={() => {}} />, { route: '/help' });
    expect(await screen.findByText('Loading help topics…')).toBeTruthy();
    resolve([]);
    await waitFor(() =>
      expect(screen.getByText('Help topics are not available in this language yet.')).toBeTruthy(),
    );
  });

  it('offers a retry when loading fails', async () => {
    callApi.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(PAGES);
    renderWithProviders(<HelpModal close={() => {}} />, { route: '/help' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('help-tab-about')).toBeTruthy();
  });
});
