import type { Announcements } from '@nova/contracts/api/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { announcements, banner, fakeRowLayout } from '../test-fixtures';
import { BannerCarousel } from './banner-carousel';

const data = vi.hoisted(() => ({ current: null as Announcements | null }));
vi.mock('../../content/api/use-announcements', () => ({
  useAnnouncements: () => data.current,
}));

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

beforeAll(() => initTestI18n());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function show(banners: Announcements['banners']) {
  data.current = announcements({ banners });
  return renderWithProviders(<BannerCarousel />);
}

/** The banner row, laid out with slides 100 px apart in a 100 px window; its scrollTo spy. */
function layOutRow() {
  const row = screen.getAllByTestId('banner-slide')[0]?.parentElement as HTMLElement;
  return fakeRowLayout(row, { pitch: 100, width: 100 });
}

describe('BannerCarousel', () => {
  it('renders every banner in one row from the first render, the first one eager', () => {
    show([banner({ id: 1, title: 'First' }), banner({ id: 2, title: 'Second' })]);
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(2);
    const first = screen.getByAltText('First');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeTruthy();
    expect(screen.getAllByTestId('banner-dot')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Go to banner 1' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('moves on every 5 s with more than one banner; arrows and dots move it too', () => {
    vi.useFakeTimers();
    show([banner({ id: 1 }), banner({ id: 2 }), banner({ id: 3 })]);
    const scrollTo = layOutRow();
    act(() => vi.advanceTimersByTime(4999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });
    // Past the last banner the row comes round to the first.
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to banner 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });
  });

  it('is static with a single banner: no autoplay, no arrows, no dots', () => {
    vi.useFakeTimers();
    show([banner({ id: 1 })]);
    const scrollTo = layOutRow();
    act(() => vi.advanceTimersByTime(20_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    expect(screen.queryByTestId('banner-dot')).toBeNull();
  });

  it('shows only w_home banners, the first eager and the rest lazy', () => {
    show([
      banner({ id: 1, title: 'First' }),
      banner({ id: 2, groupName: 'w_login', title: 'Login art' }),
      banner({ id: 3, title: 'Second' }),
    ]);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['First', 'Second']);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
  });

  it('shows a video as a poster; play loads the player and the carousel stops moving', () => {
    vi.useFakeTimers();
    show([
      banner({ id: 1, title: 'Image' }),
      banner({ id: 2, mediaType: 'VIDEO', url: YOUTUBE, title: 'Promo' }),
    ]);
    expect(document.querySelector('iframe')).toBeNull();
    const scrollTo = layOutRow();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Promo' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(scrollTo).not.toHaveBeenCalled();
    const iframe = screen.getByTitle('Video: Promo');
    // Pressing play is the request to play: no related videos, privacy-enhanced host.
    expect(iframe.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('renders nothing for a non-YouTube video and logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = show([
      banner({ id: 1, title: 'Image' }),
      banner({ id: 2, mediaType: 'VIDEO', url: 'https://vimeo.com/76979871' }),
    ]);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    // One valid slide left: the carousel is static.
    expect(screen.queryByTestId('banner-dot')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('only YouTube'),
      'https://vimeo.com/76979871',
    );
  });

  it('opens internal linkages in the app and external ones in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    show([
      banner({ id: 1, title: 'Out', linkageType: 'EXTERNAL', linkage: 'https://x.example/' }),
      banner({ id: 2, title: 'In', linkageType: 'INTERNAL', linkage: '/promotions?tab=vip' }),
    ]);
    fireEvent.click(screen.getByAltText('Out'));
    expect(open).toHaveBeenCalledWith('https://x.example/', '_blank', 'noopener');
    fireEvent.click(screen.getByAltText('In'));
    expect(screen.getByTestId('location').textContent).toBe('/promotions?tab=vip');
  });

  it('does nothing for banners without a linkage', () => {
    show([banner({ id: 1, title: 'Plain', linkageType: 'NONE' })]);
    expect(screen.getByAltText('Plain').closest('button')).toBeNull();
  });
});
