import type { Announcements } from '@nova/contracts/api/content';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { announcements, banner } from '../test-fixtures';
import { BannerCarousel } from './banner-carousel';

// Swiper needs layout jsdom lacks; the test checks the options the carousel passes to it. The
// carousel loads it after its first render (dynamic import), hence the `findBy…` waits.
const swiperProps = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
vi.mock('swiper/react', () => ({
  Swiper: (props: Record<string, unknown> & { children: ReactNode }) => {
    swiperProps.current = props;
    return <div data-testid="swiper">{props.children}</div>;
  },
  SwiperSlide: ({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) => (
    <div data-testid={rest['data-testid']}>{children}</div>
  ),
}));

const data = vi.hoisted(() => ({ current: null as Announcements | null }));
vi.mock('../../content/api/use-announcements', () => ({
  useAnnouncements: () => data.current,
}));

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

beforeAll(() => initTestI18n());
beforeEach(() => {
  swiperProps.current = null;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Enough of a Swiper for the autoplay: events, slideNext and a root element. */
function fakeSwiper() {
  return {
    destroyed: false,
    el: document.createElement('div'),
    on: vi.fn(),
    off: vi.fn(),
    slideNext: vi.fn(),
  };
}

function show(banners: Announcements['banners']) {
  data.current = announcements({ banners });
  return renderWithProviders(<BannerCarousel />);
}

/** Lets pending imports and effects settle: long enough for Swiper to load when it would. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('BannerCarousel', () => {
  // First: once Swiper has loaded, later carousels get it at once (the module keeps it).
  it('renders the first banner before Swiper arrives, then hands over to it', async () => {
    show([banner({ id: 1, title: 'First' }), banner({ id: 2, title: 'Second' })]);
    expect(screen.queryByTestId('swiper')).toBeNull();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(2);
    const first = screen.getByAltText('First');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(await screen.findByTestId('swiper')).toBeTruthy();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeTruthy();
  });

  it('loops and autoplays every 5 s with more than one banner', async () => {
    show([banner({ id: 1 }), banner({ id: 2 }), banner({ id: 3 })]);
    await screen.findByTestId('swiper');
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(3);
    expect(swiperProps.current).toMatchObject({ loop: true, speed: 1000, spaceBetween: 20 });
    // The carousel's own timer moves it (useSwiperAutoplay), not Swiper's Autoplay module.
    expect(swiperProps.current?.autoplay).toBeUndefined();
    vi.useFakeTimers();
    try {
      const swiper = fakeSwiper();
      const onSwiper = swiperProps.current?.onSwiper as (s: unknown) => void;
      act(() => onSwiper(swiper));
      act(() => vi.advanceTimersByTime(4999));
      expect(swiper.slideNext).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is static with a single banner: no loop, no autoplay, no arrows', async () => {
    show([banner({ id: 1 })]);
    await settle();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    // One banner never loads Swiper: nothing loops or autoplays.
    expect(swiperProps.current).toBeNull();
    expect(screen.queryByTestId('swiper')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
  });

  it('shows only w_home banners, the first eager and the rest lazy', async () => {
    show([
      banner({ id: 1, title: 'First' }),
      banner({ id: 2, groupName: 'w_login', title: 'Login art' }),
      banner({ id: 3, title: 'Second' }),
    ]);
    await screen.findByTestId('swiper');
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['First', 'Second']);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
  });

  it('shows a video as a poster; play loads the player and the carousel stops moving', async () => {
    show([
      banner({ id: 1, title: 'Image' }),
      banner({ id: 2, mediaType: 'VIDEO', url: YOUTUBE, title: 'Promo' }),
    ]);
    await screen.findByTestId('swiper');
    expect(document.querySelector('iframe')).toBeNull();
    vi.useFakeTimers();
    try {
      const swiper = fakeSwiper();
      const onSwiper = swiperProps.current?.onSwiper as (s: unknown) => void;
      act(() => onSwiper(swiper));
      fireEvent.click(screen.getByRole('button', { name: 'Play video: Promo' }));
      act(() => vi.advanceTimersByTime(20_000));
      expect(swiper.slideNext).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
    const iframe = screen.getByTitle('Video: Promo');
    // Pressing play is the request to play: no related videos, privacy-enhanced host.
    expect(iframe.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('renders nothing for a non-YouTube video and logs an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = show([
      banner({ id: 1, title: 'Image' }),
      banner({ id: 2, mediaType: 'VIDEO', url: 'https://vimeo.com/76979871' }),
    ]);
    await settle();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    // One valid slide left: the carousel is static (Swiper is never loaded).
    expect(swiperProps.current).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('only YouTube'),
      'https://vimeo.com/76979871',
    );
  });

  it('opens internal linkages in the app and external ones in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    show([
      banner({ id: 1, title: 'Out', linkageType: 'EXTERNAL', linkage: 'https://x.example/' }),
      banner({ id: 2, title: 'In', linkageType: 'INTERNAL', linkage: '/promotions?tab=vip' }),
    ]);
    await screen.findByTestId('swiper');
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
