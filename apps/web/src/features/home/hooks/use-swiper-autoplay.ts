import { useEffect } from 'react';
import type { Swiper } from 'swiper';

/** What the autoplay needs of a Swiper: its events, its next slide and its root element. */
export type AutoplaySwiper = Pick<Swiper, 'on' | 'off' | 'slideNext' | 'destroyed' | 'el'>;

/**
 * Moves a carousel one slide on after `delay` ms of rest, while `playing` (decision 035).
 *
 * Swiper's own Autoplay module keeps a `requestAnimationFrame` loop running for as long as it
 * plays (it reports the time left to each frame), so the main thread renders 60 frames a second
 * for two carousels that move once every few seconds: at 4x CPU throttling that was most of
 * home's steady-state main-thread time. This plays the same rhythm on one timer per slide:
 * - the next slide comes `delay` ms after the previous transition ended, as with Swiper's
 *   autoplay (a period of speed + delay);
 * - a touch or drag holds it, and it counts again from the end of the move it caused
 *   (Swiper's `disableOnInteraction: false`);
 * - a mouse over the carousel holds it until the mouse leaves (`pauseOnMouseEnter`).
 */
export function useSwiperAutoplay(
  swiper: AutoplaySwiper | null,
  delay: number,
  playing: boolean,
): void {
  useEffect(() => {
    if (!swiper || !playing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let held = false;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (held || swiper.destroyed) return;
      timer = setTimeout(() => {
        if (!swiper.destroyed) swiper.slideNext();
      }, delay);
    };
    const hold = () => {
      held = true;
      stop();
    };
    const release = () => {
      held = false;
      schedule();
    };
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') hold();
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') release();
    };
    swiper.on('transitionEnd', schedule);
    swiper.on('touchStart', hold);
    swiper.on('touchEnd', release);
    const root = swiper.el;
    root?.addEventListener('pointerenter', onPointerEnter);
    root?.addEventListener('pointerleave', onPointerLeave);
    schedule();
    return () => {
      stop();
      swiper.off('transitionEnd', schedule);
      swiper.off('touchStart', hold);
      swiper.off('touchEnd', release);
      root?.removeEventListener('pointerenter', onPointerEnter);
      root?.removeEventListener('pointerleave', onPointerLeave);
    };
  }, [swiper, delay, playing]);
}
