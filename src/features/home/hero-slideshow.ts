/**
 * <hero-slideshow>: cross-fades its [data-slide] children every 5 s when there are at least 2,
 * pausing on hover, focus, reduced motion and its own Pause button. Only the first slide's image is
 * in the HTML (it is the page's largest paint); the others are created from their data-src,
 * data-srcset and data-alt once the page has loaded. Without this script the first slide stays.
 */
import { HERO_SLIDE_MS } from '../../domain/home';
import { createRotator, pauseForReducedMotion, pauseOnHoverAndFocus, wirePauseButton } from './rotator';

function addImage(slide: HTMLElement): void {
  const { src, srcset, sizes, alt } = slide.dataset;
  if (!src || slide.querySelector('img')) return;
  const first = slide.parentElement?.querySelector('img');
  const image = document.createElement('img');
  image.src = src;
  if (srcset) image.srcset = srcset;
  if (sizes) image.sizes = sizes;
  image.alt = alt ?? '';
  image.width = first?.width ?? 1280;
  image.height = first?.height ?? 720;
  image.decoding = 'async';
  slide.prepend(image);
}

class HeroSlideshow extends HTMLElement {
  connectedCallback(): void {
    const slides = [...this.querySelectorAll<HTMLElement>('[data-slide]')];
    if (slides.length < 2) return;
    const badge = this.querySelector<HTMLElement>('[data-badge-label]');
    const rotator = createRotator({
      count: slides.length,
      intervalMs: Number(this.dataset.interval) || HERO_SLIDE_MS,
      onChange: (index) => {
        const current = slides[index];
        if (current) addImage(current);
        slides.forEach((slide, i) => {
          slide.classList.toggle('is-active', i === index);
          slide.setAttribute('aria-hidden', String(i !== index));
        });
        if (badge) badge.textContent = current?.dataset.badge ?? '';
      },
    });
    const loadRest = () => slides.forEach(addImage);
    if (document.readyState === 'complete') loadRest();
    else window.addEventListener('load', loadRest, { once: true });
    pauseOnHoverAndFocus(this, rotator);
    pauseForReducedMotion(rotator);
    wirePauseButton(this.querySelector('[data-pause]'), rotator, 'slideshow');
  }
}

if (!customElements.get('hero-slideshow')) customElements.define('hero-slideshow', HeroSlideshow);
