import type { Announcements } from '@nova/contracts/api/content';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { announcements, notice } from '../test-fixtures';
import { marqueeDurationSeconds, NoticeMarquee } from './notice-marquee';

const data = vi.hoisted(() => ({ current: null as Announcements | null }));
vi.mock('../../content/api/use-announcements', () => ({
  useAnnouncements: () => data.current,
}));

beforeAll(() => initTestI18n());
beforeEach(() => useModals.setState({ stack: [] }));

describe('NoticeMarquee', () => {
  it('scrolls the titles of the player notices', () => {
    data.current = announcements({
      player: [notice({ id: 1, title: 'Deposit bonus' }), notice({ id: 2, title: 'New slots' })],
      headline: [notice({ id: 3, type: 'H', title: 'Headline only' })],
    });
    renderWithProviders(<NoticeMarquee />);
    const items = screen.getAllByTestId('marquee-item');
    expect(items.map((item) => item.textContent)).toEqual(['Deposit bonus', 'New slots']);
    const track = items[0]?.closest('ul');
    expect(track?.style.getPropertyValue('--marquee-duration')).toBe(
      `${marqueeDurationSeconds(['Deposit bonus', 'New slots'])}s`,
    );
  });

  it('opens the clicked notice in the announcement modal', () => {
    data.current = announcements({ player: [notice({ id: 7, title: 'Server upgrade' })] });
    renderWithProviders(<NoticeMarquee />);
    fireEvent.click(screen.getByText('Server upgrade'));
    expect(useModals.getState().stack).toMatchObject([
      { name: 'announcement', props: { noticeId: 7 } },
    ]);
  });

  it('renders nothing without player notices', () => {
    data.current = announcements({ headline: [notice({ type: 'H' })] });
    renderWithProviders(<NoticeMarquee />);
    expect(screen.queryByTestId('notice-marquee')).toBeNull();
  });
});

describe('marqueeDurationSeconds', () => {
  it('grows with the length of the text, so the speed stays the same', () => {
    const short = marqueeDurationSeconds(['Hi']);
    const long = marqueeDurationSeconds(['A much longer notice about weekend maintenance']);
    expect(long).toBeGreaterThan(short);
    const perChar = (long - short) / ('A much longer notice about weekend maintenance'.length - 2);
    expect(perChar).toBeCloseTo(0.14, 2);
  });
});
