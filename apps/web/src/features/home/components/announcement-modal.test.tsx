import type { Announcements } from '@nova/contracts/api/content';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { announcements, notice } from '../test-fixtures';
import AnnouncementModal, { AnnouncementList } from './announcement-modal';

const data = vi.hoisted(() => ({ current: null as Announcements | null }));
vi.mock('../../content/api/use-announcements', () => ({
  useAnnouncements: () => data.current,
}));

const HEADLINES = Array.from({ length: 20 }, (_, i) =>
  notice({ id: i + 1, type: 'H', title: `Headline ${i + 1}`, content: `<p>Body ${i + 1}</p>` }),
);

// The list renders inside a router: same-site links in a notice route inside the app.
beforeAll(() => initTestI18n());

function titles(): string[] {
  return screen
    .getAllByTestId('announcement-entry')
    .map(
      (entry) => within(entry).getByRole('button').querySelector('span span')?.textContent ?? '',
    );
}

describe('AnnouncementList', () => {
  it('shows the headlines 9 per page', () => {
    data.current = announcements({ headline: HEADLINES });
    renderWithProviders(<AnnouncementList />);
    expect(screen.getAllByTestId('announcement-entry')).toHaveLength(9);
    expect(titles()[0]).toBe('Headline 1');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(titles()).toEqual(HEADLINES.slice(9, 18).map((n) => n.title));

    fireEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    expect(titles()).toEqual(['Headline 19', 'Headline 20']);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('has no pager with 9 or fewer entries', () => {
    data.current = announcements({ headline: HEADLINES.slice(0, 9) });
    renderWithProviders(<AnnouncementList />);
    expect(screen.getAllByTestId('announcement-entry')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('expands and collapses an entry', () => {
    data.current = announcements({ headline: HEADLINES.slice(0, 2) });
    renderWithProviders(<AnnouncementList />);
    const head = within(screen.getAllByTestId('announcement-entry')[0] as HTMLElement).getByRole(
      'button',
    );
    expect(head.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Body 1')).toBeNull();
    fireEvent.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Body 1')).toBeTruthy();
    fireEvent.click(head);
    expect(screen.queryByText('Body 1')).toBeNull();
  });

  it('opens on the page of the requested notice, expanded', () => {
    data.current = announcements({ headline: HEADLINES });
    renderWithProviders(<AnnouncementList focusId={14} />);
    expect(titles()[0]).toBe('Headline 10');
    expect(screen.getByText('Body 14')).toBeTruthy();
  });

  it('lists a requested marquee notice first when it is not a headline', () => {
    data.current = announcements({
      headline: HEADLINES.slice(0, 3),
      player: [notice({ id: 99, title: 'Marquee notice', content: '<p>From the marquee</p>' })],
    });
    renderWithProviders(<AnnouncementList focusId={99} />);
    expect(titles()).toEqual(['Marquee notice', 'Headline 1', 'Headline 2', 'Headline 3']);
    expect(screen.getByText('From the marquee')).toBeTruthy();
  });

  it('shows an empty state without headlines', () => {
    data.current = announcements();
    renderWithProviders(<AnnouncementList />);
    expect(screen.getByText('No announcements right now.')).toBeTruthy();
  });
});

describe('AnnouncementModal', () => {
  it('renders inside the announcement dialog', async () => {
    data.current = announcements({ headline: HEADLINES.slice(0, 1) });
    renderWithProviders(<AnnouncementModal close={() => {}} />);
    const dialog = await screen.findByTestId('modal-announcement');
    expect(within(dialog).getByRole('heading', { name: 'Announcements' })).toBeTruthy();
  });
});
