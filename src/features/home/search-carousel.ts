/**
 * <search-carousel>: the Search Programs carousel. Advances every data-interval ms (2000 by
 * default), pauses on hover, focus, touch, reduced motion and its Pause button; dots, previous and
 * next (both wrap around) and swipes of at least 48 px. Without this script the slides are a
 * horizontally scrolling row.
 */
import { CAROUSEL_MS, swipeStep } from '../../domain/home';
import { createRotator, pauseForReducedMotion, pauseOnHoverAndFocus, wirePauseButton } from './rotator';

class SearchCarousel extends HTMLElement {
  connectedCallback(): void {
    const track = this.querySelector<HTMLElement>('[data-track]');
    const slides = [...this.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
    const dots = [...this.querySelectorAll<HTMLButtonElement>('[data-dot]')];
    const viewport = this.querySelector<HTMLElement>('[data-viewport]');
    if (!track || slides.length === 0) return;

    const rotator = createRotator({
      count: slides.length,
      intervalMs: Number(this.dataset.interval) || CAROUSEL_MS,
      onChange: (index) => {
        track.style.transform = `translateX(${-100 * index}%)`;
        slides.forEach((slide, i) => {
          slide.setAttribute('aria-hidden', String(i !== index));
          slide.inert = i !== index;
        });
        dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)));
      },
    });
    this.classList.add('is-enhanced');
    rotator.go(0);

    const live = () => viewport?.setAttribute('aria-live', rotator.isPaused() ? 'polite' : 'off');
    dots.forEach((dot, i) => dot.addEventListener('click', () => rotator.go(i)));
    this.querySelector('[data-prev]')?.addEventListener('click', () => rotator.step(-1));
    this.querySelector('[data-next]')?.addEventListener('click', () => rotator.step(1));

    let startX: number | null = null;
    this.addEventListener(
      'touchstart',
      (event) => {
        startX = event.touches[0]?.clientX ?? null;
        rotator.pause('touch');
      },
      { passive: true },
    );
    const endTouch = (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      if (startX !== null && endX !== undefined) {
        const step = swipeStep(endX - startX);
        if (step) rotator.step(step);
      }
      startX = null;
      rotator.resume('touch');
    };
    this.addEventListener('touchend', endTouch, { passive: true });
    this.addEventListener('touchcancel', () => {
      startX = null;
      rotator.resume('touch');
    });

    pauseOnHoverAndFocus(this, rotator);
    pauseForReducedMotion(rotator);
    wirePauseButton(this.querySelector('[data-pause]'), rotator, 'carousel');
    this.addEventListener('focusin', live);
    this.addEventListener('focusout', live);
    this.addEventListener('click', live);
    live();
    for (const hidden of this.querySelectorAll<HTMLElement>('[data-controls]')) hidden.hidden = false;
  }
}

if (!customElements.get('search-carousel')) customElements.define('search-carousel', SearchCarousel);
